import {
  DEFAULT_LANGUAGE,
  detectLanguage,
  LANGUAGE_COOKIE_MAX_AGE_DAYS,
  LANGUAGE_COOKIE_NAME,
  type Language,
} from '@booking/shared-contracts';

// The language sources are the contract's, shared with the server that renders the iframe page.
export {
  detectLanguage,
  isLanguage,
  LANGUAGE_COOKIE_NAME,
  languageFromBrowser,
  languageFromCookie,
  languageFromPath,
  type LanguageSources,
} from '@booking/shared-contracts';

const SECONDS_PER_DAY = 86_400;

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
