import { createHmac } from 'node:crypto';
import {
  demoSessionForm as sessionForm,
  startStripeSandbox,
  startWebhookReceiver,
  stripeCall,
} from './testing';

const NOW = new Date('2026-06-01T10:00:00Z');
const NOW_S = NOW.getTime() / 1000;
type Sandbox = Awaited<ReturnType<typeof startStripeSandbox>>;
let sandbox: Sandbox;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeEach(async () => {
  receiver = await startWebhookReceiver([500, 200]);
  sandbox = await startStripeSandbox({
    clock: () => NOW,
    webhookUrl: `${receiver.url}/api/webhooks/stripe`,
    schedule: (run) => setImmediate(run),
    retryDelaysMs: [1, 1],
  });
});
afterEach(async () => {
  await sandbox.close();
  await receiver.close();
});

const api = (method: string, path: string, body?: string, headers: Record<string, string> = {}) =>
  stripeCall(sandbox.apiUrl, method, path, body, headers);

describe('Stripe Checkout Sessions API', () => {
  it('creates an open, unpaid session from stripe-node style nested form keys', async () => {
    const { status, body } = await api('POST', '/v1/checkout/sessions', sessionForm());
    expect(status).toBe(200);
    expect(body).toMatchObject({
      object: 'checkout.session',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 20000,
      currency: 'pln',
      metadata: { confirmationCode: 'UND-92677922' },
      expires_at: NOW_S + 24 * 3600,
    });
    expect(body.id).toMatch(/^cs_test_/);
    expect(body.url).toBe(`${sandbox.url}/stripe/checkout/${String(body.id)}`);
  });

  it('returns the same session for the same Idempotency-Key and refuses the key with other parameters', async () => {
    const first = await api('POST', '/v1/checkout/sessions', sessionForm(), { 'Idempotency-Key': 'order-1' });
    const again = await api('POST', '/v1/checkout/sessions', sessionForm(), { 'Idempotency-Key': 'order-1' });
    expect(again.body.id).toBe(first.body.id);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const other = await api(
      'POST',
      '/v1/checkout/sessions',
      sessionForm({ 'line_items[0][quantity]': '2' }),
      { 'Idempotency-Key': 'order-1' },
    );
    expect(other.status).toBe(400);
    expect(other.body).toMatchObject({ error: { type: 'idempotency_error' } });
    expect(sandbox.state.sessions.size).toBe(1);
  });

  it('refuses a wrong secret key with a 401 whose error type is invalid_request_error, as Stripe sends it', async () => {
    const response = await fetch(`${sandbox.apiUrl}/v1/checkout/sessions/cs_test_x`, {
      headers: { Authorization: 'Bearer sk_test_wrong' },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
  });

  it('validates mode, line items and the 30 min – 24 h expires_at window, naming the param', async () => {
    expect(
      (await api('POST', '/v1/checkout/sessions', sessionForm({ mode: 'subscription' }))).body,
    ).toMatchObject({ error: { param: 'mode' } });
    const noItems = new URLSearchParams({
      mode: 'payment',
      success_url: 'https://shop.example/ok',
    }).toString();
    expect((await api('POST', '/v1/checkout/sessions', noItems)).body).toMatchObject({
      error: { type: 'invalid_request_error', param: 'line_items' },
    });
    const tooSoon = await api(
      'POST',
      '/v1/checkout/sessions',
      sessionForm({ expires_at: String(NOW_S + 60) }),
    );
    expect(tooSoon.status).toBe(400);
    expect(tooSoon.body).toMatchObject({ error: { param: 'expires_at' } });
  });

  it('retrieves a session and answers resource_missing for an unknown one', async () => {
    const created = await api('POST', '/v1/checkout/sessions', sessionForm());
    expect((await api('GET', `/v1/checkout/sessions/${String(created.body.id)}`)).body.id).toBe(
      created.body.id,
    );
    const missing = await api('GET', '/v1/checkout/sessions/cs_test_missing');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ error: { code: 'resource_missing' } });
  });

  it('expires an open session once, dropping its url and sending checkout.session.expired', async () => {
    const created = await api('POST', '/v1/checkout/sessions', sessionForm());
    const expired = await api('POST', `/v1/checkout/sessions/${String(created.body.id)}/expire`);
    expect(expired.body).toMatchObject({ status: 'expired', url: null });
    expect((await api('POST', `/v1/checkout/sessions/${String(created.body.id)}/expire`)).status).toBe(400);
    await sandbox.state.webhooksSettled();
    expect(sandbox.state.deliveries.map((d) => d.type)).toEqual(['checkout.session.expired']);
  });
});

describe('Stripe hosted Checkout page and webhooks', () => {
  it('pays: redirects to success_url with the session id and delivers a signed checkout.session.completed, retried until 2xx', async () => {
    const created = await api('POST', '/v1/checkout/sessions', sessionForm());
    const id = String(created.body.id);
    expect(await (await fetch(String(created.body.url))).text()).toContain('200.00 PLN');
    const paid = await fetch(`${sandbox.apiUrl}/checkout/${id}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`https://shop.example/ok?session_id=${id}`);
    expect((await api('GET', `/v1/checkout/sessions/${id}`)).body).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
      url: null,
    });
    await sandbox.state.webhooksSettled();
    expect(receiver.received).toHaveLength(2);
    const { body, signature } = receiver.received[1]!;
    const [t, v1] = signature.split(',').map((part) => part.split('=')[1]);
    expect(v1).toBe(createHmac('sha256', 'whsec_demo').update(`${t}.${body}`).digest('hex'));
    expect(JSON.parse(body)).toMatchObject({
      type: 'checkout.session.completed',
      data: { object: { id, payment_status: 'paid' } },
    });
    expect(sandbox.state.deliveries[0]).toMatchObject({
      state: 'delivered',
      attempts: [{ status: 500 }, { status: 200 }],
    });
  });

  it('cancel sends the payer to cancel_url and leaves the session open', async () => {
    const created = await api('POST', '/v1/checkout/sessions', sessionForm());
    const cancelled = await fetch(`${sandbox.apiUrl}/checkout/${String(created.body.id)}/cancel`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(cancelled.headers.get('location')).toBe('https://shop.example/cancel');
    expect((await api('GET', `/v1/checkout/sessions/${String(created.body.id)}`)).body.status).toBe('open');
  });
});

describe('Stripe session expiry', () => {
  it('expires an unpaid session when expires_at passes and sends checkout.session.expired unasked', async () => {
    let now = NOW;
    const timers: { run: () => void; delayMs: number }[] = [];
    const local = await startStripeSandbox({
      clock: () => now,
      webhookUrl: `${receiver.url}/api/webhooks/stripe`,
      schedule: (run, delayMs) => timers.push({ run, delayMs }),
    });
    try {
      const response = await fetch(`${local.apiUrl}/v1/checkout/sessions`, {
        method: 'POST',
        headers: {
          Authorization: 'Bearer sk_test_demo',
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: sessionForm({ expires_at: String(NOW_S + 3600) }),
      });
      const { id } = (await response.json()) as { id: string };
      expect(timers.map((t) => t.delayMs)).toEqual([3600 * 1000]);
      now = new Date(NOW.getTime() + 3600 * 1000);
      timers.splice(0).forEach((t) => t.run());
      expect(local.state.sessions.get(id)?.status).toBe('expired');
      expect(local.state.deliveries.map((d) => d.type)).toEqual(['checkout.session.expired']);
    } finally {
      await local.close();
    }
  });
});
