import { reservationDataSchema } from '@booking/shared-contracts';
import { buildReservationData } from '@booking/sandbox/testing';
import { promoCodeOf, toBokunBooking } from './bookingRequest';

const parse = (raw: unknown) => reservationDataSchema.validateSync(raw, { stripUnknown: true });

describe('toBokunBooking', () => {
  it('copies the top-level promoCode into the booking request, where Bokun reads it', () => {
    const booking = toBokunBooking(
      parse(buildReservationData({ date: '2026-06-16', promoCode: 'WELCOME10' })),
    );
    expect(booking.promoCode).toBe('WELCOME10');
  });

  it('keeps a promo code already inside directBooking when there is none at the top', () => {
    const raw = buildReservationData({ date: '2026-06-16' });
    const data = parse({ ...raw, directBooking: { ...raw.directBooking, promoCode: 'INSIDE' } });
    expect(promoCodeOf(data)).toBe('INSIDE');
  });

  it('sends no promoCode field for a blank code', () => {
    const booking = toBokunBooking(parse(buildReservationData({ date: '2026-06-16', promoCode: '  ' })));
    expect(booking).not.toHaveProperty('promoCode');
  });

  it('keeps one passenger entry per person with their details (Bokun has no quantity field)', () => {
    const booking = toBokunBooking(
      parse(buildReservationData({ date: '2026-06-16', adults: 2, children: 1 })),
    );
    const [activity] = booking.activityBookings;
    expect(activity?.passengers.map((p) => p.pricingCategoryId)).toEqual([10_001, 10_001, 10_002]);
    expect(activity?.passengers[0]?.passengerDetails).toEqual([
      { questionId: 'firstName', values: ['Guest1'] },
      { questionId: 'lastName', values: ['Nowak'] },
    ]);
    expect(activity).toMatchObject({
      activityId: 1001,
      date: '2026-06-16',
      startTimeId: 10_010,
      rateId: 10_021,
    });
  });

  it('sends extras priced per person on their passenger and those priced per booking on the booking', () => {
    const data = parse(buildReservationData({ date: '2026-06-16', adults: 2 }));
    const [reserved] = data.directBooking.activityBookings;
    if (!reserved) throw new Error('no activity booking');
    reserved.extras = [{ extraId: 60_032, unitCount: 1 }];
    reserved.passengers[1]!.extras = [{ extraId: 60_031, unitCount: 1 }];
    const [activity] = toBokunBooking(data).activityBookings;
    expect(activity?.extras).toEqual([{ extraId: 60_032, unitCount: 1 }]);
    expect(activity?.passengers.map((p) => p.extras)).toEqual([[], [{ extraId: 60_031, unitCount: 1 }]]);
  });
});
