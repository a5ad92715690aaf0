import type { PageConfig, RenderedWidgetProps } from '@booking/shared-contracts';
import { requestedProduct } from '../config/productVariant';
import type { WidgetConfigState } from '../config/useWidgetConfig';

/**
 * The props the booking page renders the widget with, as far as a server render can draw them (the browser
 * adds the API's origin and the event handler): the page's config id and language, and once the config is
 * loaded the product the query asks for (else the first) with the config and products, so the widget asks for
 * none of them again. Null while the config loads: the page shows no widget until then. The browser's page and
 * the server render both take the props from here, so the markup drawn is the one the browser hydrates.
 */
export function bookingWidgetProps(
  config: Pick<PageConfig, 'configId' | 'lang'>,
  widgetConfig: WidgetConfigState,
  search: string,
): RenderedWidgetProps | null {
  if (widgetConfig.status === 'loading') return null;
  const props: RenderedWidgetProps = { configId: config.configId, lang: config.lang };
  const product = requestedProduct(widgetConfig.products, search);
  if (widgetConfig.status !== 'loaded' || !product) return props;
  return {
    ...props,
    openId: product.id,
    ...(widgetConfig.globalConfig ? { globalConfig: widgetConfig.globalConfig } : {}),
    products: widgetConfig.products,
  };
}
