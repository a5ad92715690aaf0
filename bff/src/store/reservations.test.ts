import type { Store } from './openStore';
import { createReservationsRepository, ReservationCodeTakenError, type NewReservation } from './reservations';
import { STORE_OPEN_TIMEOUT_MS, testEngines } from './testing/testStores';

let sequence = 0;
function buildReservation(overrides: Partial<NewReservation> = {}): NewReservation {
  sequence += 1;
  return {
    configId: 'demo',
    confirmationCode: `TST-${sequence}`,
    bookingId: 5001 + sequence,
    activityId: 1234,
    date: '2026-12-05',
    startTimeId: 77,
    amountMinor: 25_000,
    currency: 'PLN',
    expiresAt: new Date('2026-11-22T12:30:00Z'),
    ...overrides,
  };
}

const T0 = new Date('2026-11-22T12:00:00Z');
const T1 = new Date('2026-11-22T12:05:00Z');

describe.each(testEngines())('reservations repository on $name', (engine) => {
  let store: Store;
  beforeAll(async () => {
    store = await engine.open();
  }, STORE_OPEN_TIMEOUT_MS);
  afterAll(() => engine.cleanup());

  it('saves a reservation as reserved and finds it by confirmation code', async () => {
    const input = buildReservation();
    const saved = await store.reservations.save(input, T0);
    expect(saved).toStrictEqual({ ...input, status: 'reserved', createdAt: T0, updatedAt: T0 });
    await expect(store.reservations.findByConfirmationCode('demo', input.confirmationCode)).resolves.toEqual(
      saved,
    );
  });

  it('keeps optional fields empty when Bokun gives none', async () => {
    const input = buildReservation({ bookingId: null, startTimeId: null, expiresAt: null });
    const saved = await store.reservations.save(input, T0);
    expect(saved).toMatchObject({ bookingId: null, startTimeId: null, expiresAt: null });
  });

  it('scopes confirmation codes by config id', async () => {
    const input = buildReservation();
    await store.reservations.save(input, T0);
    await expect(
      store.reservations.findByConfirmationCode('other-config', input.confirmationCode),
    ).resolves.toBeUndefined();
  });

  it('updates the status and the update time, keeping the creation time', async () => {
    const input = buildReservation();
    await store.reservations.save(input, T0);
    const key = { configId: 'demo', confirmationCode: input.confirmationCode };
    const updated = await store.reservations.updateStatus(key, 'cancelled', T1);
    expect(updated).toMatchObject({ status: 'cancelled', createdAt: T0, updatedAt: T1 });
  });

  it('answers undefined when updating a reservation that does not exist', async () => {
    const key = { configId: 'demo', confirmationCode: 'NOPE-1' };
    await expect(store.reservations.updateStatus(key, 'confirmed', T1)).resolves.toBeUndefined();
  });

  it('never overwrites a stored booking: the same booking saved again answers the stored row', async () => {
    const input = buildReservation();
    await store.reservations.save(input, T0);
    const again = await store.reservations.save({ ...input, amountMinor: 30_000, status: 'confirmed' }, T1);
    expect(again).toMatchObject({ amountMinor: 25_000, status: 'reserved', createdAt: T0, updatedAt: T0 });
  });

  it('refuses a code stored for another booking, keeping the stored one', async () => {
    const input = buildReservation();
    await store.reservations.save(input, T0);
    await store.reservations.updateStatus(input, 'confirmed', T0);
    const recycled = { ...input, bookingId: (input.bookingId ?? 0) + 1, amountMinor: 1 };
    const refusal = store.reservations.save(recycled, T1);
    await expect(refusal).rejects.toBeInstanceOf(ReservationCodeTakenError);
    await expect(refusal).rejects.toMatchObject({
      storedBookingId: input.bookingId,
      newBookingId: recycled.bookingId,
    });
    expect(await store.reservations.findByConfirmationCode('demo', input.confirmationCode)).toMatchObject({
      bookingId: input.bookingId,
      amountMinor: 25_000,
      status: 'confirmed',
    });
  });

  it('refuses amounts that are not whole minor units', async () => {
    await expect(store.reservations.save(buildReservation({ amountMinor: 12.5 }), T0)).rejects.toThrow(
      RangeError,
    );
  });

  it('joins a transaction when built over the transaction client', async () => {
    const input = buildReservation();
    await expect(
      store.sql.transaction(async (tx) => {
        await createReservationsRepository(tx).save(input, T0);
        throw new Error('payment step failed');
      }),
    ).rejects.toThrow('payment step failed');
    await expect(
      store.reservations.findByConfirmationCode('demo', input.confirmationCode),
    ).resolves.toBeUndefined();
  });
});
