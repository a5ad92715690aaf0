import { reservationDataSchema } from '@booking/shared-contracts';
import { buildReservationData } from '@booking/sandbox/testing';
import { bokunClientOver, type BokunApi, type BokunConfirmRequest } from '../../providers/bokun';
import { IN_MEMORY, openStore, type Store } from '../../store';
import { STORE_OPEN_TIMEOUT_MS } from '../../store/testing/testStores';
import { testDeps } from '../../testing/testDeps';
import { confirmReservation } from './confirmReservation';
import { reserve } from './reserve';

let store: Store;
beforeAll(async () => {
  store = await openStore({ dataDir: IN_MEMORY });
}, STORE_OPEN_TIMEOUT_MS);
afterAll(() => store.close());

/** Shared by every fake: Bokun never hands out a code twice, and the tests share one store. */
let seq = 0;

/** A recording fake of Bokun's REST calls that prices every booking at `amount` in `currency`. */
function fakeBokunApi(amount: number, currency: string) {
  const confirmations: BokunConfirmRequest[] = [];
  const api: BokunApi = {
    // Read for the rate's participant limit; the fake's activity sets none.
    getActivity: (activityId) => Promise.resolve({ id: activityId, title: 'Old Town walking tour' }),
    getAvailabilities: () => Promise.reject(new Error('not used')),
    checkoutOptions: () =>
      Promise.resolve({
        options: [
          {
            type: 'CUSTOMER_FULL_PAYMENT',
            amount,
            currency,
            allowedMethods: ['RESERVE_FOR_EXTERNAL_PAYMENT'],
          },
        ],
      }),
    reserve: () => {
      seq += 1;
      return Promise.resolve({
        booking: { bookingId: seq, confirmationCode: `JPN-${seq}`, status: 'RESERVED' },
      });
    },
    confirmReservation: (confirmationCode, request) => {
      confirmations.push(request);
      return Promise.resolve({
        alreadyConfirmed: false,
        response: { booking: { confirmationCode, status: 'CONFIRMED' } },
      });
    },
    abortReservation: () => Promise.resolve({ alreadyReleased: false }),
  };
  return { api, confirmations };
}

const reservationIn = (currency: string, amount: number) =>
  reservationDataSchema.validateSync(
    { ...buildReservationData({ date: '2026-06-16' }), currency, amount },
    { stripUnknown: true },
  );

describe('reserve and confirmReservation', () => {
  it('store a zero-decimal currency (JPY) in whole yen and confirm the same amount', async () => {
    const bokun = fakeBokunApi(12_000, 'JPY');
    const deps = testDeps(undefined, { store, bokunClient: () => bokunClientOver(bokun.api) });
    const ref = await reserve(deps, {
      configId: 'demo',
      idempotencyKey: 'jpy-reserve-0001',
      reservationData: reservationIn('JPY', 12_000),
    });
    const recorded = await store.reservations.findByConfirmationCode('demo', ref.confirmationCode);
    expect(recorded).toMatchObject({ amountMinor: 12_000, currency: 'JPY' });
    await confirmReservation(deps, { configId: 'demo', confirmationCode: ref.confirmationCode });
    expect(bokun.confirmations).toEqual([expect.objectContaining({ amount: 12_000, currency: 'JPY' })]);
  });

  it('store a two-decimal currency in its minor unit and confirm it in major units', async () => {
    const bokun = fakeBokunApi(240.5, 'EUR');
    const deps = testDeps(undefined, { store, bokunClient: () => bokunClientOver(bokun.api) });
    const ref = await reserve(deps, {
      configId: 'demo',
      idempotencyKey: 'eur-reserve-0001',
      reservationData: reservationIn('EUR', 240.5),
    });
    const recorded = await store.reservations.findByConfirmationCode('demo', ref.confirmationCode);
    expect(recorded).toMatchObject({ amountMinor: 24_050, currency: 'EUR' });
    await confirmReservation(deps, { configId: 'demo', confirmationCode: ref.confirmationCode });
    expect(bokun.confirmations).toEqual([expect.objectContaining({ amount: 240.5, currency: 'EUR' })]);
  });
});
