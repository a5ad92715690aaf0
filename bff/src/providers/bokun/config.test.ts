import { bokunConfigFor } from './config';

describe('bokunConfigFor', () => {
  it('reads the DEMO_ variables for config id "demo" and drops a trailing slash', () => {
    const result = bokunConfigFor('demo', {
      DEMO_BOKUN_API_URL: 'http://127.0.0.1:8090/',
      DEMO_BOKUN_ACCESS_KEY: 'demo-access-key',
      DEMO_BOKUN_SECRET_KEY: 'demo-secret-key',
    });
    expect(result).toEqual({
      ok: true,
      config: {
        configId: 'demo',
        baseUrl: 'http://127.0.0.1:8090',
        accessKey: 'demo-access-key',
        secretKey: 'demo-secret-key',
      },
    });
  });

  it('names every missing variable in a not-configured error, without values', () => {
    const result = bokunConfigFor('shop-2', { SHOP_2_BOKUN_ACCESS_KEY: 'secret-ish' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ provider: 'bokun', kind: 'not_configured' });
    expect(result.error.missingVars).toEqual(['SHOP_2_BOKUN_API_URL', 'SHOP_2_BOKUN_SECRET_KEY']);
    expect(result.error.message).not.toContain('secret-ish');
  });

  it('treats blank values and non-http URLs as missing', () => {
    const result = bokunConfigFor('demo', {
      DEMO_BOKUN_API_URL: 'ftp://bokun',
      DEMO_BOKUN_ACCESS_KEY: '  ',
      DEMO_BOKUN_SECRET_KEY: 'x',
    });
    expect(result.ok ? [] : result.error.missingVars).toEqual([
      'DEMO_BOKUN_API_URL',
      'DEMO_BOKUN_ACCESS_KEY',
    ]);
  });
});
