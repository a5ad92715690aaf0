import type { PageConfig } from '@booking/shared-contracts';
import type { WidgetLoader } from '../federation/widgetLoader';
import { RemoteWidget } from '../components/RemoteWidget';
import { PAGE_TEXT } from './pageText';

/** /megabilet: the federated booking widget for the page's config id and language. */
export function BookingPage({ config, loader }: { config: PageConfig; loader: WidgetLoader }) {
  const text = PAGE_TEXT.booking[config.lang];
  return (
    <article>
      <h1>{text.title}</h1>
      <p className="hs-lead">{text.lead}</p>
      <RemoteWidget
        key={config.remoteUrl}
        loader={loader}
        remoteUrl={config.remoteUrl}
        widgetProps={{ configId: config.configId, lang: config.lang, apiBaseUrl: config.apiBaseUrl }}
      />
    </article>
  );
}
