import { stripeConfigFor } from './config';

const env = {
  DEMO_STRIPE_API_URL: 'http://127.0.0.1:8090/stripe',
  DEMO_STRIPE_SECRET_KEY: 'sk_test_demo',
  DEMO_STRIPE_WEBHOOK_SECRET: 'whsec_demo',
};

describe('stripeConfigFor', () => {
  it('reads the {CONFIGID}_STRIPE_* variables for stripe_sandbox', () => {
    expect(stripeConfigFor('demo', 'stripe_sandbox', env)).toEqual({
      ok: true,
      config: {
        configId: 'demo',
        mode: 'stripe_sandbox',
        apiUrl: 'http://127.0.0.1:8090/stripe',
        secretKey: 'sk_test_demo',
        webhookSecret: 'whsec_demo',
      },
    });
  });

  it("defaults the API URL to Stripe's own", () => {
    const result = stripeConfigFor('demo', 'stripe_sandbox', { ...env, DEMO_STRIPE_API_URL: '' });
    expect(result.ok && result.config.apiUrl).toBe('https://api.stripe.com');
  });

  it('names missing variables without echoing any value', () => {
    const result = stripeConfigFor('demo', 'stripe_sandbox', { DEMO_STRIPE_SECRET_KEY: 'sk_test_demo' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ provider: 'stripe', kind: 'not_configured' });
    expect(result.error.missingVars).toEqual(['DEMO_STRIPE_WEBHOOK_SECRET']);
    expect(result.error.message).not.toContain('sk_test_demo');
  });

  it('refuses a test key in stripe_production and a live key in stripe_sandbox', () => {
    expect(stripeConfigFor('demo', 'stripe_production', env).ok).toBe(false);
    expect(
      stripeConfigFor('demo', 'stripe_sandbox', { ...env, DEMO_STRIPE_SECRET_KEY: 'sk_live_x' }).ok,
    ).toBe(false);
    expect(
      stripeConfigFor('demo', 'stripe_production', { ...env, DEMO_STRIPE_SECRET_KEY: 'rk_live_x' }).ok,
    ).toBe(true);
  });
});
