import { array, number, object, string, type InferType } from 'yup';
import { LANGUAGES } from '../domain/constants';
import { PAYMENT_STATUSES, STEP_NAMES } from '../domain/enums';

const currency = () =>
  string()
    .matches(/^[A-Z]{3}$/)
    .required();

/** One ticket line of a booking: pricing category, count and unit price (major units). */
export const partnerTicketSchema = object({
  category: string().max(200).required(),
  count: number().integer().min(0).required(),
  price: number().min(0).required(),
});

/** What is in the visitor's basket at a step: the activity, the day, the total and the tickets. */
export const partnerCartSchema = object({
  activityId: number().integer().positive().required(),
  activityTitle: string().max(500).default(''),
  date: string().nullable().default(null),
  totalPrice: number().min(0).required(),
  currency: currency(),
  tickets: array(partnerTicketSchema.required()).default([]),
});

/**
 * The events a partner page receives from the widget: the one vocabulary of the embed (`BookingWidget('on',
 * name, handler)`), the iframe protocol and the federated host's `onEvent`. A shipped payload never changes:
 * a changed event ships as `…V2` beside it and the old one is marked `@deprecated`.
 */
export const partnerEventSchemas = {
  /**
   * widgetOpened (v1) – the panel shows a product.
   * Sent when: an open request succeeded and the first tab is shown.
   * Payload: `{ openId, activityId, lang }` – the product asked for, the activity shown, the language.
   */
  widgetOpened: object({
    openId: string().min(1).max(200).required(),
    activityId: number().integer().positive().required(),
    lang: string().oneOf(LANGUAGES).required(),
  }),
  /**
   * stepChanged (v1) – the visitor moved to another step of the booking.
   * Sent when: the step changes while the widget is open (1 booking, 2 contact, 3 payment, 4 afterpayment).
   * Payload: `{ step, stepName, cart }`; cart is null until an activity is chosen.
   */
  stepChanged: object({
    step: number().integer().min(1).max(4).required(),
    stepName: string().oneOf(STEP_NAMES).required(),
    cart: partnerCartSchema.nullable().default(null),
  }),
  /**
   * bookingSucceeded (v1) – a booking is paid and confirmed.
   * Sent when: the payment status becomes success.
   * Payload: `{ confirmationCode, transactionId, activity: { id, title }, date, time, totalPrice, currency,
   * tickets }`; the total and ticket prices in major units of `currency`.
   */
  bookingSucceeded: object({
    confirmationCode: string().min(1).max(64).required(),
    transactionId: string().min(1).max(128).required(),
    activity: object({
      id: number().integer().positive().required(),
      title: string().max(500).default(''),
    }).required(),
    date: string().nullable().default(null),
    time: string().nullable().default(null),
    totalPrice: number().min(0).required(),
    currency: currency(),
    tickets: array(partnerTicketSchema.required()).default([]),
  }),
  /**
   * bookingFailed (v1) – a reservation or a payment failed; the visitor may try again.
   * Sent when: the reservation or payment step reports a failure.
   * Payload: `{ code, message }`; code is a stable snake_case value of the §8 catalogue, message the sentence
   * the visitor was shown, in the widget's language. Sent once per failure; the widget's own alerts (a high
   * payment failure rate) are operator signals and never reach the partner.
   */
  bookingFailed: object({
    code: string()
      .matches(/^[a-z]+(_[a-z0-9]+)*$/, 'code must be snake_case')
      .required(),
    message: string().max(1000).default(''),
  }),
  /**
   * widgetClosed (v1) – the widget closed.
   * Sent when: the visitor or the page closed it, before its state is reset.
   * Payload: `{ paymentStatus }`, one of the §4 payment statuses.
   */
  widgetClosed: object({ paymentStatus: string().oneOf(PAYMENT_STATUSES).required() }),
} as const;

export type PartnerEventName = keyof typeof partnerEventSchemas;
export const PARTNER_EVENT_NAMES = Object.keys(partnerEventSchemas) as PartnerEventName[];
/** Payload types of the partner events by name. */
export type PartnerEventPayloads = {
  [E in PartnerEventName]: InferType<(typeof partnerEventSchemas)[E]>;
};
export type PartnerCart = InferType<typeof partnerCartSchema>;

/** True for the names of partner events (as opposed to protocol messages). */
export function isPartnerEventName(name: unknown): name is PartnerEventName {
  return typeof name === 'string' && Object.hasOwn(partnerEventSchemas, name);
}
