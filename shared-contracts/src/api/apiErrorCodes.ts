import type { ErrorMessageCode } from '../errors/messages';

/** One catalogue entry: the HTTP status the code is answered with and the §8 message the widget shows. */
export interface ApiErrorEntry {
  status: number;
  /** The §8 catalogue text that fits every answer with this code, or null when the text varies. */
  userMessage: ErrorMessageCode | null;
}

/**
 * Every `error.code` the BFF answers, with its status and §8 message key. Yup-free, so the widget's first
 * render can read it without loading a schema.
 */
export const API_ERRORS = {
  // The HTTP edge: input, routing and protocol failures.
  invalid_request: { status: 400, userMessage: null },
  invalid_json: { status: 400, userMessage: null },
  bad_request: { status: 400, userMessage: null },
  unauthorized: { status: 401, userMessage: null },
  forbidden: { status: 403, userMessage: null },
  not_found: { status: 404, userMessage: null },
  method_not_allowed: { status: 405, userMessage: null },
  request_timeout: { status: 408, userMessage: null },
  conflict: { status: 409, userMessage: null },
  payload_too_large: { status: 413, userMessage: null },
  unsupported_media_type: { status: 415, userMessage: null },
  unprocessable_entity: { status: 422, userMessage: null },
  rate_limited: { status: 429, userMessage: null },
  internal_error: { status: 500, userMessage: null },
  not_implemented: { status: 501, userMessage: null },
  service_unavailable: { status: 503, userMessage: null },
  widget_not_built: { status: 503, userMessage: null },
  // Configuration and upstream providers.
  config_not_found: { status: 404, userMessage: null },
  credentials_missing: { status: 503, userMessage: null },
  upstream_error: { status: 502, userMessage: null },
  upstream_auth_failed: { status: 502, userMessage: null },
  upstream_unavailable: { status: 503, userMessage: null },
  upstream_timeout: { status: 504, userMessage: 'transaction_timeout' },
  // Catalogue and reservations.
  activity_not_available: { status: 404, userMessage: null },
  reservation_not_found: { status: 404, userMessage: null },
  reservation_cancelled: { status: 409, userMessage: null },
  reservation_confirmed: { status: 409, userMessage: null },
  reservation_expired: { status: 410, userMessage: 'reservation_expired' },
  reservation_not_created: { status: 422, userMessage: 'reservation_not_created' },
  booking_not_priced: { status: 422, userMessage: null },
  store_unavailable: { status: 503, userMessage: 'reservation_failed' },
  reservation_code_reused: { status: 502, userMessage: 'reservation_failed' },
  idempotency_conflict: { status: 409, userMessage: null },
  idempotency_in_progress: { status: 409, userMessage: null },
  // A hold belongs to whoever made it: its token, its payment and its bounds.
  reservation_paid: { status: 409, userMessage: null },
  payment_pending: { status: 409, userMessage: null },
  too_many_participants: { status: 400, userMessage: null },
  hold_limit_reached: { status: 429, userMessage: null },
  hold_seats_limit_reached: { status: 429, userMessage: 'hold_seats_limit_reached' },
  payment_tries_exhausted: { status: 429, userMessage: 'payment_tries_exhausted' },
  // A widget session is the server's.
  session_invalid: { status: 400, userMessage: null },
  origin_not_allowed: { status: 400, userMessage: null },
  // Payments.
  invalid_transaction_amount: { status: 400, userMessage: 'invalid_transaction_amount' },
  invalid_group_id: { status: 400, userMessage: 'invalid_group_id' },
  invalid_blik_code: { status: 400, userMessage: 'invalid_blik_code' },
  invalid_payment_method: { status: 400, userMessage: 'invalid_payment_method' },
  payment_without_reservation: { status: 400, userMessage: 'payment_without_reservation' },
  missing_contact_information: { status: 400, userMessage: 'missing_contact_information' },
  domain_not_configured: { status: 400, userMessage: null },
  invalid_return_url: { status: 400, userMessage: null },
  payment_not_found: { status: 404, userMessage: null },
  receipt_not_found: { status: 404, userMessage: null },
  payment_in_progress: { status: 409, userMessage: null },
  transaction_store_failed: { status: 503, userMessage: 'transaction_store_failed' },
  // Provider notifications.
  invalid_notification: { status: 400, userMessage: null },
  unknown_transaction: { status: 404, userMessage: null },
  // Funnel logging.
  legacy_sheets_body_refused: { status: 400, userMessage: null },
  sheet_cell_too_long: { status: 400, userMessage: null },
  funnel_rate_limited: { status: 429, userMessage: null },
  // Support API.
  outbox_item_not_found: { status: 404, userMessage: null },
  outbox_item_not_dead: { status: 409, userMessage: null },
  refund_flag_not_open: { status: 404, userMessage: null },
  invalid_widget_config: { status: 400, userMessage: null },
} as const satisfies Record<string, ApiErrorEntry>;

export type ApiErrorCode = keyof typeof API_ERRORS;

/** The codes in catalogue order. */
export const API_ERROR_CODES = Object.keys(API_ERRORS) as ApiErrorCode[];

/** The HTTP status of each code. */
export const API_ERROR_STATUS = Object.fromEntries(
  API_ERROR_CODES.map((code) => [code, API_ERRORS[code].status]),
) as { readonly [C in ApiErrorCode]: (typeof API_ERRORS)[C]['status'] };

/**
 * The §8 catalogue message of an API code: the text the widget shows for it, or null where the answers of the
 * code carry varying texts. Total over the codes, so every new code names its message (through `userMessage`).
 */
export function messageCodeOf(code: ApiErrorCode): ErrorMessageCode | null {
  return API_ERRORS[code].userMessage;
}

/** True when `code` is one of the known API error codes. */
export function isApiErrorCode(code: unknown): code is ApiErrorCode {
  return typeof code === 'string' && Object.hasOwn(API_ERRORS, code);
}

const CODE_FOR_STATUS: Readonly<Record<number, ApiErrorCode>> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  408: 'request_timeout',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'unprocessable_entity',
  429: 'rate_limited',
  500: 'internal_error',
  501: 'not_implemented',
  502: 'upstream_error',
  503: 'service_unavailable',
  504: 'upstream_timeout',
};

/**
 * The generic code of an HTTP status, for an answer that names no known code: the status's own code,
 * else `bad_request` for a 4xx and `internal_error` for anything else.
 */
export function apiErrorCodeForStatus(status: number): ApiErrorCode {
  return CODE_FOR_STATUS[status] ?? (status >= 400 && status < 500 ? 'bad_request' : 'internal_error');
}
