// The page configuration the BFF injects into every host page and the host shell reads back. Yup-free, so
// the host reads it without loading a schema library; `pageConfigSchema` is the same shape for the server.
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './constants';
import { PAGE_ROUTES, matchPageRoute, type PageRouteId } from './pageRoutes';

/** Page ids the shell renders: the §2 routes plus the not-found page. */
export type PageId = PageRouteId | 'notFound';

/** The JSON injected as `<script type="application/json" id="booking-config">` into every host page. */
export interface PageConfig {
  /** The page route id of §2, or "notFound". */
  page: PageId;
  lang: Language;
  /** The request path (percent-decoded). */
  path: string;
  /** Base URL of the widget remote ('' = this origin); its `mf-manifest.json` is loaded from there at runtime. */
  remoteUrl: string;
  /** Base URL of the BFF's /api; '' means the page's own origin. */
  apiBaseUrl: string;
  configId: string;
}

/** Element id of the injected configuration script. */
export const PAGE_CONFIG_ELEMENT_ID = 'booking-config';

/** The config id a page without configuration uses. */
export const DEFAULT_PAGE_CONFIG_ID = 'demo';

/** All page ids, the §2 routes and notFound. */
export const PAGE_IDS: readonly PageId[] = [...new Set(PAGE_ROUTES.map((route) => route.id)), 'notFound'];

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((lang) => lang === value);
}

function isPageId(value: unknown): value is PageId {
  return PAGE_IDS.some((id) => id === value);
}

const stringOr = (value: unknown, fallback: string): string => (typeof value === 'string' ? value : fallback);

/** The language a path asks for: its route's, else its prefix's (`/de/...` → de), else English. */
export function languageOfPath(path: string): Language {
  const route = matchPageRoute(path);
  if (route) return route.lang;
  const prefix = path.split('/')[1];
  return isLanguage(prefix) ? prefix : DEFAULT_LANGUAGE;
}

/**
 * The configuration a path implies on its own: its route (or notFound), its language, the page's own origin
 * for the remote and the API, and the default config id.
 */
export function pageConfigFromPath(path: string): PageConfig {
  return {
    page: matchPageRoute(path)?.id ?? 'notFound',
    lang: languageOfPath(path),
    path,
    remoteUrl: '',
    apiBaseUrl: '',
    configId: DEFAULT_PAGE_CONFIG_ID,
  };
}

/**
 * Reads an injected configuration text; fields that are missing or of the wrong kind fall back to what the
 * path implies, so a broken injection still renders a page instead of a blank screen.
 */
export function readPageConfig(text: string | null | undefined, path: string): PageConfig {
  const fallback = pageConfigFromPath(path);
  if (!text) return fallback;
  let raw: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return fallback;
    raw = parsed as Record<string, unknown>;
  } catch {
    return fallback;
  }
  return {
    page: isPageId(raw.page) ? raw.page : fallback.page,
    lang: isLanguage(raw.lang) ? raw.lang : fallback.lang,
    path: stringOr(raw.path, fallback.path),
    remoteUrl: stringOr(raw.remoteUrl, fallback.remoteUrl) || fallback.remoteUrl,
    apiBaseUrl: stringOr(raw.apiBaseUrl, fallback.apiBaseUrl),
    configId: stringOr(raw.configId, fallback.configId) || fallback.configId,
  };
}
