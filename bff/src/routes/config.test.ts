import request from 'supertest';
import { credentials, widgetConfig } from '@booking/shared-contracts';
import { createApp } from '../app';
import { testDeps, testEnv } from '../testing/testDeps';

const demoVars = {
  DEMO_BOKUN_API_URL: 'http://127.0.0.1:8090/bokun',
  DEMO_BOKUN_ACCESS_KEY: 'value-access-1',
  DEMO_BOKUN_SECRET_KEY: 'value-secret-2',
  DEMO_TPAY_API_URL: 'http://127.0.0.1:8090/tpay',
  DEMO_TPAY_CLIENT_ID: 'value-client-3',
  DEMO_TPAY_CLIENT_SECRET: 'value-client-secret-4',
  DEMO_TPAY_SECURITY_CODE: 'value-code-5',
  DEMO_STRIPE_SECRET_KEY: 'sk_test_value6',
  DEMO_INTERNAL_NOTE: 'not a credential',
  PATH: '/usr/bin',
};

function appWith(credentialSource: Record<string, string>) {
  return createApp(testDeps(testEnv(), { credentialSource })).callback();
}

describe('GET /api/widget-config/{configId}', () => {
  it('may be read by the partner origins the config allows, and by no other', async () => {
    const allowed = await request(appWith({}))
      .get('/api/widget-config/demo')
      .set('Origin', 'http://localhost:8082')
      .expect(200);
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:8082');
    expect(
      (allowed.body as { globalConfig: { allowedOrigins: string[] } }).globalConfig.allowedOrigins,
    ).toContain('http://localhost:8082');
    const other = await request(appWith({}))
      .get('/api/widget-config/demo')
      .set('Origin', 'https://evil.example')
      .expect(200);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers the seeded demo config with a POL/ENG product (tabs), a private tour and more activities', async () => {
    const res = await request(appWith({})).get('/api/widget-config/demo').expect(200);
    expect(widgetConfig.response.isValidSync(res.body, { strict: true })).toBe(true);
    const { globalConfig, products } = res.body as {
      globalConfig: Record<string, unknown>;
      products: Array<{ variants: Array<{ type: string; bokunId: number }> }>;
    };
    expect(globalConfig).toMatchObject({
      activeConfigId: 'demo',
      lang: 'en',
      paymentProvider: 'tpay',
      domain: 'http://localhost:8080',
    });
    expect(products[0]?.variants.map((v) => v.type)).toEqual(['POL', 'ENG']);
    expect(products.flatMap((p) => p.variants.map((v) => v.type))).toContain('PRIV');
    expect(globalConfig.activityIds).toEqual(products.flatMap((p) => p.variants.map((v) => v.bokunId)));
  });

  it('answers 404 config_not_found for an unknown config id', async () => {
    const res = await request(appWith({})).get('/api/widget-config/nope').expect(404);
    expect(res.body).toEqual({
      error: { code: 'config_not_found', message: 'Configuration "nope" does not exist' },
    });
  });

  it('answers 400 invalid_request for a malformed config id', async () => {
    const res = await request(appWith({})).get('/api/widget-config/bad%20id').expect(400);
    expect(res.body.error.code).toBe('invalid_request');
    expect(res.body.error.details).toEqual([expect.objectContaining({ in: 'params', path: 'configId' })]);
  });
});

describe('GET /api/credentials', () => {
  it('reports flags and variable names for a prefix, and is complete when the required keys exist', async () => {
    const res = await request(appWith(demoVars)).get('/api/credentials?prefix=DEMO_').expect(200);
    expect(credentials.response.isValidSync(res.body, { strict: true })).toBe(true);
    expect(res.body).toMatchObject({
      hasCredentials: true,
      message: 'Credentials available for DEMO_',
      missingRequiredVars: [],
      bokun: { hasApiUrl: true, hasAccessKey: true, hasSecretKey: true },
      tpay: { hasApiUrl: true, hasClientId: true, hasClientSecret: true, hasSecurityCode: true },
      stripe: { hasSecretKey: true, hasWebhookSecret: false },
      googleSheets: { hasSpreadsheetId: false, hasServiceAccountJson: false },
      payment: { provider: 'tpay', hasClientId: true, hasClientSecret: true },
    });
    expect(res.body.availableEnvVars).toEqual([
      'DEMO_BOKUN_API_URL',
      'DEMO_BOKUN_ACCESS_KEY',
      'DEMO_BOKUN_SECRET_KEY',
      'DEMO_TPAY_API_URL',
      'DEMO_TPAY_CLIENT_ID',
      'DEMO_TPAY_CLIENT_SECRET',
      'DEMO_TPAY_SECURITY_CODE',
      'DEMO_STRIPE_SECRET_KEY',
    ]);
  });

  it('never answers a variable value', async () => {
    const res = await request(appWith(demoVars)).get('/api/credentials?prefix=DEMO_').expect(200);
    for (const value of Object.values(demoVars)) expect(res.text).not.toContain(value);
  });

  it('names the missing required variables and says credentials are not available', async () => {
    const { DEMO_BOKUN_SECRET_KEY: _s, DEMO_TPAY_SECURITY_CODE: _c, ...partial } = demoVars;
    const res = await request(appWith(partial)).get('/api/credentials?prefix=DEMO_').expect(200);
    expect(res.body).toMatchObject({
      hasCredentials: false,
      missingRequiredVars: ['DEMO_BOKUN_SECRET_KEY', 'DEMO_TPAY_SECURITY_CODE'],
      message: 'Missing required variables for DEMO_: DEMO_BOKUN_SECRET_KEY, DEMO_TPAY_SECURITY_CODE',
    });
  });

  it('answers 404 config_not_found for a prefix no configuration has, so nothing can be probed', async () => {
    const res = await request(appWith(demoVars)).get('/api/credentials?prefix=OTHER_').expect(404);
    expect(res.body.error.code).toBe('config_not_found');
  });

  it('does not reveal variables outside the credential names, even under a matching prefix', async () => {
    const res = await request(appWith(demoVars)).get('/api/credentials?prefix=DEMO_').expect(200);
    expect(res.body.availableEnvVars).not.toContain('DEMO_INTERNAL_NOTE');
  });

  it('refuses a prefix that is not an upper-cased id followed by "_"', async () => {
    const res = await request(appWith(demoVars)).get('/api/credentials?prefix=demo').expect(400);
    expect(res.body.error).toMatchObject({
      code: 'invalid_request',
      details: [expect.objectContaining({ in: 'query', path: 'prefix' })],
    });
    await request(appWith(demoVars)).get('/api/credentials').expect(400);
  });
});
