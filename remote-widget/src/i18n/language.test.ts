import {
  detectLanguage,
  languageCookie,
  languageFromBrowser,
  languageFromCookie,
  languageFromPath,
  storeLanguage,
} from './language';

describe('languageFromPath', () => {
  it('reads the language prefix of the URL ("/pl/megabilet" is Polish)', () => {
    expect(languageFromPath('/pl/megabilet')).toBe('pl');
    expect(languageFromPath('/de')).toBe('de');
  });

  it('finds no language on English paths, which have no prefix (§2)', () => {
    expect(languageFromPath('/megabilet')).toBeNull();
    expect(languageFromPath('/')).toBeNull();
  });

  it('ignores a first segment that is not one of the six languages', () => {
    expect(languageFromPath('/ru/megabilet')).toBeNull();
  });
});

describe('languageFromCookie', () => {
  it('reads the lang cookie among others', () => {
    expect(languageFromCookie('a=1; lang=fr; b=2')).toBe('fr');
  });

  it('ignores an unsupported value and a cookie whose name only ends in lang', () => {
    expect(languageFromCookie('lang=ru')).toBeNull();
    expect(languageFromCookie('xlang=de')).toBeNull();
    expect(languageFromCookie('')).toBeNull();
  });
});

describe('languageFromBrowser', () => {
  it('takes the first supported browser language by its primary subtag', () => {
    expect(languageFromBrowser(['ru-RU', 'it-IT', 'de'])).toBe('it');
  });

  it('finds none when the browser prefers only unsupported languages', () => {
    expect(languageFromBrowser(['ja', 'ru'])).toBeNull();
  });
});

describe('detectLanguage', () => {
  it('prefers the URL prefix over the cookie and the browser', () => {
    expect(detectLanguage({ pathname: '/es/megabilet', cookie: 'lang=pl', browserLanguages: ['de'] })).toBe(
      'es',
    );
  });

  it('uses the cookie when the URL has no prefix', () => {
    expect(detectLanguage({ pathname: '/megabilet', cookie: 'lang=pl', browserLanguages: ['de'] })).toBe(
      'pl',
    );
  });

  it('uses the browser languages when there is neither prefix nor cookie', () => {
    expect(detectLanguage({ pathname: '/megabilet', cookie: '', browserLanguages: ['de-AT'] })).toBe('de');
  });

  it('defaults to en: "The widget\'s own default language is en"', () => {
    expect(detectLanguage({})).toBe('en');
    expect(detectLanguage({ browserLanguages: ['ja'] })).toBe('en');
  });
});

describe('languageCookie', () => {
  it('lasts 365 days with SameSite=Lax (§9)', () => {
    expect(languageCookie('pl')).toBe('lang=pl; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('is stored on the document and read back', () => {
    storeLanguage('it');
    expect(languageFromCookie(document.cookie)).toBe('it');
  });
});
