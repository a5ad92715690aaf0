import type { Language, PageId } from '@booking/shared-contracts';
import { PAGE_TEXT } from './pageText';

const SITE_NAME: Record<Language, string> = {
  en: 'Tours and tickets',
  pl: 'Wycieczki i bilety',
  de: 'Touren und Tickets',
  fr: 'Visites et billets',
  es: 'Tours y entradas',
  it: 'Tour e biglietti',
};

const NOT_FOUND: Record<Language, string> = {
  en: 'Page not found',
  pl: 'Nie znaleziono strony',
  de: 'Seite nicht gefunden',
  fr: 'Page introuvable',
  es: 'Página no encontrada',
  it: 'Pagina non trovata',
};

/** The document title of a page in its language: "{page} – {site}", the site alone on the home page. */
export function pageTitle(page: PageId, lang: Language): string {
  if (page === 'home') return SITE_NAME[lang];
  const title = page === 'notFound' ? NOT_FOUND[lang] : PAGE_TEXT[page][lang].title;
  return `${title} – ${SITE_NAME[lang]}`;
}
