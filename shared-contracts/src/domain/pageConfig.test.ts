import { pageConfigSchema } from '../api/schemas/pageConfig';
import { pageConfigFromPath, readPageConfig, type PageConfig } from './pageConfig';

const injected: PageConfig = {
  page: 'booking',
  lang: 'de',
  path: '/de/megabilet',
  remoteUrl: 'https://widget.example',
  apiBaseUrl: '',
  configId: 'krakow',
};

describe('readPageConfig', () => {
  it('reads the configuration the server injected', () => {
    expect(readPageConfig(JSON.stringify(injected), '/de/megabilet')).toEqual(injected);
  });

  it('falls back to what the path implies when nothing was injected or the JSON is broken', () => {
    expect(readPageConfig(undefined, '/pl/megabilet/success')).toEqual(
      pageConfigFromPath('/pl/megabilet/success'),
    );
    expect(readPageConfig('{"page":', '/megabilet').page).toBe('booking');
    expect(readPageConfig('"text"', '/dev').page).toBe('dev');
  });

  it('replaces only the fields of the wrong kind', () => {
    const text = JSON.stringify({ ...injected, page: 'admin', lang: 'xx', remoteUrl: 42 });
    expect(readPageConfig(text, '/fr/dev')).toEqual({ ...injected, page: 'dev', lang: 'fr', remoteUrl: '' });
  });
});

describe('pageConfigFromPath', () => {
  it('maps an unknown path to the not-found page in the language of its prefix', () => {
    expect(pageConfigFromPath('/it/nowhere')).toMatchObject({
      page: 'notFound',
      lang: 'it',
      path: '/it/nowhere',
    });
    expect(pageConfigFromPath('/nowhere')).toMatchObject({ page: 'notFound', lang: 'en' });
  });
});

describe('pageConfigSchema', () => {
  it('accepts every configuration the reader produces and refuses what the reader would repair', () => {
    for (const path of ['/', '/pl/megabilet', '/de/dev', '/es/megabilet/payment-completion', '/x'])
      expect(pageConfigSchema.isValidSync(pageConfigFromPath(path))).toBe(true);
    expect(pageConfigSchema.isValidSync(injected)).toBe(true);
    expect(pageConfigSchema.isValidSync({ ...injected, page: 'admin' })).toBe(false);
    expect(pageConfigSchema.isValidSync({ ...injected, lang: 'xx' })).toBe(false);
    expect(pageConfigSchema.isValidSync({ ...injected, remoteUrl: 42 })).toBe(false);
  });
});
