import { tpayConfigFor } from './config';

const env = {
  DEMO_TPAY_API_URL: 'http://127.0.0.1:8090/tpay/',
  DEMO_TPAY_CLIENT_ID: 'demo-tpay-client',
  DEMO_TPAY_CLIENT_SECRET: 'demo-tpay-secret',
  DEMO_TPAY_SECURITY_CODE: 'demo-security-code',
};

describe('tpayConfigFor', () => {
  it('reads the {CONFIGID}_TPAY_* variables and trims the trailing slash of the API URL', () => {
    expect(tpayConfigFor('demo', env)).toEqual({
      ok: true,
      config: {
        configId: 'demo',
        apiUrl: 'http://127.0.0.1:8090/tpay',
        clientId: 'demo-tpay-client',
        clientSecret: 'demo-tpay-secret',
        securityCode: 'demo-security-code',
        jwsX5uPrefix: 'http://127.0.0.1:8090/tpay',
      },
    });
  });

  it('trusts Tpay sandbox notification certificates from secure.sandbox.tpay.com', () => {
    const result = tpayConfigFor('demo', { ...env, DEMO_TPAY_API_URL: 'https://openapi.sandbox.tpay.com' });
    expect(result.ok && result.config.jwsX5uPrefix).toBe('https://secure.sandbox.tpay.com');
  });

  it('defaults the API URL to Tpay production', () => {
    const result = tpayConfigFor('demo', { ...env, DEMO_TPAY_API_URL: undefined });
    expect(result.ok && result.config.apiUrl).toBe('https://api.tpay.com');
    expect(result.ok && result.config.jwsX5uPrefix).toBe('https://secure.tpay.com');
  });

  it('is not configured when a key is blank, naming the variable but not any value', () => {
    const result = tpayConfigFor('demo', {
      ...env,
      DEMO_TPAY_SECURITY_CODE: '  ',
      DEMO_TPAY_API_URL: 'ftp://x',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ provider: 'tpay', kind: 'not_configured' });
    expect(result.error.missingVars).toEqual(['DEMO_TPAY_API_URL', 'DEMO_TPAY_SECURITY_CODE']);
    expect(result.error.message).not.toContain('demo-tpay-secret');
  });

  it('maps a config id with a dash to an underscore prefix', () => {
    const result = tpayConfigFor('tatry-trips', {
      TATRY_TRIPS_TPAY_CLIENT_ID: 'a',
      TATRY_TRIPS_TPAY_CLIENT_SECRET: 'b',
      TATRY_TRIPS_TPAY_SECURITY_CODE: 'c',
    });
    expect(result.ok).toBe(true);
  });
});
