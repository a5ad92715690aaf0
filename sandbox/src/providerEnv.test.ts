import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { sandboxProviderEnv, sandboxProviderUrls } from './providerEnv';

describe('sandboxProviderEnv', () => {
  it("is what the repository's .env.demo gives the demo config (the sandbox on port 8090)", () => {
    const file = readFileSync(path.resolve(__dirname, '../../.env.demo'), 'utf8');
    expect(parseEnv(file)).toEqual(sandboxProviderEnv('http://127.0.0.1:8090'));
  });

  it('names the variables of another config by its prefix', () => {
    expect(Object.keys(sandboxProviderEnv('http://sb', 'SHOP_')).every((name) => name.startsWith('SHOP_'))).toBe(
      true,
    );
  });

  it("keeps one provider's variables when asked", () => {
    expect(Object.keys(sandboxProviderEnv('http://sb', 'DEMO_', ['BOKUN']))).toEqual([
      'DEMO_BOKUN_API_URL',
      'DEMO_BOKUN_ACCESS_KEY',
      'DEMO_BOKUN_SECRET_KEY',
    ]);
  });

  it('keeps only the base URLs for a stack that reads the credentials from .env.demo', () => {
    expect(sandboxProviderUrls('http://sb')).toEqual({
      DEMO_BOKUN_API_URL: 'http://sb',
      DEMO_TPAY_API_URL: 'http://sb/tpay',
      DEMO_STRIPE_API_URL: 'http://sb/stripe',
      DEMO_GOOGLE_SHEETS_API_URL: 'http://sb',
      DEMO_GOOGLE_TOKEN_URL: 'http://sb/google/oauth2/token',
    });
  });
});
