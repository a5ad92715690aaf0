import {
  LANGUAGE_COOKIE_MAX_AGE_DAYS,
  LANGUAGE_COOKIE_NAME,
  LANGUAGES,
  LOCALIZED_PAGE_ROUTES,
  type Language,
  type PageId,
} from '@booking/shared-contracts';

/** Each language's name in that language. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  pl: 'Polski',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
};

/** The path of a page in a language; the not-found page links to each language's home page. */
export function localizedPath(page: PageId, lang: Language): string {
  const id = page === 'notFound' ? 'home' : page;
  return LOCALIZED_PAGE_ROUTES.find((route) => route.id === id && route.lang === lang)?.path ?? '/';
}

/**
 * The part of the page's query a language link carries: the booking page's product, so the same booking
 * opens in the other language (the widget restores the visitor's booking in progress from the tab). Nothing
 * else – the success pages' receipt or data stay where they are.
 */
export function carriedQuery(page: PageId, search: string): string {
  if (page !== 'booking') return '';
  const product = new URLSearchParams(search).get('product');
  return product ? `?${new URLSearchParams({ product }).toString()}` : '';
}

/**
 * Remembers a language the visitor picked (§9: `lang` cookie, 365 days, SameSite=Lax). The unprefixed pages
 * answer in the cookie's language (§2), so the English link must store English before it is followed.
 */
export function rememberLanguage(lang: Language, doc: Pick<Document, 'cookie'> = document): void {
  doc.cookie = `${LANGUAGE_COOKIE_NAME}=${lang}; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_DAYS * 86_400}; Path=/; SameSite=Lax`;
}

/** Links to the current page in the six languages. */
export function LanguageNav({ page, lang, search = '' }: { page: PageId; lang: Language; search?: string }) {
  const query = carriedQuery(page, search);
  return (
    <nav aria-label="Language" className="hs-langs">
      <ul>
        {LANGUAGES.map((code) => (
          <li key={code}>
            <a
              href={`${localizedPath(page, code)}${query}`}
              hrefLang={code}
              lang={code}
              // The name starts with the code shown (WCAG 2.5.3 label in name), then says the language.
              aria-label={`${code.toUpperCase()}, ${LANGUAGE_NAMES[code]}`}
              aria-current={code === lang ? 'page' : undefined}
              onClick={() => rememberLanguage(code)}
            >
              {code.toUpperCase()}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
