import { errorsOf } from './vendor';

/** Failure categories of a Tpay call; the HTTP mapping and retries key on these. */
export type TpayErrorKind =
  | 'auth'
  | 'not_found'
  | 'validation'
  | 'payment_refused'
  | 'rate_limit'
  | 'unavailable'
  | 'timeout'
  | 'network'
  | 'unexpected'
  | 'not_configured'
  | 'invalid_notification';

export interface TpayApiErrorItem {
  errorCode: string;
  errorMessage: string;
  fieldName: string | null;
}

interface ErrorDetails {
  status?: number;
  errors?: TpayApiErrorItem[];
  cause?: unknown;
}

/** Base of every Tpay failure: `kind` says which, `errors` carries Tpay's own error list when it sent one. */
export abstract class TpayError extends Error {
  abstract readonly kind: TpayErrorKind;
  readonly status: number | undefined;
  readonly errors: TpayApiErrorItem[];

  constructor(message: string, details: ErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = new.target.name;
    this.status = details.status;
    this.errors = details.errors ?? [];
  }
}

/** 401/403: wrong client id or secret, or a token Tpay no longer accepts. */
export class TpayAuthError extends TpayError {
  readonly kind = 'auth';
}

/** 404: unknown transaction. */
export class TpayNotFoundError extends TpayError {
  readonly kind = 'not_found';
}

/** 400/422 or `result: "failed"`: Tpay refused the request's content; `errors[].fieldName` says where. */
export class TpayValidationError extends TpayError {
  readonly kind = 'validation';
}

/** The payment itself was refused, e.g. a wrong or expired BLIK code (`payment_failed`). */
export class TpayPaymentRefusedError extends TpayError {
  readonly kind = 'payment_refused';
}

export class TpayRateLimitError extends TpayError {
  readonly kind = 'rate_limit';
}

/** 5xx: Tpay is down or failing. */
export class TpayUnavailableError extends TpayError {
  readonly kind = 'unavailable';
}

export class TpayTimeoutError extends TpayError {
  readonly kind = 'timeout';
}

/** The connection failed (refused, reset, DNS). */
export class TpayNetworkError extends TpayError {
  readonly kind = 'network';
}

/** A status or body the client cannot use. */
export class TpayUnexpectedResponseError extends TpayError {
  readonly kind = 'unexpected';
}

/** The config id has no Tpay credentials in the environment. */
export class TpayNotConfiguredError extends TpayError {
  readonly kind = 'not_configured';
  constructor(
    readonly configId: string,
    readonly missingVars: string[],
  ) {
    super(`Tpay is not configured for "${configId}": missing ${missingVars.join(', ')}`);
  }
}

/** A notification that fails parsing or verification; it must not be answered `TRUE`. */
export class TpayNotificationError extends TpayError {
  readonly kind = 'invalid_notification';
}

/** Maps a Tpay answer that is not a success (non-2xx, or `result: "failed"`) to its error class. */
export function tpayErrorFromResponse(status: number, body: unknown): TpayError {
  const errors = errorsOf(body);
  const first = errors[0];
  const message = first
    ? `${first.errorCode}: ${first.errorMessage || 'no message'}`
    : `Tpay answered HTTP ${status}`;
  const details = { status, errors };
  if (status === 401 || status === 403) return new TpayAuthError(message, details);
  if (status === 404) return new TpayNotFoundError(message, details);
  if (status === 429) return new TpayRateLimitError(message, details);
  if (status >= 500) return new TpayUnavailableError(message, details);
  if (errors.some((e) => e.errorCode === 'payment_failed'))
    return new TpayPaymentRefusedError(message, details);
  if (status === 400 || status === 409 || status === 422 || (status < 300 && errors.length > 0)) {
    return new TpayValidationError(message, details);
  }
  return new TpayUnexpectedResponseError(message, details);
}
