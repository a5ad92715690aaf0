// The browser tab titles of every page in the six languages: the host pages (set by the BFF when it serves
// them and by the host shell) and the iframe app's page. Yup-free, as the host shell reads it.
import type { Language } from './constants';
import type { PageId } from './pageConfig';

/** The first-party site's name. */
export const SITE_NAME: Readonly<Record<Language, string>> = {
  en: 'Tours and tickets',
  pl: 'Wycieczki i bilety',
  de: 'Touren und Tickets',
  fr: 'Visites et billets',
  es: 'Tours y entradas',
  it: 'Tour e biglietti',
};

/** Each page's own title (also its heading on the host pages); the home page's is the site's name. */
export const PAGE_TITLES: Readonly<Record<PageId, Readonly<Record<Language, string>>>> = {
  home: SITE_NAME,
  dev: {
    en: 'Developer page',
    pl: 'Strona deweloperska',
    de: 'Entwicklerseite',
    fr: 'Page développeur',
    es: 'Página de desarrollo',
    it: 'Pagina sviluppatori',
  },
  booking: {
    en: 'Book your tickets',
    pl: 'Zarezerwuj bilety',
    de: 'Tickets buchen',
    fr: 'Réservez vos billets',
    es: 'Reserva tus entradas',
    it: 'Prenota i biglietti',
  },
  success: {
    en: 'Thank you for your booking',
    pl: 'Dziękujemy za rezerwację',
    de: 'Vielen Dank für Ihre Buchung',
    fr: 'Merci pour votre réservation',
    es: 'Gracias por tu reserva',
    it: 'Grazie per la prenotazione',
  },
  paymentCompletion: {
    en: 'Completing your payment',
    pl: 'Finalizacja płatności',
    de: 'Zahlung wird abgeschlossen',
    fr: 'Finalisation du paiement',
    es: 'Completando el pago',
    it: 'Completamento del pagamento',
  },
  notFound: {
    en: 'Page not found',
    pl: 'Nie znaleziono strony',
    de: 'Seite nicht gefunden',
    fr: 'Page introuvable',
    es: 'Página no encontrada',
    it: 'Pagina non trovata',
  },
};

/** The document title of a host page in its language: "{page} – {site}", the site alone on the home page. */
export function pageTitle(page: PageId, lang: Language): string {
  if (page === 'home') return SITE_NAME[lang];
  return `${PAGE_TITLES[page][lang]} – ${SITE_NAME[lang]}`;
}

/** The iframe app's document title: the booking page's own, without the site's name (partner sites frame it). */
export function widgetPageTitle(lang: Language): string {
  return PAGE_TITLES.booking[lang];
}
