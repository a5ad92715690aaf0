import type { Language } from '@booking/shared-contracts';

/** Copy of the home page's product list in the six languages. */
export const HOME_TEXT: Record<Language, { products: string; book: string; unavailable: string }> = {
  en: { products: 'Our tours', book: 'Book', unavailable: 'The tours cannot be shown right now.' },
  pl: { products: 'Nasze wycieczki', book: 'Zarezerwuj', unavailable: 'Nie możemy teraz pokazać wycieczek.' },
  de: {
    products: 'Unsere Touren',
    book: 'Buchen',
    unavailable: 'Die Touren können gerade nicht angezeigt werden.',
  },
  fr: {
    products: 'Nos visites',
    book: 'Réserver',
    unavailable: "Les visites ne peuvent pas être affichées pour l'instant.",
  },
  es: { products: 'Nuestros tours', book: 'Reservar', unavailable: 'Ahora no podemos mostrar los tours.' },
  it: { products: 'I nostri tour', book: 'Prenota', unavailable: 'Al momento non possiamo mostrare i tour.' },
};
