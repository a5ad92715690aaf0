import { array, boolean, number, object, string, type InferType } from 'yup';
import { globalConfigSchema } from '../domain/globalConfig';
import { productSchema } from '../domain/product';
import { LANGUAGES } from '../domain/constants';
import { CRITICAL_FLOWS, PAYMENT_STATUSES } from '../domain/enums';

/**
 * The window-message protocol between the host page and the widget (§7 "Window messages", SPEC-NOTES).
 * Every message is `{ action, ...payload }`; a payload may instead travel base64-encoded as
 * `{ action, data: '<base64 of JSON>' }`. A shipped payload never changes: add `…V2` and deprecate the old one.
 */
export const incomingMessageSchemas = {
  /**
   * configData – host → widget.
   * Purpose: hands the widget its global configuration and the products it may show.
   * Sent when: after the widget asked with requestConfigData (or on the host's own schedule).
   * Payload: `{ globalConfig, products }`, both required (§5); duplicates and repeats are ignored (§7).
   */
  configData: object({
    globalConfig: globalConfigSchema.required(),
    products: array(productSchema.required()).required(),
  }),
  /**
   * openWidget – host → widget.
   * Purpose: opens the widget on a product (or activity) id.
   * Sent when: the visitor clicks a booking button on the host page.
   * Payload: `{ openId, currentId?, lang?, baseUrl? }`; openId is required (§5), currentId picks the active tab.
   */
  openWidget: object({
    openId: string().trim().min(1).max(200).required(),
    currentId: string().max(200).optional(),
    lang: string().oneOf(LANGUAGES).optional(),
    baseUrl: string().max(2048).optional(),
  }),
  /**
   * setLanguage – host → widget.
   * Purpose: switches the interface language.
   * Sent when: the host page changes language.
   * Payload: `{ lang }`, one of en, pl, de, fr, es, it.
   */
  setLanguage: object({ lang: string().oneOf(LANGUAGES).required() }),
  /**
   * handshakeAck – host → widget.
   * Purpose: acknowledges widgetInitialized; the widget then sends requestConfigData.
   * Sent when: the host received widgetInitialized.
   * Payload: none.
   */
  handshakeAck: object({}),
} as const;

export const outgoingMessageSchemas = {
  /**
   * widgetInitialized – widget → host.
   * Purpose: tells the host the widget is mounted and whether it needs a handshake.
   * Sent when: 200 ms after mount (§4).
   * Payload: `{ timestamp, legacyActivitiesLoaded, readyForConfigData, messageId, handshakeRequired }`.
   */
  widgetInitialized: object({
    timestamp: number().integer().positive().required(),
    legacyActivitiesLoaded: boolean().required(),
    readyForConfigData: boolean().required(),
    messageId: string().min(1).max(200).required(),
    handshakeRequired: boolean().required(),
  }),
  /**
   * requestConfigData – widget → host.
   * Purpose: asks the host for configData.
   * Sent when: the handshake is acknowledged (a warning is logged if no ack arrives within 1 s).
   * Payload: `{ reason, source }`, e.g. `{ reason: 'handshakeAck', source: 'booking-widget' }`.
   */
  requestConfigData: object({
    reason: string().min(1).max(200).required(),
    source: string().min(1).max(200).required(),
  }),
  /**
   * widgetOpened – widget → host (an event the partner may listen to).
   * Purpose: tells the host the panel is open and on which activity.
   * Sent when: openWidget succeeded and the first tab is shown.
   * Payload: `{ openId, activityId, lang }`.
   */
  widgetOpened: object({
    openId: string().min(1).max(200).required(),
    activityId: number().integer().positive().required(),
    lang: string().oneOf(LANGUAGES).required(),
  }),
  /**
   * widgetClosed – widget → host (event).
   * Purpose: lets the host restore its page (scroll, focus) and know how the visit ended.
   * Sent when: the widget closes, before its state is reset.
   * Payload: `{ paymentStatus }`, one of the §4 payment statuses.
   */
  widgetClosed: object({ paymentStatus: string().oneOf(PAYMENT_STATUSES).required() }),
  /**
   * bookingCompleted – widget → host (event).
   * Purpose: reports a paid booking, e.g. for the host's own analytics.
   * Sent when: the payment status becomes success, just before the success redirect.
   * Payload: `{ confirmationCode, transactionId, totalPrice, currency }`.
   */
  bookingCompleted: object({
    confirmationCode: string().min(1).max(64).required(),
    transactionId: string().min(1).max(128).required(),
    totalPrice: number().min(0).required(),
    currency: string()
      .matches(/^[A-Z]{3}$/)
      .required(),
  }),
  /**
   * widgetError – widget → host (event).
   * Purpose: failures never throw across the host ↔ widget boundary; they travel as this event with a code.
   * Sent when: opening, initialization, configuration or payment fails in a way the host may want to know.
   * Payload: `{ code, message, flow? }`; code is snake_case, flow one of the diagnostics' critical flows.
   */
  widgetError: object({
    code: string()
      .matches(/^[a-z]+(_[a-z0-9]+)*$/, 'code must be snake_case')
      .required(),
    message: string().max(1000).required(),
    flow: string().oneOf(CRITICAL_FLOWS).optional(),
  }),
} as const;

export type IncomingAction = keyof typeof incomingMessageSchemas;
export type OutgoingAction = keyof typeof outgoingMessageSchemas;
export const INCOMING_ACTIONS = Object.keys(incomingMessageSchemas) as IncomingAction[];
export const OUTGOING_ACTIONS = Object.keys(outgoingMessageSchemas) as OutgoingAction[];

/** Payload types by action. */
export type IncomingPayloads = { [A in IncomingAction]: InferType<(typeof incomingMessageSchemas)[A]> };
export type OutgoingPayloads = { [A in OutgoingAction]: InferType<(typeof outgoingMessageSchemas)[A]> };

/** A message as it travels: `{ action, ...payload }`. */
export type IncomingMessage = { [A in IncomingAction]: { action: A } & IncomingPayloads[A] }[IncomingAction];
export type OutgoingMessage = { [A in OutgoingAction]: { action: A } & OutgoingPayloads[A] }[OutgoingAction];

/** Builds an outgoing message, validating its payload (throws a yup ValidationError when it is wrong). */
export function buildOutgoingMessage<A extends OutgoingAction>(action: A, payload: OutgoingPayloads[A]) {
  const valid = outgoingMessageSchemas[action].validateSync(payload) as OutgoingPayloads[A];
  return { action, ...valid } as { action: A } & OutgoingPayloads[A];
}
