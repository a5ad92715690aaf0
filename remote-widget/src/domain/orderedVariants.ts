import type { Product, Variant } from '@booking/shared-contracts';

/**
 * The variants of a product in tab order (§3): types listed in `product.order` come first, in that order;
 * variants whose type is not listed keep their original order after them.
 */
export function orderedVariants(product: Pick<Product, 'variants' | 'order'>): Variant[] {
  const rank = (variant: Variant): number => {
    const index = product.order.indexOf(variant.type);
    return index === -1 ? product.order.length : index;
  };
  return product.variants
    .map((variant, position) => ({ variant, position }))
    .sort((a, b) => rank(a.variant) - rank(b.variant) || a.position - b.position)
    .map(({ variant }) => variant);
}
