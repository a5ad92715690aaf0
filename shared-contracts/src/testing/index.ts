// Test builders shared by the packages' tests (`@booking/shared-contracts/testing`); no production code imports
// this entry. Each starts from the contract's own example, so a test names only what it checks.
import type { RouteResponse } from '../api/defineRoute';
import { bookingReceipt } from '../api/routes/booking';
import { exampleReservationData } from '../api/routes/bokunExamples';
import { SUCCESS_PAYLOAD_VERSION } from '../domain/constants';
import type { SuccessPayload } from '../domain/successPayload';

/** A paid booking as GET /api/booking-receipt describes it. */
export type ReceiptBooking = NonNullable<RouteResponse<typeof bookingReceipt>['booking']>;

/** The contract example's paid booking (Old Town tour, two adults), with `overrides`. */
export function receiptBooking(overrides: Partial<ReceiptBooking> = {}): ReceiptBooking {
  const { booking } = bookingReceipt.examples.valid.response as { booking: ReceiptBooking };
  return { ...booking, ...overrides };
}

/** The §2 success-redirect payload of that booking, paid with Tpay by Anna Nowak, with `overrides`. */
export function successPayload(overrides: Partial<SuccessPayload> = {}): SuccessPayload {
  const { confirmationCode, activity, date, time, tickets, totalPrice, currency } = receiptBooking();
  return {
    version: SUCCESS_PAYLOAD_VERSION,
    status: 'success',
    confirmationCode,
    bookingId: 5501,
    activity,
    date,
    time,
    tickets,
    totalPrice,
    currency,
    contact: { firstName: 'Anna', lastName: 'Nowak', email: 'anna@example.com' },
    transactionId: 'ta_1',
    provider: 'tpay',
    lang: 'pl',
    ...overrides,
  };
}

/** A question's answer in a reservation body. */
export interface AnswerBody {
  questionId: string;
  values: string[];
}

/** One passenger of a reservation body. */
export interface PassengerBody {
  pricingCategoryId: number;
  passengerDetails: AnswerBody[];
  answers: AnswerBody[];
  extras: { extraId: number; unitCount: number }[];
}

/** The one activity booking of a reservation body. */
export interface ActivityBookingBody {
  activityId: number;
  date: string;
  startTimeId: number;
  rateId: number;
  answers: AnswerBody[];
  extras?: { extraId: number; unitCount: number }[];
  passengers: PassengerBody[];
}

/** A §7 reservation body as the widget sends it. */
export type ReservationBody = Omit<typeof exampleReservationData, 'directBooking'> & {
  promoCode?: string;
  directBooking: { mainContactDetails: AnswerBody[]; activityBookings: ActivityBookingBody[] };
};

/** What a test changes in the contract's example reservation body. */
export interface ReservationBodyParts {
  /** The main contact's phone number. */
  phoneNumber?: string;
  /** Fields of the one activity booking (activity, date, start time, rate, passengers…). */
  booking?: Partial<ActivityBookingBody>;
  amount?: number;
  promoCode?: string;
}

/** The contract example's §7 reservation body (two adults on 12 June 2026), with `parts` changed. */
export function reservationBody(parts: ReservationBodyParts = {}): ReservationBody {
  const example: ReservationBody = exampleReservationData;
  const { directBooking } = example;
  const [booking] = directBooking.activityBookings;
  return {
    ...example,
    directBooking: {
      ...directBooking,
      mainContactDetails: directBooking.mainContactDetails.map((detail) =>
        detail.questionId === 'phoneNumber' && parts.phoneNumber !== undefined
          ? { ...detail, values: [parts.phoneNumber] }
          : detail,
      ),
      activityBookings: [{ ...(booking as ActivityBookingBody), ...parts.booking }],
    },
    ...(parts.promoCode === undefined ? {} : { promoCode: parts.promoCode }),
    ...(parts.amount === undefined ? {} : { amount: parts.amount }),
  };
}
