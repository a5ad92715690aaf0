import { array, boolean, number, object, string, type InferType } from 'yup';
import { globalConfigSchema } from '../domain/globalConfig';
import { productSchema } from '../domain/product';
import { LANGUAGES, WIDGET_POSITIONS } from '../domain/constants';
import { partnerEventSchemas } from './partnerEvents';
import { COLOR_MODES, CRITICAL_FLOWS } from '../domain/enums';

/**
 * The window-message protocol between the host page and the widget (§7 "Window messages", SPEC-NOTES).
 * Every message is `{ action, ...payload }`; a payload may instead travel base64-encoded as
 * `{ action, data: '<base64 of JSON>' }`. A shipped payload never changes: add `…V2` and deprecate the old one.
 */
export const incomingMessageSchemas = {
  /**
   * configData – host → widget.
   * Purpose: hands the widget its global configuration and the products it may show.
   * Sent when: after the widget asked with requestConfigData (or on the host's own schedule). One that arrives
   * after the widget opened on its own config (no answer within the 1 s handshake wait) is still applied.
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
   * setColorMode – host → widget.
   * Purpose: forces the colour mode (§4 "A page may force a mode"), as the federated `colorMode` prop does.
   * Sent when: any time; iframe hosts send it, embed.js hosts set `data-color-mode` instead.
   * Payload: `{ colorMode }`, light or dark; "system" is accepted but warned against and ignored (§4).
   */
  setColorMode: object({ colorMode: string().oneOf(COLOR_MODES).required() }),
  /**
   * handshakeAck – host → widget.
   * Purpose: acknowledges widgetInitialized; the widget then sends requestConfigData.
   * Sent when: the host received widgetInitialized.
   * Payload: none.
   */
  handshakeAck: object({}),
  /**
   * closeWidget – host → widget.
   * Purpose: closes the widget (the embed's panel closed, or a partner plugin's close button).
   * Sent when: the host closes the panel.
   * Payload: none; the widget answers with widgetClosed.
   */
  closeWidget: object({}),
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
  ...partnerEventSchemas,
  /**
   * widgetLayout – widget → host.
   * Purpose: tells an embedding page how to place and colour its panel, from the widget's own config.
   * Sent when: the configuration has loaded.
   * Payload: `{ position, accent }`; position is left or right, accent a CSS colour name or value.
   */
  widgetLayout: object({
    position: string().oneOf(WIDGET_POSITIONS).required(),
    accent: string().max(100).required(),
  }),
  /**
   * heightChanged – widget → host.
   * Purpose: lets the embedding page size its frame to the content (auto-height).
   * Sent when: the rendered height of the widget changes.
   * Payload: `{ height }` in CSS pixels.
   */
  heightChanged: object({ height: number().integer().min(0).max(100_000).required() }),
  /**
   * closeRequested – widget → host.
   * Purpose: the visitor pressed Escape inside the frame, where the embedding page cannot hear the key.
   * Sent when: Escape is pressed in the iframe app while it has a parent.
   * Payload: `{ reason }`, `'escape'`.
   */
  closeRequested: object({ reason: string().oneOf(['escape']).required() }),
  /**
   * @deprecated Use bookingSucceeded, which names the activity, date and tickets; still sent beside it.
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
