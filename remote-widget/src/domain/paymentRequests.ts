import {
  BLIK_GROUP_ID,
  detectPaymentMethod,
  type CardProvider,
  type PaymentProvider,
  type RouteBody,
  type Routes,
} from '@booking/shared-contracts';
import type { PaymentOption } from './paymentOptions';

export type TpayCreateBody = RouteBody<Routes['tpayCreateTransaction']>;
export type StripeCreateBody = RouteBody<Routes['stripeCreateTransaction']>;
export type PaymentInitiateBody = RouteBody<Routes['paymentInitiate']>;

/** The held reservation a payment is for. */
export interface HeldReservation {
  confirmationCode: string;
  bookingId: number;
  holdToken?: string;
  /** Reads the paid booking back on the success pages; absent from a BFF that does not answer one. */
  receiptKey?: string;
}

/** The payer as both providers take it; `email` is empty when the activity did not ask for one. */
export interface Payer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** Everything a create-transaction body is built from. */
export interface PaymentRequestInput {
  reservation: HeldReservation;
  option: PaymentOption;
  blikCode: string;
  payer: Payer;
  amount: number;
  currency: string;
  configId: string;
  sessionId: string;
  description: string;
  payerUrls: { success: string; error: string };
}

/** The provider's description of the booking: at most 128 characters (the Polish provider's limit). */
export function paymentDescription(activityName: string, date: string, time: string): string {
  const text = `${activityName} ${date} ${time}`.replace(/\s+/g, ' ').trim();
  return text.length <= 128 ? text : `${text.slice(0, 127)}…`;
}

/** §7 pay block of the Polish provider: BLIK 150 with its token, card 103, or a bank group. */
export function tpayPayBlock(option: PaymentOption, blikCode: string): NonNullable<TpayCreateBody['pay']> {
  if (option.type === 'blik') return { groupId: BLIK_GROUP_ID, blikPaymentData: { blikToken: blikCode } };
  return { groupId: option.groupId ?? 0 };
}

const fullName = (payer: Payer) => `${payer.firstName} ${payer.lastName}`.trim();

/**
 * The payer of a create-transaction body: an e-mail and a phone only when given. Without an e-mail (an
 * activity that does not ask for one) the server decides what each provider needs.
 */
const payerOf = (payer: Payer) => ({
  ...(payer.email ? { email: payer.email } : {}),
  name: fullName(payer),
  ...(payer.phone ? { phone: payer.phone } : {}),
});
const hold = (reservation: HeldReservation) =>
  reservation.holdToken ? { holdToken: reservation.holdToken } : {};

/** §7 body of POST /api/tpay/create-transaction. */
export function buildTpayCreateBody(input: PaymentRequestInput): TpayCreateBody {
  return {
    amount: input.amount,
    description: input.description,
    hiddenDescription: input.reservation.confirmationCode,
    payer: payerOf(input.payer),
    callbacks: { payerUrls: input.payerUrls },
    configId: input.configId,
    sessionId: input.sessionId,
    ...hold(input.reservation),
    pay: tpayPayBlock(input.option, input.blikCode),
  };
}

/** §7 body of POST /api/stripe/create-transaction. */
export function buildStripeCreateBody(input: PaymentRequestInput, provider: CardProvider): StripeCreateBody {
  return {
    amount: input.amount,
    currency: input.currency,
    description: input.description,
    hiddenDescription: input.reservation.confirmationCode,
    payer: payerOf(input.payer),
    callbacks: { payerUrls: input.payerUrls },
    configId: input.configId,
    sessionId: input.sessionId,
    ...hold(input.reservation),
    provider,
  };
}

/** What payment-initiate stores besides the request: the booking as the visitor saw it. */
export interface BookingRecord {
  activity: { id: number; title: string };
  date: string;
  time: string;
  tickets: { category: string; count: number; price: number }[];
  totalPrice: number;
  currency: string;
  /** Where the tour starts, as step 1 shows it (empty when the activity names none). */
  meetingPoint: string;
}

/** §7 body of POST /payment-initiate, sent once the provider created the transaction. */
export function buildPaymentInitiateBody(
  input: PaymentRequestInput,
  created: { transactionId: string; provider: PaymentProvider },
  booking: BookingRecord,
  funnel?: PaymentInitiateBody['bookingData']['funnel'],
): PaymentInitiateBody {
  const isCard = created.provider !== 'tpay';
  const method =
    input.option.groupId === null
      ? 'CARD'
      : detectPaymentMethod({ pay: tpayPayBlock(input.option, input.blikCode) });
  return {
    transactionId: created.transactionId,
    ...hold(input.reservation),
    paymentData: {
      provider: created.provider,
      providerTransactionId: created.transactionId,
      ...(isCard ? { stripeSessionId: created.transactionId } : { tpayTransactionId: created.transactionId }),
      amount: input.amount,
      currency: input.currency,
      configId: input.configId,
      paymentMethod: method,
      ...(input.payer.email ? { customerEmail: input.payer.email } : {}),
      customerName: fullName(input.payer),
      metadata: { bookingId: input.reservation.bookingId },
    },
    bookingData: {
      activity: { ...booking.activity, description: '' },
      selectedDate: booking.date,
      selectedTime: booking.time,
      tickets: booking.tickets,
      contactInfo: {
        firstName: input.payer.firstName,
        lastName: input.payer.lastName,
        ...(input.payer.email ? { email: input.payer.email } : {}),
        phone: input.payer.phone,
      },
      totalPrice: booking.totalPrice,
      currency: booking.currency,
      meetingPoint: booking.meetingPoint.slice(0, 500),
      ...(funnel ? { funnel } : {}),
    },
    bokunReservationId: input.reservation.confirmationCode,
    configId: input.configId,
    sessionId: input.sessionId,
    widgetPrefix: input.configId.toUpperCase(),
  };
}
