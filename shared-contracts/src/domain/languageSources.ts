import { DEFAULT_LANGUAGE, type Language } from './constants';
import { isLanguage } from './pageConfig';

/** Name of the cookie that remembers the visitor's language. */
export const LANGUAGE_COOKIE_NAME = 'lang';

/** The language named by the first path segment (`/pl/megabilet` → pl); English has no prefix (§2). */
export function languageFromPath(pathname: string): Language | null {
  const first = (pathname.split('/').find((segment) => segment !== '') ?? '').toLowerCase();
  return isLanguage(first) ? first : null;
}

/** The language stored in the `lang` cookie of a `Cookie` header or `document.cookie` string. */
export function languageFromCookie(cookie: string): Language | null {
  for (const part of cookie.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== LANGUAGE_COOKIE_NAME) continue;
    let value: string;
    try {
      value = decodeURIComponent(part.slice(separator + 1).trim()).toLowerCase();
    } catch {
      continue; // A malformed escape is no language.
    }
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

/** The language tags of an `Accept-Language` header, in its order (`pl-PL,pl;q=0.9` → pl-PL, pl). */
export function acceptedLanguages(header: string): string[] {
  return header
    .split(',')
    .map((tag) => tag.split(';')[0]?.trim() ?? '')
    .filter((tag) => tag !== '');
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
