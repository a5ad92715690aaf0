/**
 * Business constants and limits of §9 (and the numeric rules of §3–§5), in one place. Durations are in
 * milliseconds unless the name says otherwise.
 */

// Languages (§1, §9)
/** The six interface languages; English has no URL prefix. */
export const LANGUAGES = ['en', 'pl', 'de', 'fr', 'es', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** Language used for activity and schedule fetches. */
export const FETCH_LANGUAGE: Language = 'pl';
export const LANGUAGE_COOKIE_MAX_AGE_DAYS = 365;

// Providers and appearance (§3, §9)
export const PAYMENT_PROVIDERS = ['tpay', 'stripe_sandbox', 'stripe_production'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];
export const DEFAULT_PAYMENT_PROVIDER: PaymentProvider = 'tpay';
export const WIDGET_POSITIONS = ['left', 'right'] as const;

// Timeouts and intervals (§4, §7, §9)
export const PAYMENT_CREATION_TIMEOUT_MS = 30_000;
export const PAYMENT_INITIATE_TIMEOUT_MS = 15_000;
export const BOOKING_STATUS_TIMEOUT_MS = 10_000;
export const RESERVATION_SESSION_CHECK_INTERVAL_MS = 5_000;
export const SCHEDULE_LOOKAHEAD_MONTHS = 12;
/** Bokun holds a reserved booking at most this long (bokun.md §3.1). */
export const RESERVATION_HOLD_MINUTES = 30;
/** Widget session: 1740 s (29 min), counted down each second. */
export const WIDGET_SESSION_SECONDS = 1740;
export const WIDGET_SESSION_TICK_MS = 1_000;
export const INITIALIZATION_FORCE_COMPLETE_MS = 3_000;
/** widgetInitialized is sent this long after mount (§4). */
export const WIDGET_INITIALIZED_DELAY_MS = 200;
/**
 * embed.js logs why the widget is missing when its frame has loaded and sent no widgetInitialized within this
 * time: a page whose origin the config does not allow gets a frame the browser refused to render, and no
 * message ever comes. The widget's own chunks load after the frame's load event, so this leaves a slow
 * connection several seconds before a working frame is taken for a refused one.
 */
export const EMBED_NO_ANSWER_MS = 5_000;
/** A warning is logged when no handshakeAck arrives within this time (§4). */
export const HANDSHAKE_ACK_WARNING_MS = 1_000;
/** Identical outgoing messages within this window are dropped (§5). */
export const DUPLICATE_MESSAGE_WINDOW_MS = 100;
export const NO_ACTION_WARNING_THROTTLE_MS = 10_000;
/** A failed chunk load reloads the page at most once per this period per path. */
export const PAGE_RELOAD_GUARD_MS = 10_000;
export const TOAST_DURATION_MS = 5_000;
export const ERROR_TOAST_DURATION_MS = 10_000;

// Payments (§3, §5, §9)
export const BLIK_CODE_LENGTH = 6;
export const BLIK_GROUP_ID = 150;
export const CARD_GROUP_ID = 103;
/** Google Pay group at the Polish provider (tpay.md §3.3). */
export const GOOGLE_PAY_GROUP_ID = 166;
/** Group ids the Polish provider accepts (§5). */
export const ALLOWED_BANK_GROUP_IDS = [
  103, 150, 108, 160, 114, 102, 113, 115, 111, 124, 132, 119, 110, 145, 116, 159, 130, 135, 133, 166, 171,
] as const;
export type BankGroupId = (typeof ALLOWED_BANK_GROUP_IDS)[number];
export const CARD_AMOUNT_MIN = 0.01;
export const CARD_AMOUNT_MAX = 999999.99;
/** Currency used by the payment flow when none is valid. */
export const PAYMENT_CURRENCY_FALLBACK = 'PLN';
/** Widget currency default and last UI fallback. */
export const DEFAULT_CURRENCY = 'USD';
/**
 * §5 "empty contact values fall back to placeholders": the e-mail sent where a provider requires one and the
 * visitor gave none (the activity did not ask). example.com is reserved (RFC 2606), so nothing sent to it
 * reaches anyone.
 */
export const PLACEHOLDER_EMAIL = 'guest@example.com';
/** Version of the success-redirect `data` payload (§2). */
export const SUCCESS_PAYLOAD_VERSION = '2.1';

// Booking limits (§3, §9)
export const DEFAULT_TICKET_QUANTITY = 1;
/** Ticket max when the provider gives one; 0 when it is absent from the provider. */
export const DEFAULT_TICKET_MAX = 999;
export const DEFAULT_TICKET_MIN = 0;
export const DEFAULT_AGE_MIN = 0;
export const DEFAULT_AGE_MAX = 99;
export const PARTICIPANTS_MIN = 1;
export const PARTICIPANTS_MAX = 100;

// Diagnostics (§9)
export const DIAGNOSTICS = {
  logBufferSize: 1000,
  userActionHistorySize: 50,
  stateHistorySize: 100,
  storedCriticalErrors: 10,
  idleNoticeMs: 300_000,
  slowRequestMs: 3_000,
  slowLoadMs: 3_000,
  debugWatcherPollMs: 1_000,
  storeFailureWarnAt: 3,
  storeFailureUnhealthyAt: 5,
  /** A payment failure rate above this is critical. */
  paymentFailureRateCritical: 0.1,
} as const;
/**
 * The payment attempts a failure rate needs before it can be critical. One refused BLIK code is a rate of
 * 1.00, yet it says nothing about the payment provider: a visitor mistypes a code or declines in the bank
 * app. Ten attempts is the smallest sample in which one failure (0.1) is not yet above the §9 threshold,
 * so the alert needs at least two failures among ten tries instead of firing on the first mistake.
 */
export const PAYMENT_FAILURE_RATE_MIN_ATTEMPTS = 10;

// Logging (§5)
/** Fields whose names contain one of these (case-insensitive) are redacted in logs. */
export const REDACTED_FIELD_FRAGMENTS = [
  'blikCode',
  'cvv',
  'cardNumber',
  'password',
  'token',
  'key',
  'secret',
] as const;

/** True when a log field of this name must be redacted (§5). */
export function isRedactedFieldName(name: string): boolean {
  const lower = name.toLowerCase();
  return REDACTED_FIELD_FRAGMENTS.some((fragment) => lower.includes(fragment.toLowerCase()));
}
