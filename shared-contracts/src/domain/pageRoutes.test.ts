import {
  LOCALIZED_PAGE_ROUTES,
  PAGE_ROUTES,
  languagePrefix,
  matchPageRoute,
  pageNotFoundMessage,
} from './pageRoutes';
import { LANGUAGES } from './constants';

describe('page-route table (§2)', () => {
  it('"Every route exists in six language variants": 5 routes × 6 languages = 30 distinct paths', () => {
    expect(PAGE_ROUTES).toHaveLength(5);
    expect(LOCALIZED_PAGE_ROUTES).toHaveLength(30);
    expect(new Set(LOCALIZED_PAGE_ROUTES.map((r) => r.path)).size).toBe(30);
    for (const lang of LANGUAGES)
      expect(LOCALIZED_PAGE_ROUTES.filter((r) => r.lang === lang)).toHaveLength(5);
  });

  it('"English has no prefix; the others use /pl, /de, /fr, /es, /it"', () => {
    expect(languagePrefix('en')).toBe('');
    expect(LANGUAGES.filter((l) => l !== 'en').map(languagePrefix)).toEqual([
      '/pl',
      '/de',
      '/fr',
      '/es',
      '/it',
    ]);
    expect(matchPageRoute('/megabilet')).toMatchObject({ id: 'booking', lang: 'en' });
  });

  it("matches '/de/megabilet' as the booking page in German", () => {
    expect(matchPageRoute('/de/megabilet')).toEqual({
      id: 'booking',
      lang: 'de',
      layout: 'default',
      path: '/de/megabilet',
    });
  });

  it('matches the home page of each language, with and without a trailing slash', () => {
    expect(matchPageRoute('/')).toMatchObject({ id: 'home', lang: 'en' });
    expect(matchPageRoute('/pl')).toMatchObject({ id: 'home', lang: 'pl' });
    expect(matchPageRoute('/it/')).toMatchObject({ id: 'home', lang: 'it' });
  });

  it('uses the embeddable frame layout only for the success page', () => {
    const frames = LOCALIZED_PAGE_ROUTES.filter((r) => r.layout === 'frame');
    expect(frames).toHaveLength(6);
    expect(frames.every((r) => r.id === 'success')).toBe(true);
    expect(matchPageRoute('/fr/megabilet/success')).toMatchObject({ id: 'success', layout: 'frame' });
    expect(matchPageRoute('/es/megabilet/payment-completion')).toMatchObject({
      id: 'paymentCompletion',
      lang: 'es',
    });
  });

  it("gives no route for '/no-such-page' (a 404) and for an unknown language prefix", () => {
    expect(matchPageRoute('/no-such-page')).toBeUndefined();
    expect(matchPageRoute('/cs/megabilet')).toBeUndefined();
    expect(matchPageRoute('/en/megabilet')).toBeUndefined();
  });

  it('"Page not found: {path}"', () => {
    expect(pageNotFoundMessage('/no-such-page')).toBe('Page not found: /no-such-page');
  });
});
