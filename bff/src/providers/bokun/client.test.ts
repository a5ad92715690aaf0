import {
  activityDetailsSchema,
  reservationDataSchema,
  scheduleSlotSchema,
  toMinorUnits,
} from '@booking/shared-contracts';
import { startSandbox, type RunningSandbox } from '@booking/sandbox';
import { buildReservationData } from '@booking/sandbox/testing';
import { createBokunClient } from './client';

const now = new Date('2026-03-10T09:00:00Z');
let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, clock: () => now });
});
afterAll(() => sandbox.close());

const client = () =>
  createBokunClient({
    baseUrl: sandbox.url,
    accessKey: 'demo-access-key',
    secretKey: 'demo-secret-key',
    clock: { now: () => now },
  });

const reservation = (options: { promoCode?: string } = {}) =>
  reservationDataSchema.validateSync(buildReservationData({ date: '2026-03-17', ...options }), {
    stripUnknown: true,
  });

describe('createBokunClient', () => {
  it('answers activity details and schedule slots in the contract shapes', async () => {
    const details = await client().activityDetails(1001, 'en', 'PLN');
    expect(activityDetailsSchema.validateSync(details, { strict: true })).toEqual(details);
    const slots = await client().scheduleSlots(1001, '2026-03-17', '2026-03-17', 'PLN');
    expect(slots.length).toBeGreaterThan(0);
    for (const slot of slots) expect(scheduleSlotSchema.isValidSync(slot, { strict: true })).toBe(true);
  });

  it('quotes Bokun’s own total in minor units, promo code applied', async () => {
    expect(await client().quote(reservation())).toEqual({
      checkoutOption: expect.any(String),
      amount: 24_000,
      currency: 'PLN',
    });
    expect((await client().quote(reservation({ promoCode: 'WELCOME10' }))).amount).toBe(21_600);
  });

  it('prices a reservation with and without its promo code', async () => {
    expect(await client().promoTotals(reservation({ promoCode: 'WELCOME10' }))).toMatchObject({
      totalPrice: 216,
      promoCodeApplied: true,
    });
    expect(await client().promoTotals(reservation())).toEqual({
      totalPrice: 240,
      price: { total: 240 },
      currency: 'PLN',
      promoCodeApplied: false,
    });
  });

  it('reserves at the quote and confirms with the minor amount sent in major units', async () => {
    const data = reservation();
    const ref = await client().reserve(data, await client().quote(data));
    expect(sandbox.state.bokun.reservation(ref.confirmationCode)).toMatchObject({ status: 'RESERVED' });
    const result = await client().confirmReservation(ref.confirmationCode, {
      amount: toMinorUnits(240, 'PLN'),
      currency: 'PLN',
    });
    expect(result).toEqual({ confirmationCode: ref.confirmationCode, status: 'CONFIRMED' });
    expect(sandbox.state.bokun.reservation(ref.confirmationCode)?.confirmation).toMatchObject({
      amount: 240,
      currency: 'PLN',
    });
  });
});
