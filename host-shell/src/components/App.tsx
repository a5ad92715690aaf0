import type { PageConfig } from '@booking/shared-contracts';
import type { WidgetLoader } from '../federation/widgetLoader';
import { BookingPage } from '../pages/BookingPage';
import { InfoPage } from '../pages/InfoPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { Layout } from './Layout';

/** Renders the page the server chose in `config.page`. */
export function App({ config, loader }: { config: PageConfig; loader: WidgetLoader }) {
  let content;
  switch (config.page) {
    case 'booking':
      content = <BookingPage config={config} loader={loader} />;
      break;
    case 'notFound':
      content = <NotFoundPage path={config.path} />;
      break;
    default:
      content = <InfoPage page={config.page} lang={config.lang} />;
  }
  return (
    <Layout page={config.page} lang={config.lang}>
      {content}
    </Layout>
  );
}
