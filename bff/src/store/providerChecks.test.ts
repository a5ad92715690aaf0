import type { Store } from './openStore';
import { STORE_OPEN_TIMEOUT_MS, testEngines } from './testing/testStores';

const at = (iso: string) => new Date(`2026-11-22T${iso}Z`);
let keySequence = 0;

describe.each(testEngines())('provider checks of a payment on $name', (engine) => {
  let store: Store;
  let second: Store;
  beforeAll(async () => {
    store = await engine.open();
    second = await engine.open();
  }, STORE_OPEN_TIMEOUT_MS);
  afterAll(() => engine.cleanup());

  const newPayment = () =>
    store.payments.saveIntent(
      {
        configId: 'demo',
        idempotencyKey: `check-${process.pid}-${++keySequence}`,
        reservationCode: `CHK-${keySequence}`,
        provider: 'tpay',
        method: 'PBL_108',
        amountMinor: 1000,
        currency: 'PLN',
        sessionId: null,
      },
      at('12:00:00'),
    );

  it('gives the first check, then none until the last one predates the bound', async () => {
    const { id } = await newPayment();
    expect(await store.payments.claimProviderCheck(id, at('12:00:00'), at('11:59:50'))).toBe(true);
    expect(await store.payments.claimProviderCheck(id, at('12:00:05'), at('11:59:55'))).toBe(false);
    expect(await store.payments.claimProviderCheck(id, at('12:00:10'), at('12:00:00'))).toBe(false);
    expect(await store.payments.claimProviderCheck(id, at('12:00:11'), at('12:00:01'))).toBe(true);
  });

  it('gives one check to one of several concurrent callers, across connections', async () => {
    const { id } = await newPayment();
    const claims = await Promise.all(
      [store, second, store, second].map((s) => s.payments.claimProviderCheck(id, at('12:00:00'), at('11:59:50'))),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
  });

  it('leaves the payment untouched for the reconciler (its updated_at stays)', async () => {
    const saved = await newPayment();
    await store.payments.claimProviderCheck(saved.id, at('12:05:00'), at('12:04:50'));
    expect((await store.payments.findById(saved.id))?.updatedAt).toEqual(saved.updatedAt);
  });
});
