import { useEffect, useState } from 'react';
import { initialDataOf, type GlobalConfig, type InitialData, type Product } from '@booking/shared-contracts';

/** The public config of a config id, as `GET /api/widget-config/{configId}` answers it. */
export interface WidgetConfigState {
  status: 'loading' | 'loaded' | 'failed';
  globalConfig: GlobalConfig | null;
  products: Product[];
}

let pageData: { data: InitialData | null } | undefined;

/** The data block the BFF put into this page (read once), null on a page without one. */
export function pageInitialData(): InitialData | null {
  pageData ??= { data: typeof document === 'undefined' ? null : initialDataOf(document) };
  return pageData.data;
}

/** The config of a config id as a page's data block gives it: loaded when the block carries that id, else loading. */
export function widgetConfigFrom(configId: string, initialData: InitialData | null): WidgetConfigState {
  if (initialData?.configId !== configId) return { status: 'loading', globalConfig: null, products: [] };
  const { globalConfig, products } = initialData.widgetConfig;
  return { status: 'loaded', globalConfig, products };
}

/**
 * The config of a config id: from the page's data block when it carries that config id (no request), else
 * loaded once per config id; a failure leaves the page to its fallback.
 */
export function useWidgetConfig(
  apiBaseUrl: string,
  configId: string,
  initialData: InitialData | null = pageInitialData(),
): WidgetConfigState {
  const inline = initialData?.configId === configId;
  const [state, setState] = useState<WidgetConfigState>(() => widgetConfigFrom(configId, initialData));
  useEffect(() => {
    if (inline) return undefined;
    let current = true;
    Promise.resolve()
      .then(() => fetch(`${apiBaseUrl}/api/widget-config/${encodeURIComponent(configId)}`))
      .then(async (response) => {
        if (!response.ok) throw new Error(`widget-config answered ${response.status}`);
        const body = (await response.json()) as { globalConfig: GlobalConfig; products: Product[] };
        if (current) setState({ status: 'loaded', globalConfig: body.globalConfig, products: body.products });
      })
      .catch((error: unknown) => {
        console.error('The widget configuration could not be loaded', error);
        if (current) setState({ status: 'failed', globalConfig: null, products: [] });
      });
    return () => {
      current = false;
    };
  }, [apiBaseUrl, configId, inline]);
  return inline ? widgetConfigFrom(configId, initialData) : state;
}
