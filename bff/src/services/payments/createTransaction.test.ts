import { DomainError } from '../../domainError';
import type { CreatedTransaction, PaymentGateway, TransactionRequest } from '../../providers/paymentGateway';
import { ProviderError } from '../../providers/providerError';
import { hashHoldToken } from '../../security/holdToken';
import { IN_MEMORY, openStore, type PaymentRecordStatus, type Store } from '../../store';
import { STORE_OPEN_TIMEOUT_MS } from '../../store/testing/testStores';
import { testDeps } from '../../testing/testDeps';
import { END_TOPIC, RELEASE_TOPIC } from './applyOutcome';
import { createTransaction, type TransactionInput } from './createTransaction';

const now = new Date('2026-11-22T12:00:00Z');
const HOLD_TOKEN = 'h'.repeat(43);
let store: Store;
let seq = 0;

beforeAll(async () => {
  store = await openStore({ dataDir: IN_MEMORY });
}, STORE_OPEN_TIMEOUT_MS);
afterAll(() => store.close());

interface FakeAnswer {
  transactionId: string;
  amount: number;
}

/**
 * A recording fake gateway: remembers every request with the payment statuses stored when it was called,
 * and answers with `behave` (a created transaction by default).
 */
function fakeGateway(
  behave: (request: TransactionRequest) => Promise<Partial<CreatedTransaction<FakeAnswer>>>,
) {
  const calls: Array<{ request: TransactionRequest; storedStatuses: PaymentRecordStatus[] }> = [];
  const gateway: PaymentGateway<FakeAnswer> = {
    provider: 'tpay',
    family: 'tpay',
    assertConfigured: () => undefined,
    fingerprint: (method) => ({ method }),
    async createTransaction(request) {
      const stored = await store.payments.findByReservation(request.configId, request.reservationCode);
      calls.push({ request, storedStatuses: stored.map((p) => p.status) });
      const id = `ta_${request.paymentId}`;
      return {
        providerTransactionId: id,
        providerTitle: `TR-${request.paymentId}`,
        answer: { transactionId: id, amount: request.amount },
        refusals: [],
        ...(await behave(request)),
      };
    },
    transactionStatus: () => Promise.reject(new Error('not used')),
    endTransaction: () => Promise.resolve(),
    paymentMethods: () => Promise.resolve([]),
  };
  return { gateway, calls };
}

const created = () => Promise.resolve({});

/** A reservation of 240.00 PLN held for 30 minutes, recorded as reserve records it. */
async function heldReservation(): Promise<string> {
  seq += 1;
  const code = `UND-${process.pid}-${seq}`;
  await store.reservations.save(
    {
      configId: 'demo',
      confirmationCode: code,
      bookingId: seq,
      activityId: 1001,
      date: '2026-12-01',
      startTimeId: 10_010,
      amountMinor: 24_000,
      currency: 'PLN',
      expiresAt: new Date(now.getTime() + 30 * 60_000),
    },
    now,
  );
  await store.holds.attach(
    { configId: 'demo', confirmationCode: code },
    { tokenHash: hashHoldToken(HOLD_TOKEN), clientKey: null },
  );
  return code;
}

const input = (reservationCode: string, amount = 240): TransactionInput => ({
  configId: 'demo',
  reservationCode,
  amount,
  description: 'Kraków Old Town walking tour',
  payer: { email: 'anna@example.com', name: 'Anna Nowak' },
  sessionId: 'widget_1_abcdefghij',
  holdToken: HOLD_TOKEN,
  chooseMethod: () => ({ method: 'BLIK', methodType: 'blik', choice: { blikCode: '777123' } }),
});

const deps = (overrides: { store?: Store } = {}) =>
  testDeps(undefined, { store, clock: { now: () => now }, ...overrides });

const statusesOf = async (code: string) =>
  (await store.payments.findByReservation('demo', code)).map((p) => p.status);

describe('createTransaction', () => {
  it('stores the intent before it calls the provider, then records what the provider created', async () => {
    const code = await heldReservation();
    const fake = fakeGateway(created);
    const answer = await createTransaction(deps(), fake.gateway, input(code));
    expect(fake.calls.map((c) => c.storedStatuses)).toEqual([['initiated']]);
    const [payment] = await store.payments.findByReservation('demo', code);
    expect(payment).toMatchObject({ status: 'pending', providerTransactionId: answer.transactionId });
    expect(payment?.response).toEqual(answer);
  });

  it('charges the amount the server decided: the reservation total, in minor units', async () => {
    const code = await heldReservation();
    const fake = fakeGateway(created);
    await createTransaction(deps(), fake.gateway, input(code));
    expect(fake.calls[0]?.request).toMatchObject({ amount: 24_000, currency: 'PLN', reservationCode: code });
  });

  it('refuses a payment without the hold token like an unknown code, before any provider call', async () => {
    const code = await heldReservation();
    const fake = fakeGateway(created);
    await expect(
      createTransaction(deps(), fake.gateway, { ...input(code), holdToken: 'x'.repeat(43) }),
    ).rejects.toMatchObject({ code: 'payment_without_reservation' });
    expect(fake.calls).toEqual([]);
    expect(await statusesOf(code)).toEqual([]);
  });

  it('refuses an amount other than the reservation total before any provider call', async () => {
    const code = await heldReservation();
    const fake = fakeGateway(created);
    await expect(createTransaction(deps(), fake.gateway, input(code, 200))).rejects.toMatchObject({
      code: 'invalid_transaction_amount',
    });
    expect(fake.calls).toEqual([]);
    expect(await statusesOf(code)).toEqual([]);
  });

  it('answers a retry with the same key from the store, without a second provider call', async () => {
    const code = await heldReservation();
    const fake = fakeGateway(created);
    const first = await createTransaction(deps(), fake.gateway, input(code));
    const retry = await createTransaction(deps(), fake.gateway, input(code));
    expect(retry).toEqual(first);
    expect(fake.calls).toHaveLength(1);
  });

  const queued = async (topic: string, paymentId: string | undefined) =>
    (await store.outbox.listByTopic(topic)).some(
      (m) => (m.payload as { paymentId: string }).paymentId === paymentId,
    );
  const card = (code: string): TransactionInput => ({
    ...input(code),
    chooseMethod: () => ({ method: 'CARD', methodType: 'card' }),
  });

  it('ends the payment as failed and queues the release when the provider fails, then throws its error', async () => {
    const code = await heldReservation();
    const outage = new ProviderError('tpay', 'unavailable', 'Tpay answered HTTP 503');
    const fake = fakeGateway(() => Promise.reject(outage));
    await expect(createTransaction(deps(), fake.gateway, card(code))).rejects.toBe(outage);
    const [payment] = await store.payments.findByReservation('demo', code);
    expect(payment?.status).toBe('error');
    expect(await queued(RELEASE_TOPIC, payment?.id)).toBe(true);
  });

  it('answers a payment the provider refused inside the transaction and ends it as failed', async () => {
    const code = await heldReservation();
    const fake = fakeGateway(() => Promise.resolve({ refusals: ['payment_failed'] }));
    await createTransaction(deps(), fake.gateway, input(code));
    expect(await statusesOf(code)).toEqual(['error']);
  });

  it('keeps the hold of a refused BLIK code: the transaction is ended, the hold is not released', async () => {
    const code = await heldReservation();
    const fake = fakeGateway(() => Promise.resolve({ refusals: ['payment_failed'] }));
    await createTransaction(deps(), fake.gateway, input(code));
    const [payment] = await store.payments.findByReservation('demo', code);
    expect(await queued(END_TOPIC, payment?.id)).toBe(true);
    expect(await queued(RELEASE_TOPIC, payment?.id)).toBe(false);
    expect((await store.reservations.findByConfirmationCode('demo', code))?.status).toBe('reserved');
  });

  it('lets the visitor try again on the same hold after a refused BLIK code, with a key and a payment of its own', async () => {
    const code = await heldReservation();
    let refuse = true;
    const fake = fakeGateway(() => Promise.resolve({ refusals: refuse ? ['payment_failed'] : [] }));
    const refused = await createTransaction(deps(), fake.gateway, input(code));
    refuse = false;
    const paid = await createTransaction(deps(), fake.gateway, input(code));
    expect(paid.transactionId).not.toBe(refused.transactionId);
    expect(fake.calls.map((c) => c.request.idempotencyKey)).toEqual([
      `${code}|anna@example.com|240|demo|blik`,
      `${code}|anna@example.com|240|demo|blik|try2`,
    ]);
    // The refused try stays on record beside the live one: one live payment per reservation.
    expect(await statusesOf(code)).toEqual(['pending', 'error']);
    // A double click of the second try answers it again without a third provider call.
    expect(await createTransaction(deps(), fake.gateway, input(code))).toEqual(paid);
    expect(fake.calls).toHaveLength(2);
  });

  it('still refuses a retry on a kept hold without its token', async () => {
    const code = await heldReservation();
    const fake = fakeGateway(() => Promise.resolve({ refusals: ['payment_failed'] }));
    await createTransaction(deps(), fake.gateway, input(code));
    await expect(
      createTransaction(deps(), fake.gateway, { ...input(code), holdToken: 'x'.repeat(43) }),
    ).rejects.toMatchObject({ code: 'payment_without_reservation' });
    expect(fake.calls).toHaveLength(1);
  });

  it('answers transaction_store_failed when the created transaction cannot be recorded, leaving the intent open', async () => {
    const code = await heldReservation();
    const fake = fakeGateway(created);
    const failingStore: Store = {
      ...store,
      payments: { ...store.payments, markCreated: () => Promise.reject(new Error('disk full')) },
    };
    const failure = createTransaction(deps({ store: failingStore }), fake.gateway, input(code));
    await expect(failure).rejects.toBeInstanceOf(DomainError);
    await expect(failure).rejects.toMatchObject({ code: 'transaction_store_failed' });
    expect(fake.calls).toHaveLength(1);
    expect(await statusesOf(code)).toEqual(['initiated']);
  });
});
