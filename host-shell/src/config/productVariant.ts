import type { Language, Product } from '@booking/shared-contracts';

/** The product a booking page opens: the one named in `?product=` (or `?openId=`), else the first. */
export function requestedProduct(products: readonly Product[], search: string): Product | undefined {
  const query = new URLSearchParams(search);
  const wanted = query.get('product') ?? query.get('openId');
  return products.find((product) => product.id === wanted) ?? products[0];
}

/**
 * The variant to show first in a language: the English page opens the English variant, the Polish page the
 * Polish one; other languages (and products without such a variant) keep the product's own order.
 */
export function variantFor(product: Product, lang: Language): number | undefined {
  const type = lang === 'en' ? 'ENG' : lang === 'pl' ? 'POL' : null;
  return product.variants.find((variant) => variant.type === type)?.bokunId;
}
