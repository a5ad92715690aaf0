import type { Store } from './openStore';
import type { NewPaymentIntent } from './payments';
import { isLivePaymentConflict } from './livePayments';
import { STORE_OPEN_TIMEOUT_MS, testEngines } from './testing/testStores';

const T0 = new Date('2026-11-22T12:00:00Z');
let sequence = 0;

async function reserved(store: Store, expiresAt = new Date(T0.getTime() + 30 * 60_000)) {
  sequence += 1;
  const confirmationCode = `HLD-${process.pid}-${sequence}`;
  await store.reservations.save(
    {
      configId: 'demo',
      confirmationCode,
      bookingId: sequence,
      activityId: 1001,
      date: '2026-12-05',
      startTimeId: 1,
      amountMinor: 24_000,
      currency: 'PLN',
      expiresAt,
    },
    T0,
  );
  return confirmationCode;
}

const intent = (reservationCode: string, over: Partial<NewPaymentIntent> = {}): NewPaymentIntent => ({
  configId: 'demo',
  idempotencyKey: `${reservationCode}|anna@example.com|240|demo|card`,
  reservationCode,
  provider: 'tpay',
  method: 'CARD',
  amountMinor: 24_000,
  currency: 'PLN',
  sessionId: null,
  ...over,
});

describe.each(testEngines())('hold ownership and live payments on $name', (engine) => {
  let store: Store;
  beforeAll(async () => {
    store = await engine.open();
  }, STORE_OPEN_TIMEOUT_MS);
  afterAll(() => engine.cleanup());

  it('keeps the token hash of a hold; unknown codes have none', async () => {
    const code = await reserved(store);
    expect(await store.holds.tokenHashOf('demo', code)).toBeNull();
    await store.holds.attach(
      { configId: 'demo', confirmationCode: code },
      { tokenHash: 'ab'.repeat(32), clientKey: 'c1' },
    );
    expect(await store.holds.tokenHashOf('demo', code)).toBe('ab'.repeat(32));
    expect(await store.holds.tokenHashOf('demo', 'NOPE-1')).toBeUndefined();
  });

  it('counts a client’s holds that are reserved and not expired', async () => {
    const client = `client-${process.pid}-${sequence}`;
    const live = await reserved(store);
    const old = await reserved(store, new Date(T0.getTime() - 1));
    const released = await reserved(store);
    for (const code of [live, old, released]) {
      await store.holds.attach(
        { configId: 'demo', confirmationCode: code },
        { tokenHash: 'x', clientKey: client },
      );
    }
    await store.reservations.updateStatus({ configId: 'demo', confirmationCode: released }, 'cancelled', T0);
    expect(await store.holds.countLive({ clientKey: client }, T0)).toBe(1);
  });

  it('sums the live seats of a departure per client, per session and for anyone', async () => {
    const activityId = 900_000 + process.pid * 10 + sequence;
    const departure = { configId: 'demo', activityId, date: '2026-12-05', startTimeId: 7 };
    const hold = async (owner: { clientKey: string; sessionKey: string }, seats: number, startTimeId = 7) => {
      sequence += 1;
      const confirmationCode = `SEAT-${process.pid}-${sequence}`;
      await store.reservations.save(
        {
          ...departure,
          startTimeId,
          confirmationCode,
          bookingId: sequence,
          amountMinor: 100,
          currency: 'PLN',
          expiresAt: new Date(T0.getTime() + 30 * 60_000),
        },
        T0,
      );
      await store.holds.attach({ configId: 'demo', confirmationCode }, { tokenHash: 'x', ...owner, seats });
      return confirmationCode;
    };
    const a = { clientKey: `seat-client-a-${activityId}`, sessionKey: `seat-session-a-${activityId}` };
    const b = { clientKey: `seat-client-b-${activityId}`, sessionKey: `seat-session-b-${activityId}` };
    await hold(a, 4);
    const released = await hold(a, 5);
    await hold(a, 6, 8);
    await hold(b, 3);
    await store.reservations.updateStatus({ configId: 'demo', confirmationCode: released }, 'cancelled', T0);
    expect(await store.holds.liveSeats({ clientKey: a.clientKey }, T0, departure)).toBe(4);
    expect(await store.holds.liveSeats({ sessionKey: a.sessionKey }, T0)).toBe(10);
    expect(await store.holds.liveSeats('anyone', T0, departure)).toBe(7);
    expect(await store.holds.liveSeats('anyone', new Date(T0.getTime() + 31 * 60_000), departure)).toBe(0);
  });

  it('tells how a client’s holds ended: live, released, expired, confirmed', async () => {
    const client = `history-${process.pid}-${sequence}`;
    const codes = [
      await reserved(store),
      await reserved(store),
      await reserved(store, new Date(T0.getTime() - 1)),
      await reserved(store),
      await reserved(store),
    ];
    for (const code of codes) {
      await store.holds.attach(
        { configId: 'demo', confirmationCode: code },
        { tokenHash: 'x', clientKey: client },
      );
    }
    const key = (n: number) => ({ configId: 'demo', confirmationCode: codes[n] ?? '' });
    await store.reservations.updateStatus(key(1), 'cancelled', T0);
    await store.reservations.updateStatus(key(3), 'expired', T0);
    await store.reservations.updateStatus(key(4), 'confirmed', T0);
    expect(await store.holds.history({ clientKey: client }, T0)).toEqual({
      live: 1,
      released: 1,
      expired: 2,
      confirmed: 1,
    });
  });

  it('keeps one row per provider for one idempotency key', async () => {
    const code = await reserved(store);
    const tpay = await store.payments.saveIntent(intent(code), T0);
    await store.payments.setStatus(tpay.id, 'cancelled', T0);
    const stripe = await store.payments.saveIntent(intent(code, { provider: 'stripe_sandbox' }), T0);
    expect(stripe.id).not.toBe(tpay.id);
    expect((await store.payments.findById(tpay.id))?.provider).toBe('tpay');
  });

  it('refuses a second live payment of one reservation, whatever the key or provider', async () => {
    const code = await reserved(store);
    await store.payments.saveIntent(intent(code), T0);
    const second = store.payments.saveIntent(
      intent(code, { idempotencyKey: `${code}|b@example.com|240|demo|bank`, provider: 'stripe_sandbox' }),
      T0,
    );
    const refused: unknown = await second.then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isLivePaymentConflict(refused)).toBe(true);
  });
});
