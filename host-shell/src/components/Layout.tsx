import type { ReactNode } from 'react';
import type { Language, PageId } from '@booking/shared-contracts';
import { LanguageNav, localizedPath } from './LanguageNav';
import { MAIN_TARGET_ID, SkipLink } from './SkipLink';
import { PAGE_TEXT } from '../pages/pageText';

// The brand links home, so the site navigation lists the other pages a visitor starts from. The developer
// page is for partners' developers: only it names itself in the navigation (its address is printed at start).
const siteLinks = (page: PageId) => (page === 'dev' ? (['booking', 'dev'] as const) : (['booking'] as const));

/** Page frame: the skip link, the site header with page and language links, then the page content. */
export function Layout({
  page,
  lang,
  search = '',
  children,
}: {
  page: PageId;
  lang: Language;
  /** The page URL's query: the booking page's language links keep its product. */
  search?: string;
  children: ReactNode;
}) {
  return (
    <div className="hs-page">
      <SkipLink page={page} lang={lang} />
      <header className="hs-header">
        <a className="hs-brand" href={localizedPath('home', lang)}>
          {PAGE_TEXT.home[lang].title}
        </a>
        <nav aria-label="Site" className="hs-site-nav">
          <ul>
            {siteLinks(page).map((id) => (
              <li key={id}>
                <a href={localizedPath(id, lang)} aria-current={id === page ? 'page' : undefined}>
                  {PAGE_TEXT[id][lang].title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageNav page={page} lang={lang} search={search} />
      </header>
      <main id={MAIN_TARGET_ID} className="hs-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
