import { useCallback, useEffect, useState } from 'react';
import type { BookingWidgetEvent, PageConfig } from '@booking/shared-contracts';
import type { WidgetLoader } from '../federation/widgetLoader';
import { RemoteWidget } from '../components/RemoteWidget';
import { BOOKING_TARGET_ID } from '../components/SkipLink';
import { requestedProduct } from '../config/productVariant';
import { useWidgetConfig } from '../config/useWidgetConfig';
import { manifestUrl } from '../federation/widgetLoader';
import { watchRemoteVersion } from '../federation/remoteUpdates';
import { UpdateGate } from '../federation/updateGate';
import { PAGE_TEXT } from './pageText';

/**
 * /megabilet: the federated booking widget for the page's config id and language, opened on the product
 * asked for in the query (else the first); the widget opens the variant of the page's language itself.
 */
export function BookingPage({
  config,
  loader,
  search = '',
}: {
  config: PageConfig;
  loader: WidgetLoader;
  search?: string;
}) {
  const text = PAGE_TEXT.booking[config.lang];
  const widgetConfig = useWidgetConfig(config.apiBaseUrl, config.configId);
  // A new deploy of the remote is taken by a reload at the next safe moment (never during a payment).
  const [gate] = useState(() => new UpdateGate(() => window.location.reload()));
  useEffect(
    () =>
      watchRemoteVersion({
        manifestUrl: manifestUrl(config.remoteUrl),
        onNewVersion: () => gate.newVersion(),
      }),
    [config.remoteUrl, gate],
  );
  const onEvent = useCallback((event: BookingWidgetEvent) => gate.note(event), [gate]);
  const product = requestedProduct(widgetConfig.products, search);
  const opening =
    widgetConfig.status === 'loaded' && product
      ? {
          openId: product.id,
          globalConfig: widgetConfig.globalConfig ?? undefined,
          products: widgetConfig.products,
        }
      : {};
  return (
    <article>
      <h1>{text.title}</h1>
      <p className="hs-lead">{text.lead}</p>
      {/* The skip link's target: focus lands here, and the next Tab is the widget's first control. */}
      <div id={BOOKING_TARGET_ID} className="hs-booking" tabIndex={-1}>
        {widgetConfig.status !== 'loading' && (
          <RemoteWidget
            key={config.remoteUrl}
            loader={loader}
            remoteUrl={config.remoteUrl}
            widgetProps={{
              configId: config.configId,
              lang: config.lang,
              apiBaseUrl: config.apiBaseUrl,
              onEvent,
              ...opening,
            }}
          />
        )}
      </div>
    </article>
  );
}
