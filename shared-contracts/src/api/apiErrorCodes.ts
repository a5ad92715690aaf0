import { array, object, string, type InferType } from 'yup';
import { ERROR_MESSAGES, type ErrorMessageCode } from '../errors/messages';

/**
 * Stable `error.code` values of the BFF's non-2xx answers with their HTTP status. The first group is the
 * HTTP edge (what bff/src/errors.ts answers today); the second names business failures the widget maps to
 * catalogue messages.
 */
export const API_ERROR_STATUS = {
  invalid_request: 400,
  invalid_json: 400,
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  config_not_found: 404,
  method_not_allowed: 405,
  request_timeout: 408,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable_entity: 422,
  rate_limited: 429,
  internal_error: 500,
  not_implemented: 501,
  upstream_error: 502,
  service_unavailable: 503,
  upstream_timeout: 504,
  // Business failures
  invalid_signature: 400,
  invalid_group_id: 400,
  activity_not_available: 404,
  reservation_not_found: 404,
  amount_mismatch: 409,
  idempotency_conflict: 409,
  reservation_expired: 410,
  credentials_missing: 503,
} as const;

export type ApiErrorCode = keyof typeof API_ERROR_STATUS;

/** True when `code` is one of the known API error codes. */
export function isApiErrorCode(code: string): code is ApiErrorCode {
  return Object.hasOwn(API_ERROR_STATUS, code);
}

/** One problem with one input field, as listed in `error.details` of a 400 invalid_request. */
export const fieldIssueSchema = object({
  in: string().oneOf(['params', 'query', 'body']).required(),
  path: string().defined(),
  message: string().required(),
});
export type FieldIssue = InferType<typeof fieldIssueSchema>;
export const fieldIssuesSchema = array(fieldIssueSchema.required());

/** The catalogue message (§8) the widget shows for an API error code, when one fits. */
const USER_MESSAGE_FOR_CODE: Partial<Record<ApiErrorCode, ErrorMessageCode>> = {
  reservation_expired: 'reservation_expired',
  amount_mismatch: 'invalid_transaction_amount',
  invalid_group_id: 'invalid_group_id',
  upstream_timeout: 'transaction_timeout',
};

/** The exact user-facing text for an API error code, or undefined when the catalogue has none. */
export function userMessageForApiError(code: string): string | undefined {
  if (!isApiErrorCode(code)) return undefined;
  const messageCode = USER_MESSAGE_FOR_CODE[code];
  return messageCode ? ERROR_MESSAGES[messageCode] : undefined;
}
