import type { Product } from '@booking/shared-contracts';
import type { WidgetConfigState } from '../config/useWidgetConfig';
import { bookingWidgetProps } from './bookingWidgetProps';

const products: Product[] = ['krakow-old-town', 'dunajec-rafting'].map((id) => ({
  id,
  order: [],
  variants: [],
}));
const page = { configId: 'demo', lang: 'de' } as const;
const state = (overrides: Partial<WidgetConfigState>): WidgetConfigState => ({
  status: 'loaded',
  globalConfig: null,
  products: [],
  ...overrides,
});

describe('bookingWidgetProps', () => {
  it('is null while the config loads: the page shows no widget yet', () => {
    expect(bookingWidgetProps(page, state({ status: 'loading' }), '')).toBeNull();
  });

  it('opens the product the query asks for with the loaded config and products, else the first', () => {
    const globalConfig = { activeConfigId: 'demo' } as WidgetConfigState['globalConfig'];
    expect(bookingWidgetProps(page, state({ globalConfig, products }), '?product=dunajec-rafting')).toEqual({
      configId: 'demo',
      lang: 'de',
      openId: 'dunajec-rafting',
      globalConfig,
      products,
    });
    expect(bookingWidgetProps(page, state({ products }), '')).toEqual({
      configId: 'demo',
      lang: 'de',
      openId: 'krakow-old-town',
      products,
    });
  });

  it('leaves the config to the widget when it failed to load or has no product', () => {
    expect(bookingWidgetProps(page, state({ status: 'failed' }), '')).toEqual({
      configId: 'demo',
      lang: 'de',
    });
    expect(bookingWidgetProps(page, state({}), '')).toEqual({ configId: 'demo', lang: 'de' });
  });
});
