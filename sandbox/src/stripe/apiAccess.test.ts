import { keyOf } from './apiAccess';
import { startStripeSandbox } from './testing';

type Sandbox = Awaited<ReturnType<typeof startStripeSandbox>>;
let sandbox: Sandbox;

beforeEach(async () => {
  sandbox = await startStripeSandbox();
});
afterEach(() => sandbox.close());

const basic = (user: string) => `Basic ${Buffer.from(`${user}:`).toString('base64')}`;

describe('keyOf', () => {
  it('reads the secret key from Bearer or from the user name of Basic', () => {
    expect(keyOf('Bearer sk_test_demo')).toBe('sk_test_demo');
    expect(keyOf(basic('sk_test_demo'))).toBe('sk_test_demo');
    expect(keyOf('')).toBe('');
  });
});

describe('Stripe API access', () => {
  it('accepts the secret key sent as HTTP Basic with an empty password', async () => {
    const response = await fetch(`${sandbox.apiUrl}/v1/payment_method_configurations`, {
      headers: { Authorization: basic('sk_test_demo') },
    });
    expect(response.status).toBe(200);
  });

  it('sends Request-Id and Stripe-Version on answers and refusals alike', async () => {
    for (const authorization of ['Bearer sk_test_demo', 'Bearer sk_test_wrong']) {
      const response = await fetch(`${sandbox.apiUrl}/v1/payment_method_configurations`, {
        headers: { Authorization: authorization },
      });
      expect(response.headers.get('request-id')).toMatch(/^req_\w{14}$/);
      expect(response.headers.get('stripe-version')).toBeTruthy();
    }
  });

  it.each([
    ['GET', '/v1/charges_of_the_moon'],
    ['DELETE', '/v1/checkout/sessions'],
    ['PUT', '/v1/payment_method_configurations'],
  ])(
    'answers %s %s with a 404 invalid_request_error, as Stripe answers unknown URLs',
    async (method, path) => {
      const response = await fetch(`${sandbox.apiUrl}${path}`, {
        method,
        headers: { Authorization: 'Bearer sk_test_demo' },
      });
      expect(response.status).toBe(404);
      const body = (await response.json()) as { error: { type: string; message: string } };
      expect(body.error.type).toBe('invalid_request_error');
      expect(body.error.message).toContain(`Unrecognized request URL (${method}: ${path})`);
    },
  );

  it('refuses unknown query parameters on retrieve', async () => {
    const response = await fetch(`${sandbox.apiUrl}/v1/checkout/sessions/cs_test_x?colour=blue`, {
      headers: { Authorization: 'Bearer sk_test_demo' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'parameter_unknown', param: 'colour' } });
  });
});
