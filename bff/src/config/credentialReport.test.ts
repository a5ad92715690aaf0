import { credentialReport } from './credentialReport';
import { envPrefix, readCredentials, requiredSuffixes } from './credentials';

describe('credentialReport', () => {
  it('requires the Stripe secret key and webhook secret, not the Tpay keys, for a Stripe config', () => {
    const report = credentialReport(
      'SHOP_',
      { SHOP_BOKUN_ACCESS_KEY: 'a', SHOP_BOKUN_SECRET_KEY: 'b', SHOP_STRIPE_SECRET_KEY: 'sk' },
      'stripe_sandbox',
    );
    expect(report.hasCredentials).toBe(false);
    expect(report.missingRequiredVars).toEqual(['SHOP_STRIPE_WEBHOOK_SECRET']);
    expect(report.payment).toEqual({ provider: 'stripe_sandbox', hasClientId: true, hasClientSecret: false });
  });

  it('counts empty or blank variables as missing', () => {
    const report = credentialReport(
      'DEMO_',
      { DEMO_BOKUN_ACCESS_KEY: '  ', DEMO_BOKUN_SECRET_KEY: '' },
      'tpay',
    );
    expect(report.bokun).toEqual({ hasApiUrl: false, hasAccessKey: false, hasSecretKey: false });
    expect(report.availableEnvVars).toEqual([]);
  });
});

describe('credentials', () => {
  it('maps a config id to its variable prefix', () => {
    expect(envPrefix('demo')).toBe('DEMO_');
    expect(envPrefix('my-site')).toBe('MY_SITE_');
  });

  it('reads the typed credentials of a config id', () => {
    const creds = readCredentials('demo', {
      DEMO_TPAY_CLIENT_ID: 'cid',
      DEMO_GOOGLE_SPREADSHEET_ID: 'sheet',
    });
    expect(creds.tpay).toEqual({
      apiUrl: undefined,
      clientId: 'cid',
      clientSecret: undefined,
      securityCode: undefined,
    });
    expect(creds.googleSheets.spreadsheetId).toBe('sheet');
  });

  it('always requires the Bokun keys but never the Bokun URL or Google Sheets', () => {
    for (const provider of ['tpay', 'stripe_sandbox', 'stripe_production'] as const) {
      const required = requiredSuffixes(provider);
      expect(required).toEqual(expect.arrayContaining(['BOKUN_ACCESS_KEY', 'BOKUN_SECRET_KEY']));
      expect(required.some((name) => name === 'BOKUN_API_URL' || name.startsWith('GOOGLE_'))).toBe(false);
    }
  });
});
