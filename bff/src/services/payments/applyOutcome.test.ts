import { createLogger } from '../../logging/createLogger';
import { createMetrics } from '../../metrics/metrics';
import { createPaymentsRepository, IN_MEMORY, openStore, type SqlClient, type Store } from '../../store';
import { STORE_OPEN_TIMEOUT_MS } from '../../store/testing/testStores';
import {
  applyPaymentOutcome,
  CONFIRM_TOPIC,
  END_TOPIC,
  FUNNEL_FAIL_TOPIC,
  FUNNEL_SUCCESS_TOPIC,
  holdAfterFailure,
  nextPaymentStatus,
  RELEASE_TOPIC,
} from './applyOutcome';

let store: Store;
const now = new Date('2026-11-22T12:00:00Z');
const deps = () => ({ store, clock: { now: () => now }, logger: createLogger('silent') });
let seq = 0;

beforeAll(async () => {
  store = await openStore({ dataDir: IN_MEMORY });
}, STORE_OPEN_TIMEOUT_MS);
afterAll(() => store.close());

async function pendingPayment(method = 'CARD') {
  seq += 1;
  const payments = createPaymentsRepository(store.sql);
  const intent = await payments.saveIntent(
    {
      configId: 'demo',
      idempotencyKey: `UND-${seq}|anna@example.com|240|demo|blik`,
      reservationCode: `UND-${seq}`,
      provider: 'tpay',
      method,
      amountMinor: 24_000,
      currency: 'PLN',
      sessionId: null,
    },
    now,
  );
  await payments.markCreated(
    intent.id,
    { providerTransactionId: `ta_${seq}`, providerTitle: `TR-${seq}`, response: {} },
    now,
  );
  return intent.id;
}

const messagesOf = async (topic: string, paymentId: string) =>
  (await store.outbox.listByTopic(topic)).filter(
    (m) => (m.payload as { paymentId: string }).paymentId === paymentId,
  );

describe('nextPaymentStatus', () => {
  it('lets an open payment take any final status and keeps pending → pending a no-op', () => {
    expect(nextPaymentStatus('initiated', 'pending')).toBe('pending');
    expect(nextPaymentStatus('pending', 'pending')).toBeNull();
    expect(nextPaymentStatus('pending', 'not_paid')).toBeNull();
    for (const to of ['success', 'error', 'cancelled'] as const)
      expect(nextPaymentStatus('pending', to)).toBe(to);
  });

  it('never takes a paid payment back; only a refund follows it', () => {
    expect(nextPaymentStatus('success', 'error')).toBeNull();
    expect(nextPaymentStatus('success', 'cancelled')).toBeNull();
    expect(nextPaymentStatus('success', 'refunded')).toBe('refunded');
  });

  it('still records money that arrives after a failure or a cancel', () => {
    expect(nextPaymentStatus('cancelled', 'success')).toBe('success');
    expect(nextPaymentStatus('error', 'cancelled')).toBeNull();
  });
});

describe('holdAfterFailure', () => {
  it('keeps the hold for another try after a failed BLIK payment and releases it otherwise', () => {
    expect(holdAfterFailure({ method: 'BLIK' }, 'error')).toBe('retry');
    expect(holdAfterFailure({ method: 'BLIK' }, 'cancelled')).toBe('release');
    expect(holdAfterFailure({ method: 'CARD' }, 'error')).toBe('release');
    expect(holdAfterFailure({ method: 'PBL_108' }, 'error')).toBe('release');
  });
});

describe('applyPaymentOutcome', () => {
  it('marks a payment paid and enqueues its Bokun confirmation in the same transaction, once per event id', async () => {
    const id = await pendingPayment();
    const outcome = { status: 'success', source: 'notification', providerEventId: `n-${id}` } as const;
    const first = await applyPaymentOutcome(deps(), id, outcome);
    const repeat = await applyPaymentOutcome(deps(), id, outcome);
    expect(first).toMatchObject({ applied: true, duplicate: false, previousStatus: 'pending' });
    // A payment's funnel success row is the server's to log.
    expect(first.enqueued.map((m) => m.topic)).toEqual([CONFIRM_TOPIC, FUNNEL_SUCCESS_TOPIC]);
    expect(repeat).toMatchObject({ applied: false, duplicate: true });
    expect(await messagesOf(CONFIRM_TOPIC, id)).toHaveLength(1);
    expect(await messagesOf(FUNNEL_SUCCESS_TOPIC, id)).toHaveLength(1);
    expect(await createPaymentsRepository(store.sql).listEvents(id)).toHaveLength(1);
  });

  it('logs the funnel success of a BLIK payment from the server too: no browser copy is taken', async () => {
    const id = await pendingPayment('BLIK');
    const result = await applyPaymentOutcome(deps(), id, { status: 'success', source: 'notification' });
    expect(result.enqueued.map((m) => m.topic)).toEqual([CONFIRM_TOPIC, FUNNEL_SUCCESS_TOPIC]);
  });

  it('enqueues the release when a payment fails, and nothing when a paid one is told it failed', async () => {
    const failed = await pendingPayment();
    await applyPaymentOutcome(deps(), failed, { status: 'error', source: 'reconciler' });
    expect(await messagesOf(RELEASE_TOPIC, failed)).toHaveLength(1);

    const paid = await pendingPayment();
    await applyPaymentOutcome(deps(), paid, {
      status: 'success',
      source: 'webhook',
      providerEventId: `w-${paid}`,
    });
    const late = await applyPaymentOutcome(deps(), paid, {
      status: 'error',
      source: 'webhook',
      providerEventId: `x-${paid}`,
    });
    expect(late.applied).toBe(false);
    expect(late.payment.status).toBe('success');
    expect(await messagesOf(RELEASE_TOPIC, paid)).toEqual([]);
  });

  it('keeps the hold of a failed BLIK payment for another try: only its transaction is ended', async () => {
    const failed = await pendingPayment('BLIK');
    const applied = await applyPaymentOutcome(deps(), failed, { status: 'error', source: 'notification' });
    expect(applied.enqueued.map((m) => m.topic)).toEqual([END_TOPIC]);
    expect(await messagesOf(RELEASE_TOPIC, failed)).toEqual([]);

    const cancelled = await pendingPayment('BLIK');
    await applyPaymentOutcome(deps(), cancelled, { status: 'cancelled', source: 'cancel' });
    expect(await messagesOf(RELEASE_TOPIC, cancelled)).toHaveLength(1);

    const switched = await pendingPayment('BLIK');
    const away = await applyPaymentOutcome(deps(), switched, {
      status: 'cancelled',
      source: 'switch',
      hold: 'keep',
    });
    expect(away.enqueued).toEqual([]);
  });

  it('§4 PAYMENT_FAIL: queues the funnel failure of a hosted payment failed or cancelled, once; not of BLIK, a refused creation or a switch', async () => {
    const failedOnPage = await pendingPayment('PBL_108');
    await applyPaymentOutcome(deps(), failedOnPage, { status: 'error', source: 'notification' });
    await applyPaymentOutcome(deps(), failedOnPage, { status: 'cancelled', source: 'cancel' });
    expect(await messagesOf(FUNNEL_FAIL_TOPIC, failedOnPage)).toEqual([
      expect.objectContaining({ payload: expect.objectContaining({ at: now.toISOString() }) }),
    ]);
    const cancelledCard = await pendingPayment('CARD');
    await applyPaymentOutcome(deps(), cancelledCard, { status: 'cancelled', source: 'cancel' });
    expect(await messagesOf(FUNNEL_FAIL_TOPIC, cancelledCard)).toHaveLength(1);

    const blik = await pendingPayment('BLIK');
    await applyPaymentOutcome(deps(), blik, { status: 'error', source: 'notification' });
    const refused = await pendingPayment('PBL_108');
    await applyPaymentOutcome(deps(), refused, { status: 'error', source: 'create' });
    const switched = await pendingPayment('CARD');
    await applyPaymentOutcome(deps(), switched, { status: 'cancelled', source: 'switch', hold: 'keep' });
    for (const id of [blik, refused, switched]) expect(await messagesOf(FUNNEL_FAIL_TOPIC, id)).toEqual([]);
  });

  it("counts each status a payment reaches by provider, method family and status, for the operator's failure rate", async () => {
    const metrics = createMetrics({ defaults: false });
    const counted = async () =>
      (await metrics.paymentOutcomes.get()).values.map(({ labels, value }) => ({ ...labels, value }));
    const refused = await pendingPayment('BLIK');
    await applyPaymentOutcome({ ...deps(), metrics }, refused, { status: 'error', source: 'create' });
    // The same outcome again changes nothing and is not counted twice.
    await applyPaymentOutcome({ ...deps(), metrics }, refused, { status: 'error', source: 'create' });
    const paid = await pendingPayment('PBL_103');
    await applyPaymentOutcome({ ...deps(), metrics }, paid, { status: 'pending', source: 'notification' });
    await applyPaymentOutcome({ ...deps(), metrics }, paid, { status: 'success', source: 'notification' });
    expect(await counted()).toEqual(
      expect.arrayContaining([
        { provider: 'tpay', method: 'BLIK', status: 'error', value: 1 },
        { provider: 'tpay', method: 'PBL', status: 'success', value: 1 },
      ]),
    );
    expect(await counted()).toHaveLength(2);
  });

  it('leaves nothing behind when the outbox write fails after the status change', async () => {
    const id = await pendingPayment();
    const failingOutbox = (tx: SqlClient): SqlClient => ({
      query: (text, params) =>
        text.includes('INSERT INTO outbox') ? Promise.reject(new Error('disk full')) : tx.query(text, params),
      exec: (script) => tx.exec(script),
      transaction: (fn) => tx.transaction(fn),
      close: () => tx.close(),
    });
    const sql: SqlClient = {
      ...failingOutbox(store.sql),
      transaction: (fn) => store.sql.transaction((tx) => fn(failingOutbox(tx))),
    };
    await expect(
      applyPaymentOutcome({ ...deps(), store: { ...store, sql } }, id, {
        status: 'success',
        source: 'notification',
        providerEventId: `bad-${id}`,
      }),
    ).rejects.toThrow('disk full');
    const payments = createPaymentsRepository(store.sql);
    expect((await payments.findById(id))?.status).toBe('pending');
    expect(await payments.listEvents(id)).toEqual([]);
    expect(await messagesOf(CONFIRM_TOPIC, id)).toEqual([]);
  });
});
