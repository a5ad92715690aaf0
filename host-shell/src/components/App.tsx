import type { PageConfig } from '@booking/shared-contracts';
import type { WidgetLoader } from '../federation/widgetLoader';
import { BookingPage } from '../pages/BookingPage';
import { DevPage } from '../pages/DevPage';
import { ErrorPage } from '../pages/ErrorPage';
import { HomePage } from '../pages/HomePage';
import { InfoPage } from '../pages/InfoPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PaymentCompletionPage } from '../pages/PaymentCompletionPage';
import { SuccessPage } from '../pages/SuccessPage';
import { Layout } from './Layout';
import { WidgetErrorBoundary } from './WidgetErrorBoundary';

/** Renders the page the server chose in `config.page`. */
export function App({
  config,
  loader,
  search = '',
}: {
  config: PageConfig;
  loader: WidgetLoader;
  /** The page URL's query (`?data=…`, `?product=…`). */
  search?: string;
}) {
  let content;
  switch (config.page) {
    case 'booking':
      content = <BookingPage config={config} loader={loader} search={search} />;
      break;
    case 'home':
      content = <HomePage config={config} />;
      break;
    case 'dev':
      content = <DevPage config={config} />;
      break;
    case 'success':
      content = <SuccessPage lang={config.lang} search={search} />;
      break;
    case 'paymentCompletion':
      content = <PaymentCompletionPage lang={config.lang} search={search} apiBaseUrl={config.apiBaseUrl} />;
      break;
    case 'notFound':
      content = <NotFoundPage path={config.path} />;
      break;
    default:
      content = <InfoPage page={config.page} lang={config.lang} />;
  }
  return (
    <Layout page={config.page} lang={config.lang}>
      <WidgetErrorBoundary fallback={() => <ErrorPage lang={config.lang} />}>{content}</WidgetErrorBoundary>
    </Layout>
  );
}
