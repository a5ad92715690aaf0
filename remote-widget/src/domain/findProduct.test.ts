import type { Product } from '@booking/shared-contracts';
import { findProduct } from './findProduct';

const product = (id: string, bokunIds: number[]): Product => ({
  id,
  order: [],
  variants: bokunIds.map((bokunId) => ({
    bokunId,
    type: 'default',
    tabName: `Tab ${bokunId}`,
    icons: [],
    accordeon: [],
  })),
});

const products = [product('krakow', [1, 2]), product('1003', [3])];

describe('findProduct', () => {
  it('finds a product by its id, with no requested activity', () => {
    expect(findProduct(products, 'krakow')).toEqual({ product: products[0], requestedActivityId: null });
  });

  it('prefers a product id over an activity id of the same text', () => {
    expect(findProduct(products, 1003)?.product.id).toBe('1003');
  });

  it('finds the product holding a variant of an activity id, and requests that activity', () => {
    expect(findProduct(products, '2')).toEqual({ product: products[0], requestedActivityId: 2 });
  });

  it('answers null when neither a product nor a variant matches', () => {
    expect(findProduct(products, 'gdansk')).toBeNull();
  });
});
