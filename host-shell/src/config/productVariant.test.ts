import type { Product } from '@booking/shared-contracts';
import { requestedProduct, variantFor } from './productVariant';

const product = (id: string, variants: [number, 'POL' | 'ENG' | 'PRIV'][]): Product => ({
  id,
  order: [],
  variants: variants.map(([bokunId, type]) => ({ bokunId, type, tabName: type, icons: [], accordeon: [] })),
});
const products = [
  product('krakow-old-town', [
    [1002, 'POL'],
    [1001, 'ENG'],
  ]),
  product('dunajec-rafting', [[1004, 'PRIV']]),
];

describe('requestedProduct', () => {
  it('"/megabilet opens the product asked for (query or the first)"', () => {
    expect(requestedProduct(products, '?product=dunajec-rafting')?.id).toBe('dunajec-rafting');
    expect(requestedProduct(products, '?openId=dunajec-rafting')?.id).toBe('dunajec-rafting');
    expect(requestedProduct(products, '?product=unknown')?.id).toBe('krakow-old-town');
    expect(requestedProduct(products, '')?.id).toBe('krakow-old-town');
  });
});

describe('variantFor', () => {
  it('"the English page opens the English variant", by the variants\' languages', () => {
    expect(variantFor(products[0] as Product, 'en')).toBe(1001);
    expect(variantFor(products[0] as Product, 'pl')).toBe(1002);
    expect(variantFor(products[0] as Product, 'de')).toBeUndefined();
    expect(variantFor(products[1] as Product, 'en')).toBeUndefined();
  });
});
