import { stripeCreateTransaction, toMinorUnits } from '@booking/shared-contracts';
import Stripe from 'stripe';
import { startStripeSandbox, startWebhookReceiver } from '@booking/sandbox/stripe';
import { createStripeClient, type CheckoutSessionInput, type StripeClientOptions } from './client';
import {
  configurationToPaymentMethods,
  eventCardStatus,
  cardPaymentStatus,
  sessionPaymentStatus,
  sessionToCreateResponse,
} from './mapper';
import { ProviderError } from '../providerError';

type Sandbox = Awaited<ReturnType<typeof startStripeSandbox>>;
let sandbox: Sandbox;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeAll(async () => {
  receiver = await startWebhookReceiver([200]);
  sandbox = await startStripeSandbox({
    webhookUrl: `${receiver.url}/api/webhooks/stripe`,
    schedule: (run) => setImmediate(run),
    retryDelaysMs: [1],
  });
});
afterAll(async () => {
  await sandbox.close();
  await receiver.close();
});
beforeEach(() => {
  sandbox.state.reset();
  receiver.received.length = 0;
});

const client = (overrides: Partial<StripeClientOptions> = {}) =>
  createStripeClient({
    apiUrl: sandbox.apiUrl,
    secretKey: 'sk_test_demo',
    webhookSecret: 'whsec_demo',
    maxNetworkRetries: 0,
    ...overrides,
  });

const input = (extra: Partial<CheckoutSessionInput> = {}): CheckoutSessionInput => ({
  amount: toMinorUnits(200.5, 'PLN'),
  currency: 'PLN',
  description: 'Old Town walking tour',
  customerEmail: 'anna@example.com',
  successUrl: 'https://shop.example/ok?session_id={CHECKOUT_SESSION_ID}',
  cancelUrl: 'https://shop.example/cancel',
  metadata: { confirmationCode: 'UND-92677922', configId: 'demo' },
  ...extra,
});

describe('Stripe Checkout Sessions through stripe-node', () => {
  it('creates a session in minor units and maps it to the create-transaction answer', async () => {
    const session = await client().createCheckoutSession(
      input(),
      'UND-92677922|anna@example.com|200.5|demo|card',
    );
    expect(session).toMatchObject({
      amount_total: 20050,
      currency: 'pln',
      status: 'open',
      metadata: { confirmationCode: 'UND-92677922' },
    });
    const answer = sessionToCreateResponse(session, { email: 'anna@example.com', name: 'Anna Nowak' });
    expect(answer).toMatchObject({
      transactionId: session.id,
      amount: 200.5,
      currency: 'PLN',
      transactionPaymentUrl: `${sandbox.url}/stripe/checkout/${session.id}`,
    });
    expect(stripeCreateTransaction.response.validateSync(answer)).toEqual(answer);
  });

  it('returns the same session for the same idempotency key', async () => {
    const stripe = client();
    const first = await stripe.createCheckoutSession(input(), 'order-1');
    const again = await stripe.createCheckoutSession(input(), 'order-1');
    expect(again.id).toBe(first.id);
    await expect(
      stripe.createCheckoutSession(input({ amount: toMinorUnits(300, 'PLN') }), 'order-1'),
    ).rejects.toMatchObject({ provider: 'stripe', kind: 'idempotency' });
  });

  it('retrieves and expires a session; an expired session maps to the error payment status', async () => {
    const stripe = client();
    const session = await stripe.createCheckoutSession(input(), 'order-2');
    expect(sessionPaymentStatus(await stripe.retrieveSession(session.id))).toBe('pending');
    const expired = await stripe.expireSession(session.id);
    expect(expired.status).toBe('expired');
    expect(sessionPaymentStatus(expired)).toBe('error');
  });

  it('maps refusals to typed errors: bad key, unknown session, invalid parameter, no connection', async () => {
    await expect(client({ secretKey: 'sk_test_wrong' }).retrieveSession('cs_test_x')).rejects.toMatchObject({
      provider: 'stripe',
      kind: 'auth',
    });
    await expect(client().retrieveSession('cs_test_missing')).rejects.toMatchObject({
      provider: 'stripe',
      kind: 'not_found',
    });
    const invalid = await client()
      .createCheckoutSession(input({ expiresAt: 1 }), 'order-3')
      .catch((e: unknown) => e);
    expect(invalid).toMatchObject({ provider: 'stripe', kind: 'validation' });
    expect((invalid as ProviderError).param).toBe('expires_at');
    await expect(
      client({ apiUrl: 'http://127.0.0.1:9/stripe' }).retrieveSession('cs_test_x'),
    ).rejects.toMatchObject({ provider: 'stripe', kind: 'network' });
  });

  it('lists the methods the payment method configuration switches on', async () => {
    const methods = configurationToPaymentMethods(await client().paymentMethodConfiguration());
    expect(methods.map((m) => m.type)).toEqual(['card', 'google_pay', 'apple_pay']);
  });
});

/** Stripe's own signer (stripe-node's `webhooks.generateTestHeaderString`): a Stripe-Signature as Stripe makes it. */
const stripeNode = new Stripe('sk_test_demo');
const signedByStripe = (payload: string, secret = 'whsec_demo', timestamp = Math.floor(Date.now() / 1000)) =>
  stripeNode.webhooks.generateTestHeaderString({ payload, secret, timestamp });

describe('Stripe webhooks', () => {
  it('verifies the checkout.session.completed the sandbox sends after payment, signed as stripe-node signs, and maps it to success', async () => {
    const stripe = client();
    const session = await stripe.createCheckoutSession(input(), 'order-4');
    const paid = await fetch(`${sandbox.apiUrl}/checkout/${session.id}/pay`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(paid.headers.get('location')).toBe(`https://shop.example/ok?session_id=${session.id}`);
    await sandbox.state.webhooksSettled();
    const { body, signature } = receiver.received[0]!;
    const signedAt = Number(/^t=(\d+),/.exec(signature)?.[1]);
    expect(signature).toBe(signedByStripe(body, 'whsec_demo', signedAt));
    const event = stripe.constructWebhookEvent(body, signature);
    expect(event.type).toBe('checkout.session.completed');
    expect(cardPaymentStatus(eventCardStatus(event) ?? 'unknown')).toBe('success');
    expect(sessionPaymentStatus(await stripe.retrieveSession(session.id))).toBe('success');
  });

  it("accepts an event signed by Stripe's own signer and rejects a changed body, a foreign secret, a missing header and a stale timestamp", async () => {
    const stripe = client();
    const session = await stripe.createCheckoutSession(input(), 'order-5');
    await stripe.expireSession(session.id);
    await sandbox.state.webhooksSettled();
    const { body } = receiver.received[0]!;
    const signature = signedByStripe(body);
    expect(stripe.constructWebhookEvent(body, signature).type).toBe('checkout.session.expired');
    expect(() => stripe.constructWebhookEvent(body.replace('expired', 'complete'), signature)).toThrow(
      ProviderError,
    );
    expect(() => stripe.constructWebhookEvent(body, signedByStripe(body, 'whsec_other'))).toThrow(
      ProviderError,
    );
    expect(() => stripe.constructWebhookEvent(body, undefined)).toThrow(ProviderError);
    const later = client({ clock: { now: () => new Date(Date.now() + 10 * 60_000) } });
    expect(() => later.constructWebhookEvent(body, signature)).toThrow(/tolerance/);
  });
});
