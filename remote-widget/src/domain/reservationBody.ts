import {
  PLACEHOLDER_EMAIL,
  type Answer,
  type ErrorMessageCode,
  type ReservationData,
  type TimeSlot,
} from '@booking/shared-contracts';
import { isAnswered, type AnswerValue, type CheckoutValues } from './checkoutForm';
import type { ReservationExtras } from './extras';

/** §5 "empty contact values fall back to placeholders": Bokun refuses a reservation without them. */
export const CONTACT_PLACEHOLDERS: Readonly<Record<string, string>> = {
  firstName: 'Guest',
  lastName: 'Guest',
  email: PLACEHOLDER_EMAIL,
  phoneNumber: '000000',
};

/** The start time id inside a slot id `{startTimeId}_{YYYYMMDD}`. */
export function startTimeIdOf(slotId: string): number | null {
  const id = Number(slotId.split('_')[0]);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** YYYY-MM-DD of a slot id. */
export function slotDateOf(slotId: string): string | null {
  const match = /_(\d{4})(\d{2})(\d{2})$/.exec(slotId);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : null;
}

function toAnswers(answers: Record<string, AnswerValue>): Answer[] {
  return Object.entries(answers)
    .filter(([, value]) => isAnswered(value))
    .map(([questionId, value]) => ({
      questionId,
      values: [typeof value === 'boolean' ? 'true' : value.trim()],
    }));
}

/** Main contact answers with a placeholder for each empty known field. */
export function mainContactDetails(contact: Record<string, string>): Answer[] {
  const ids = new Set([...Object.keys(contact), ...Object.keys(CONTACT_PLACEHOLDERS)]);
  return [...ids].flatMap((questionId) => {
    const value = (contact[questionId] ?? '').trim() || CONTACT_PLACEHOLDERS[questionId];
    return value ? [{ questionId, values: [value] }] : [];
  });
}

/** What the reservation is built from. */
export interface ReservationInput {
  activityId: number | null;
  slot: TimeSlot | null;
  rateId: number | null;
  values: CheckoutValues;
  promoCode?: string;
  /** The chosen extras, placed on the booking and on passengers (in the passengers' order). */
  extras?: ReservationExtras;
  amount: number;
  currency: string;
}

export type ReservationBodyResult =
  | { ok: true; data: ReservationData }
  | { ok: false; error: Extract<ErrorMessageCode, 'no_time_slot_selected' | 'no_activity_selected'> };

/**
 * §7 "The body of the reservation has: checkoutOption CUSTOMER_FULL_PAYMENT, paymentMethod
 * RESERVE_FOR_EXTERNAL_PAYMENT, source DIRECT_REQUEST, directBooking … promoCode when present,
 * sendNotificationToMainContact true, showPricesInNotification false, amount, currency." §5: no time slot
 * gives "No time slot selected"; no activity gives "No activity selected".
 */
export function buildReservationData(input: ReservationInput): ReservationBodyResult {
  if (input.activityId === null) return { ok: false, error: 'no_activity_selected' };
  const startTimeId = input.slot ? startTimeIdOf(input.slot.id) : null;
  const date = input.slot ? slotDateOf(input.slot.id) : null;
  if (!input.slot || startTimeId === null || date === null || input.rateId === null) {
    return { ok: false, error: 'no_time_slot_selected' };
  }
  const promoCode = input.promoCode?.trim();
  const data: ReservationData = {
    checkoutOption: 'CUSTOMER_FULL_PAYMENT',
    paymentMethod: 'RESERVE_FOR_EXTERNAL_PAYMENT',
    source: 'DIRECT_REQUEST',
    directBooking: {
      mainContactDetails: mainContactDetails(input.values.contact),
      activityBookings: [
        {
          activityId: input.activityId,
          date,
          startTimeId,
          rateId: input.rateId,
          answers: toAnswers(input.values.booking),
          extras: input.extras?.booking ?? [],
          passengers: input.values.passengers.map((passenger, i) => ({
            pricingCategoryId: passenger.pricingCategoryId,
            passengerDetails: toAnswers(passenger.answers),
            answers: [],
            extras: input.extras?.passengers[i] ?? [],
          })),
        },
      ],
    },
    ...(promoCode ? { promoCode } : {}),
    sendNotificationToMainContact: true,
    showPricesInNotification: false,
    amount: input.amount,
    currency: input.currency,
  };
  return { ok: true, data };
}
