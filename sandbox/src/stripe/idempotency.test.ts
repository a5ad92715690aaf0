import { demoSessionForm, startStripeSandbox, stripeCall } from './testing';

type Sandbox = Awaited<ReturnType<typeof startStripeSandbox>>;
let sandbox: Sandbox;

beforeEach(async () => {
  sandbox = await startStripeSandbox({ clock: () => new Date('2026-06-01T10:00:00Z') });
});
afterEach(() => sandbox.close());

const create = (form: string, key: string) =>
  stripeCall(sandbox.apiUrl, 'POST', '/v1/checkout/sessions', form, { 'Idempotency-Key': key });

describe('Stripe idempotency keys', () => {
  it('keeps nothing for a request refused by validation, so the corrected retry with the same key succeeds', async () => {
    const refused = await create(
      demoSessionForm({ 'line_items[0][price_data][unit_amount]': '1' }),
      'order-7',
    );
    expect(refused.status).toBe(400);
    const corrected = await create(demoSessionForm(), 'order-7');
    expect(corrected.status).toBe(200);
    expect(corrected.headers.get('idempotent-replayed')).toBeNull();
    expect(sandbox.state.sessions.size).toBe(1);
  });

  it('compares parameters, not bytes: the same parameters in another order replay the first answer', async () => {
    const first = await create(demoSessionForm(), 'order-8');
    const reordered = new URLSearchParams([...new URLSearchParams(demoSessionForm())].reverse()).toString();
    const again = await create(reordered, 'order-8');
    expect(again.body.id).toBe(first.body.id);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
  });

  it('refuses the key with other parameters with an idempotency_error that must not be retried', async () => {
    await create(demoSessionForm(), 'order-9');
    const other = await create(demoSessionForm({ 'line_items[0][quantity]': '2' }), 'order-9');
    expect(other.status).toBe(400);
    expect(other.body).toMatchObject({ error: { type: 'idempotency_error' } });
    expect(other.headers.get('stripe-should-retry')).toBe('false');
  });

  it('replays an answer given once the endpoint ran, a refusal included', async () => {
    const { body } = await create(demoSessionForm(), 'order-10');
    const expire = (key: string) =>
      stripeCall(sandbox.apiUrl, 'POST', `/v1/checkout/sessions/${body.id}/expire`, '', {
        'Idempotency-Key': key,
      });
    expect((await expire('expire-1')).status).toBe(200);
    const secondTry = await expire('expire-2');
    expect(secondTry.status).toBe(400);
    const replayed = await expire('expire-2');
    expect(replayed.status).toBe(400);
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
  });
});
