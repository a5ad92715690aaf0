import { normalizeDomain } from './configText';
import { credentialPrefix } from './credentialVars';
import { globalConfigSchema } from './globalConfig';

describe('globalConfigSchema defaults (§3, §9)', () => {
  const config = globalConfigSchema.validateSync({ activeConfigId: 'demo' });

  it('defaults position right, provider tpay, sheets enabled and language en', () => {
    expect(config).toMatchObject({
      position: 'right',
      paymentProvider: 'tpay',
      googleSheetsEnabled: true,
      lang: 'en',
    });
  });

  it('accepts only the log levels 1, 2, 3 and 5', () => {
    expect(globalConfigSchema.isValidSync({ activeConfigId: 'demo', logLevel: 5 })).toBe(true);
    expect(globalConfigSchema.isValidSync({ activeConfigId: 'demo', logLevel: 4 })).toBe(false);
  });
});

describe('normalizeDomain', () => {
  it('"The domain setting gets https:// prepended if it has no scheme"', () => {
    expect(normalizeDomain('example.com')).toBe('https://example.com');
    expect(normalizeDomain('http://localhost:8080')).toBe('http://localhost:8080');
    expect(normalizeDomain('')).toBe('');
  });
});

describe('credentialPrefix', () => {
  it('upper-cases the config id and adds "_"', () => {
    expect(credentialPrefix('demo')).toBe('DEMO_');
    expect(credentialPrefix('my-site')).toBe('MY_SITE_');
  });
});
