import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../domain/constants';

/** §8 "This product is temporarily unavailable." in the six languages. */
export const PRODUCT_UNAVAILABLE_MESSAGES: Readonly<Record<Language, string>> = {
  en: 'This product is temporarily unavailable.',
  pl: 'Ten produkt jest tymczasowo niedostępny.',
  de: 'Dieses Produkt ist vorübergehend nicht verfügbar.',
  fr: 'Ce produit est temporairement indisponible.',
  es: 'Este producto no está disponible temporalmente.',
  it: 'Questo prodotto è temporaneamente non disponibile.',
};

/** The unavailable-product message for a language, falling back to English. */
export function productUnavailableMessage(lang: string | undefined): string {
  const known = (LANGUAGES as readonly string[]).includes(lang ?? '') ? (lang as Language) : DEFAULT_LANGUAGE;
  return PRODUCT_UNAVAILABLE_MESSAGES[known];
}
