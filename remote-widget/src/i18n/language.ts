import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE_MAX_AGE_DAYS,
  LANGUAGES,
  type Language,
} from '@booking/shared-contracts';

/** Name of the cookie that remembers the visitor's language. */
export const LANGUAGE_COOKIE_NAME = 'lang';

const SECONDS_PER_DAY = 86_400;

/** True for one of the six interface languages of §9. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language named by the first path segment (`/pl/megabilet` → pl); English has no prefix (§2). */
export function languageFromPath(pathname: string): Language | null {
  const first = pathname.split('/').find((segment) => segment !== '') ?? '';
  return isLanguage(first.toLowerCase()) ? (first.toLowerCase() as Language) : null;
}

/** The language stored in the `lang` cookie of a `document.cookie` string. */
export function languageFromCookie(cookie: string): Language | null {
  for (const part of cookie.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== LANGUAGE_COOKIE_NAME) continue;
    const value = decodeURIComponent(part.slice(separator + 1).trim()).toLowerCase();
    if (isLanguage(value)) return value;
  }
  return null;
}

/** The first supported language among the browser's preferences (`pl-PL` counts as pl). */
export function languageFromBrowser(languages: readonly string[]): Language | null {
  for (const tag of languages) {
    const primary = tag.split('-')[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return null;
}

/** Where a page's language can come from. */
export interface LanguageSources {
  pathname?: string;
  cookie?: string;
  browserLanguages?: readonly string[];
}

/** §2: "Language choice comes from the URL prefix, the stored cookie, or the browser languages"; default en. */
export function detectLanguage(sources: LanguageSources): Language {
  return (
    languageFromPath(sources.pathname ?? '') ??
    languageFromCookie(sources.cookie ?? '') ??
    languageFromBrowser(sources.browserLanguages ?? []) ??
    DEFAULT_LANGUAGE
  );
}

/** The `Set-Cookie`-style string that stores a language for 365 days with SameSite=Lax (§9). */
export function languageCookie(lang: Language): string {
  const maxAge = LANGUAGE_COOKIE_MAX_AGE_DAYS * SECONDS_PER_DAY;
  return `${LANGUAGE_COOKIE_NAME}=${lang}; Max-Age=${maxAge}; Path=/; SameSite=Lax`;
}

/** Remembers the visitor's language in the `lang` cookie. */
export function storeLanguage(lang: Language, doc: Pick<Document, 'cookie'> = document): void {
  doc.cookie = languageCookie(lang);
}

/** The language of the current page: its URL prefix, then the cookie, then the browser's languages. */
export function pageLanguage(): Language {
  if (typeof window === 'undefined') return DEFAULT_LANGUAGE;
  return detectLanguage({
    pathname: window.location.pathname,
    cookie: document.cookie,
    browserLanguages: navigator.languages,
  });
}
