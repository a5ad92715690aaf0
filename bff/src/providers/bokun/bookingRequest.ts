import type { ReservationData } from '@booking/shared-contracts';
import type { BokunBookingRequest } from './types';

type Answer = { questionId: string; values: string[] };
const answers = (list: Answer[] | undefined): Answer[] =>
  (list ?? []).map((a) => ({ questionId: a.questionId, values: [...a.values] }));

type Extra = { extraId: number; unitCount: number };
const extrasOf = (list: Extra[] | undefined): Extra[] =>
  (list ?? []).map((e) => ({ extraId: e.extraId, unitCount: e.unitCount }));

/** The promo code of a reservation: the top-level one (spec §7) wins over one already in the booking. */
export function promoCodeOf(data: ReservationData): string | undefined {
  const code = (data.promoCode ?? data.directBooking.promoCode)?.trim();
  return code ? code : undefined;
}

/**
 * The §7 reservation body's `directBooking` as Bokun's booking request, field by field, with the
 * top-level `promoCode` copied in (Bokun reads it only inside the booking request, bokun.md §3.3).
 */
export function toBokunBooking(data: ReservationData): BokunBookingRequest {
  const promoCode = promoCodeOf(data);
  return {
    mainContactDetails: answers(data.directBooking.mainContactDetails),
    activityBookings: data.directBooking.activityBookings.map((booking) => ({
      activityId: booking.activityId,
      date: booking.date,
      ...(booking.startTimeId == null ? {} : { startTimeId: booking.startTimeId }),
      rateId: booking.rateId,
      answers: answers(booking.answers),
      extras: extrasOf(booking.extras),
      passengers: booking.passengers.map((passenger) => ({
        pricingCategoryId: passenger.pricingCategoryId,
        passengerDetails: answers(passenger.passengerDetails),
        answers: answers(passenger.answers),
        extras: extrasOf(passenger.extras),
      })),
    })),
    ...(promoCode === undefined ? {} : { promoCode }),
  };
}
