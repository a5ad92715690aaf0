import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  PAGE_ROUTES,
  matchPageRoute,
  type Language,
  type PageRouteId,
} from '@booking/shared-contracts';

/** Page ids the shell renders: the §2 routes plus the not-found page. */
export type PageId = PageRouteId | 'notFound';

/**
 * The page configuration the server injects as `<script type="application/json" id="booking-config">`
 * in place of the template's `<!--booking-config-->` comment.
 */
export interface BookingConfig {
  page: PageId;
  lang: Language;
  /** The request path, as the visitor typed it. */
  path: string;
  /** Base URL of the widget remote ('' = this origin); its `mf-manifest.json` is loaded from there at runtime. */
  remoteUrl: string;
  /** Base URL of the BFF's /api; '' means the page's own origin. */
  apiBaseUrl: string;
  configId: string;
}

/** Element id of the injected configuration script. */
export const BOOKING_CONFIG_ELEMENT_ID = 'booking-config';

/**
 * The remote's base URL when a page carries no configuration: the page's own origin. The real URL always
 * comes from the server at runtime, never from the build.
 */
export const DEFAULT_REMOTE_URL = '';

const PAGE_IDS: readonly string[] = [...PAGE_ROUTES.map((route) => route.id), 'notFound'];

function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((lang) => lang === value);
}

function isPageId(value: unknown): value is PageId {
  return typeof value === 'string' && PAGE_IDS.includes(value);
}

function stringOr(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value : fallback;
}

/** The configuration a path implies on its own: its route (or notFound) and language, default URLs. */
export function configFromPath(path: string): BookingConfig {
  const route = matchPageRoute(path);
  const prefix = path.split('/')[1];
  return {
    page: route?.id ?? 'notFound',
    lang: route?.lang ?? (isLanguage(prefix) ? prefix : DEFAULT_LANGUAGE),
    path,
    remoteUrl: DEFAULT_REMOTE_URL,
    apiBaseUrl: '',
    configId: 'demo',
  };
}

/**
 * Reads the injected configuration; fields that are missing or of the wrong kind fall back to what the
 * current path implies, so a broken injection still renders a page instead of a blank screen.
 */
export function readBookingConfig(doc: Document, path: string): BookingConfig {
  const fallback = configFromPath(path);
  const text = doc.getElementById(BOOKING_CONFIG_ELEMENT_ID)?.textContent;
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
