import { acceptedLanguages, detectLanguage, languageFromCookie } from './languageSources';

describe('language sources', () => {
  it('reads the tags of an Accept-Language header in order, without their weights', () => {
    expect(acceptedLanguages('pl-PL,pl;q=0.9, en;q=0.8')).toEqual(['pl-PL', 'pl', 'en']);
    expect(acceptedLanguages('')).toEqual([]);
  });

  it('takes a malformed cookie escape for no language instead of failing', () => {
    expect(languageFromCookie('lang=%E0; other=1')).toBeNull();
    expect(languageFromCookie('x=%E0; lang=de')).toBe('de');
  });

  it('§2: the cookie before the browser languages, English without either', () => {
    expect(detectLanguage({ cookie: 'lang=it', browserLanguages: acceptedLanguages('fr-FR') })).toBe('it');
    expect(detectLanguage({ browserLanguages: acceptedLanguages('fr-FR,pl') })).toBe('fr');
    expect(detectLanguage({})).toBe('en');
  });
});
