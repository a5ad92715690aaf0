import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './constants';

/** Page routes of §2, without language prefix. */
export const PAGE_ROUTES = [
  { id: 'home', path: '/', layout: 'default', purpose: 'Home page' },
  { id: 'dev', path: '/dev', layout: 'default', purpose: 'Developer/test page' },
  { id: 'booking', path: '/megabilet', layout: 'default', purpose: 'Ticket booking page' },
  { id: 'success', path: '/megabilet/success', layout: 'frame', purpose: 'Page shown after booking' },
  {
    id: 'paymentCompletion',
    path: '/megabilet/payment-completion',
    layout: 'default',
    purpose: 'Payment completion page',
  },
] as const;

export type PageRoute = (typeof PAGE_ROUTES)[number];
export type PageRouteId = PageRoute['id'];

/** A page route in one language: English has no prefix, the others use /pl, /de, /fr, /es, /it. */
export interface LocalizedPageRoute {
  id: PageRouteId;
  lang: Language;
  /** Full path including the language prefix. */
  path: string;
  layout: PageRoute['layout'];
}

/** The language prefix of a path segment: '' for English. */
export function languagePrefix(lang: Language): string {
  return lang === DEFAULT_LANGUAGE ? '' : `/${lang}`;
}

/** Every page route in its six language variants (30 entries). */
export const LOCALIZED_PAGE_ROUTES: readonly LocalizedPageRoute[] = LANGUAGES.flatMap((lang) =>
  PAGE_ROUTES.map((route) => ({
    id: route.id,
    lang,
    layout: route.layout,
    path:
      route.path === '/' && lang !== DEFAULT_LANGUAGE
        ? languagePrefix(lang)
        : `${languagePrefix(lang)}${route.path}`,
  })),
);

/** Finds the page route for a request path (a trailing slash is tolerated), or undefined for a 404. */
export function matchPageRoute(pathname: string): LocalizedPageRoute | undefined {
  const normalized = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return LOCALIZED_PAGE_ROUTES.find((route) => route.path === normalized);
}

/** The not-found message of §2 / §8. */
export function pageNotFoundMessage(path: string): string {
  return `Page not found: ${path}`;
}
