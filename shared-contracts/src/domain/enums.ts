/** Enumerations of §2, §3, §4 and §8: each a readonly tuple plus its union type. */

/** §4 payment status. */
export const PAYMENT_STATUSES = ['not_paid', 'pending', 'success', 'error', 'cancelled', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * Why a failed payment failed, where the visitor is told something more specific than "failed":
 * `blik_unconfirmed` – the BLIK code was accepted but never confirmed in the banking app in time;
 * `blik_refused` – the bank or the payer refused it. Both keep the hold for a new code.
 */
export const PAYMENT_FAILURE_REASONS = ['blik_unconfirmed', 'blik_refused'] as const;
export type PaymentFailureReason = (typeof PAYMENT_FAILURE_REASONS)[number];

/** §2 widget steps, numbered 1 to 4. */
export const STEPS = { 1: 'booking', 2: 'contact', 3: 'payment', 4: 'afterpayment' } as const;
export type StepNumber = keyof typeof STEPS;
export type StepName = (typeof STEPS)[StepNumber];
export const STEP_NAMES = [
  'booking',
  'contact',
  'payment',
  'afterpayment',
] as const satisfies readonly StepName[];
export const FIRST_STEP: StepNumber = 1;
export const LAST_STEP: StepNumber = 4;

/** §5: the step is accepted only from 1 to 4. */
export function isStepNumber(value: unknown): value is StepNumber {
  return typeof value === 'number' && Number.isInteger(value) && value >= FIRST_STEP && value <= LAST_STEP;
}

/** §8 error categories. */
export const ERROR_CATEGORIES = ['NETWORK', 'VALIDATION', 'BUSINESS', 'SYSTEM', 'USER', 'UNKNOWN'] as const;
export type ErrorCategory = (typeof ERROR_CATEGORIES)[number];

/** §8 error severities, lowest first. */
export const ERROR_SEVERITIES = ['LOW', 'MEDIUM', 'HIGH', 'CRITICAL'] as const;
export type ErrorSeverity = (typeof ERROR_SEVERITIES)[number];

/** §3 payment method types. */
export const PAYMENT_METHOD_TYPES = [
  'blik',
  'card',
  'bank_transfer',
  'google_pay',
  'apple_pay',
  'other',
] as const;
export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];

/** Card payment providers among PAYMENT_PROVIDERS. */
export const CARD_PROVIDERS = ['stripe_sandbox', 'stripe_production'] as const;
export type CardProvider = (typeof CARD_PROVIDERS)[number];

/** §9 log levels; debug mode only for DEBUG. */
export const LOG_LEVELS = { ERROR: 1, WARN: 2, INFO: 3, DEBUG: 5 } as const;
export type LogLevelName = keyof typeof LOG_LEVELS;
export type LogLevel = (typeof LOG_LEVELS)[LogLevelName];
export const LOG_LEVEL_VALUES = [1, 2, 3, 5] as const satisfies readonly LogLevel[];

/** §4 funnel flags: each sends once per session. */
export const FUNNEL_FLAGS = [
  'OPEN',
  'CONTACT',
  'PAYMENT',
  'PAYMENT_SUCCESS',
  'CLOSE',
  'NEWSLETTER',
  'ADD_SHIPPING_INFO',
] as const;
export type FunnelFlag = (typeof FUNNEL_FLAGS)[number];

/**
 * Funnel events written to the sheets: the flags, `add_shipping_info` (sent under the ADD_SHIPPING_INFO flag),
 * and two abandoned-cart events that are not once-per-session flags: a failed payment and a widget session
 * that ran out while the widget was open.
 */
export const FUNNEL_EVENTS = [
  ...FUNNEL_FLAGS,
  'PAYMENT_FAIL',
  'add_shipping_info',
  'SESSION_TIMEOUT',
] as const;
export type FunnelEvent = (typeof FUNNEL_EVENTS)[number];

/** §7 spreadsheet sheet names (Porzucone koszyki = abandoned carts). */
export const SHEET_NAMES = {
  newsletter: 'Newsletter',
  logs: 'Logi',
  abandonedCarts: 'Porzucone koszyki',
} as const;
export const SHEET_NAME_VALUES = ['Newsletter', 'Logi', 'Porzucone koszyki'] as const;
export type SheetName = (typeof SHEET_NAME_VALUES)[number];

/** §2 toast types. */
export const TOAST_TYPES = ['success', 'error', 'warning', 'info'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

/** §4 colour mode preference. */
export const COLOR_MODES = ['system', 'light', 'dark'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];

/** §4 critical flows tracked by diagnostics. */
export const CRITICAL_FLOWS = ['widgetInit', 'configData', 'payment', 'reservation'] as const;
export type CriticalFlow = (typeof CRITICAL_FLOWS)[number];

/** Reservation status of a hold (Bokun's booking states the widget sees). */
export const RESERVATION_STATUSES = [
  'RESERVED',
  'CONFIRMED',
  'TIMEOUT',
  'ABORTED',
  'CANCELLED',
  'ERROR',
] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
