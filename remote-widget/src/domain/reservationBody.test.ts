import { reservationBody } from '@booking/shared-contracts/testing';
import { buildSlot } from '../testing/testBuilders';
import type { CheckoutValues } from './checkoutForm';
import { buildReservationData, mainContactDetails, slotDateOf, startTimeIdOf } from './reservationBody';

const values: CheckoutValues = {
  contact: { firstName: 'Anna', lastName: 'Nowak', email: 'anna@example.com', phoneNumber: '' },
  passengers: [
    { pricingCategoryId: 21, ticketName: 'Adult', answers: { firstName: 'Anna', accessibility: true } },
    { pricingCategoryId: 22, ticketName: 'Child', answers: { firstName: '', accessibility: false } },
  ],
  booking: { dietary: ' vegan ', canSwim: true },
};
const input = {
  activityId: 1001,
  slot: buildSlot({ id: '31_20260612' }),
  rateId: 11,
  values,
  amount: 200,
  currency: 'PLN',
};

describe('buildReservationData (§7 reservation body)', () => {
  it('reserves for external payment with the booking, passengers, answers, amount and currency', () => {
    const result = buildReservationData(input);
    expect(result.ok && result.data).toEqual(
      reservationBody({
        phoneNumber: '000000',
        booking: {
          answers: [
            { questionId: 'dietary', values: ['vegan'] },
            { questionId: 'canSwim', values: ['true'] },
          ],
          extras: [],
          passengers: [
            {
              pricingCategoryId: 21,
              passengerDetails: [
                { questionId: 'firstName', values: ['Anna'] },
                { questionId: 'accessibility', values: ['true'] },
              ],
              answers: [],
              extras: [],
            },
            { pricingCategoryId: 22, passengerDetails: [], answers: [], extras: [] },
          ],
        },
      }),
    );
  });

  it('carries "promoCode when present"', () => {
    const result = buildReservationData({ ...input, promoCode: ' WELCOME10 ' });
    expect(result.ok && result.data.promoCode).toBe('WELCOME10');
    const none = buildReservationData({ ...input, promoCode: '' });
    expect(none.ok && 'promoCode' in none.data).toBe(false);
  });

  it('"No time slot gives No time slot selected; no activity gives No activity selected"', () => {
    expect(buildReservationData({ ...input, slot: null })).toEqual({
      ok: false,
      error: 'no_time_slot_selected',
    });
    expect(buildReservationData({ ...input, activityId: null })).toEqual({
      ok: false,
      error: 'no_activity_selected',
    });
  });
});

describe('mainContactDetails', () => {
  it('"empty contact values fall back to placeholders"', () => {
    expect(mainContactDetails({ firstName: ' ', email: '' })).toEqual([
      { questionId: 'firstName', values: ['Guest'] },
      { questionId: 'email', values: ['guest@example.com'] },
      { questionId: 'lastName', values: ['Guest'] },
      { questionId: 'phoneNumber', values: ['000000'] },
    ]);
  });
});

describe('slot ids', () => {
  it('hold the start time id and the date', () => {
    expect(startTimeIdOf('31_20260612')).toBe(31);
    expect(slotDateOf('31_20260612')).toBe('2026-06-12');
    expect(startTimeIdOf('x')).toBeNull();
  });
});
