import { useCallback, useEffect, useState } from 'react';
import type { BookingWidgetEvent, InitialData, PageConfig } from '@booking/shared-contracts';
import type { WidgetLoader } from '../federation/widgetLoader';
import { RemoteWidget } from '../components/RemoteWidget';
import { BOOKING_TARGET_ID } from '../components/SkipLink';
import { useWidgetConfig } from '../config/useWidgetConfig';
import { manifestUrl } from '../federation/manifestUrl';
import { watchRemoteVersion } from '../federation/remoteUpdates';
import { UpdateGate } from '../federation/updateGate';
import { bookingWidgetProps } from './bookingWidgetProps';
import { PAGE_TEXT } from './pageText';

/**
 * /megabilet: the federated booking widget for the page's config id and language, opened on the product
 * asked for in the query (else the first); the widget opens the variant of the page's language itself.
 */
export function BookingPage({
  config,
  loader,
  search = '',
  initialData,
  widgetMarkup,
}: {
  config: PageConfig;
  loader: WidgetLoader;
  search?: string;
  /** The page's data block, given by the server render; the browser reads the page's own. */
  initialData?: InitialData | null;
  /** The widget's server markup for a server render (null: none drawn); see `RemoteWidget`. */
  widgetMarkup?: string | null;
}) {
  const text = PAGE_TEXT.booking[config.lang];
  const widgetConfig = useWidgetConfig(config.apiBaseUrl, config.configId, initialData);
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
  const rendered = bookingWidgetProps(config, widgetConfig, search);
  return (
    <article>
      <h1>{text.title}</h1>
      <p className="hs-lead">{text.lead}</p>
      {/* The skip link's target: focus lands here, and the next Tab is the widget's first control. */}
      <div id={BOOKING_TARGET_ID} className="hs-booking" tabIndex={-1}>
        {rendered && (
          <RemoteWidget
            key={config.remoteUrl}
            loader={loader}
            remoteUrl={config.remoteUrl}
            widgetProps={{ ...rendered, apiBaseUrl: config.apiBaseUrl, onEvent }}
            serverMarkup={widgetMarkup}
          />
        )}
      </div>
    </article>
  );
}
