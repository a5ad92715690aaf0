import { LANGUAGES, LOCALIZED_PAGE_ROUTES, type Language, type PageId } from '@booking/shared-contracts';

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

/** Links to the current page in the six languages. */
export function LanguageNav({ page, lang }: { page: PageId; lang: Language }) {
  return (
    <nav aria-label="Language" className="hs-langs">
      <ul>
        {LANGUAGES.map((code) => (
          <li key={code}>
            <a
              href={localizedPath(page, code)}
              hrefLang={code}
              lang={code}
              // The name starts with the code shown (WCAG 2.5.3 label in name), then says the language.
              aria-label={`${code.toUpperCase()}, ${LANGUAGE_NAMES[code]}`}
              aria-current={code === lang ? 'page' : undefined}
            >
              {code.toUpperCase()}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
