import { variantLanguage, type Language, type Product } from '@booking/shared-contracts';

/** The product a booking page opens: the one named in `?product=` (or `?openId=`), else the first. */
export function requestedProduct(products: readonly Product[], search: string): Product | undefined {
  const query = new URLSearchParams(search);
  const wanted = query.get('product') ?? query.get('openId');
  return products.find((product) => product.id === wanted) ?? products[0];
}

/**
 * The variant of a product in a language (the one the widget opens on a page in that language), by the
 * shared rule: the variant's configured language, else its type's (POL pl, ENG en); undefined without one.
 */
export function variantFor(product: Product, lang: Language): number | undefined {
  return product.variants.find((variant) => variantLanguage(variant) === lang)?.bokunId;
}
