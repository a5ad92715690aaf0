import { useEffect, useState } from 'react';
import type { GlobalConfig, Product } from '@booking/shared-contracts';

/** The public config of a config id, as `GET /api/widget-config/{configId}` answers it. */
export interface WidgetConfigState {
  status: 'loading' | 'loaded' | 'failed';
  globalConfig: GlobalConfig | null;
  products: Product[];
}

/** Loads the config once per config id; a failure leaves the page to its fallback. */
export function useWidgetConfig(apiBaseUrl: string, configId: string): WidgetConfigState {
  const [state, setState] = useState<WidgetConfigState>({
    status: 'loading',
    globalConfig: null,
    products: [],
  });
  useEffect(() => {
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
  }, [apiBaseUrl, configId]);
  return state;
}
