import type { Product } from '@booking/shared-contracts';

/**
 * The product an open request names: by product id, else the product holding a variant of that activity id
 * (hosts pass either).
 */
export function findProduct(
  products: readonly Product[],
  openId: string | number,
): { product: Product; requestedActivityId: number | null } | null {
  const byId = products.find((product) => product.id === String(openId));
  if (byId) return { product: byId, requestedActivityId: null };
  const activityId = Number(openId);
  const byVariant = products.find((product) =>
    product.variants.some((variant) => variant.bokunId === activityId),
  );
  return byVariant ? { product: byVariant, requestedActivityId: activityId } : null;
}
