// Reservation bodies for the seeded Old Town tour (activity 1001): adult 10001, child 10002,
// start times 10010 (10:00), 10011 (14:00), 10012 (18:00), standard rate 10021 (adult 120, child 80 PLN).
import { reservationBody } from '@booking/shared-contracts/testing';

export const OLD_TOWN = 1001;
export const ADULT = 10_001;
export const CHILD = 10_002;
export const STANDARD_RATE = 10_021;
export const TEN_AM = 10_010;
export const SIX_PM = 10_012;

interface BookingOptions {
  date: string;
  startTimeId?: number;
  adults?: number;
  children?: number;
  promoCode?: string;
  amount?: number;
}

/** A §7 reservation body for `adults` adults and `children` children on a day and start time. */
export function buildReservationData(options: BookingOptions) {
  const { adults = 2, children = 0 } = options;
  const passengers = [
    ...Array.from({ length: adults }, () => ADULT),
    ...Array.from({ length: children }, () => CHILD),
  ].map((pricingCategoryId, i) => ({
    pricingCategoryId,
    passengerDetails: [
      { questionId: 'firstName', values: [`Guest${i + 1}`] },
      { questionId: 'lastName', values: ['Nowak'] },
    ],
    answers: [],
    extras: [],
  }));
  return reservationBody({
    phoneNumber: '+48600100200',
    booking: {
      activityId: OLD_TOWN,
      date: options.date,
      startTimeId: options.startTimeId ?? TEN_AM,
      rateId: STANDARD_RATE,
      answers: [],
      passengers,
    },
    ...(options.promoCode === undefined ? {} : { promoCode: options.promoCode }),
    amount: options.amount ?? adults * 120 + children * 80,
  });
}

/** The seeded Tatra hike (activity 1005): its supplier requires a phone number and not an e-mail. */
export const HIKE = 1005;

/** A reservation of the hike for one adult with the given main-contact answers (question id → value). */
export function buildHikeReservation(date: string, contact: Record<string, string>) {
  const data = buildReservationData({ date, adults: 1, amount: 150 });
  const [booking] = data.directBooking.activityBookings;
  if (!booking) throw new Error('no activity booking');
  Object.assign(booking, {
    activityId: HIKE,
    startTimeId: 50_010,
    rateId: 50_021,
    passengers: booking.passengers.map((p) => ({ ...p, pricingCategoryId: 50_001 })),
  });
  data.directBooking.mainContactDetails = Object.entries(contact).map(([questionId, value]) => ({
    questionId,
    values: [value],
  }));
  return data;
}

/**
 * The first Monday–Friday at least `days` after `now`, as yyyy-MM-dd: the sandbox prices weekends apart
 * (seeded weekend prices), so bodies built with the weekday amounts above need a weekday.
 */
export function weekdayAhead(now: Date, days: number): string {
  const day = new Date(now.getTime() + days * 86_400_000);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}
