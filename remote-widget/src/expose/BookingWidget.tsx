import { useEffect, useMemo } from 'react';
import { DEFAULT_LANGUAGE, type Language } from '@booking/shared-contracts';
import { createApiClient, type FetchLike } from '../api/client';
import { RootStore } from '../stores/RootStore';
import { StoreProvider } from '../stores/storeContext';
import { WidgetShell } from '../components/WidgetShell';
import '../components/widget.css';

/** The config id used when a host names none. */
export const DEFAULT_CONFIG_ID = 'demo';

/** Props of the federated widget; `mount()` takes the same options. */
export interface BookingWidgetProps {
  /** Which configuration to load (default `demo`). */
  configId?: string;
  /** Interface language (default `en`). */
  lang?: Language;
  /** Origin of the BFF; '' (default) means the page's own origin. */
  apiBaseUrl?: string;
  /** Replacement for `window.fetch`, e.g. for a host that adds headers. */
  fetch?: FetchLike;
}

/** The booking widget as a React component for hosts that load it through Module Federation. */
export function BookingWidget({
  configId = DEFAULT_CONFIG_ID,
  lang = DEFAULT_LANGUAGE,
  apiBaseUrl = '',
  fetch,
}: BookingWidgetProps) {
  const store = useMemo(
    () => new RootStore({ api: createApiClient({ baseUrl: apiBaseUrl, fetch }) }),
    [apiBaseUrl, fetch],
  );
  useEffect(() => {
    void store.config.load(configId);
  }, [store, configId]);
  return (
    <StoreProvider value={store}>
      <div className="bw-root" lang={lang} data-config-id={configId}>
        <WidgetShell />
      </div>
    </StoreProvider>
  );
}

export default BookingWidget;
