import { errorFieldsOf, errorMessageOf, NOT_RESERVED_STATE, retryAfterMs } from './vendor';

/** Failure categories of a Bokun call; retry rules and HTTP mapping key on these. */
export type BokunErrorKind =
  | 'auth'
  | 'not_found'
  | 'validation'
  | 'reservation_state'
  | 'rate_limit'
  | 'unavailable'
  | 'timeout'
  | 'network'
  | 'unexpected'
  | 'not_configured';

interface ErrorDetails {
  status?: number;
  fields?: Record<string, string>;
  cause?: unknown;
}

/** Base of every Bokun failure: `kind` says which, `status` is the upstream HTTP status if any. */
export abstract class BokunError extends Error {
  abstract readonly kind: BokunErrorKind;
  readonly status: number | undefined;
  readonly fields: Record<string, string>;

  constructor(message: string, details: ErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = new.target.name;
    this.status = details.status;
    this.fields = details.fields ?? {};
  }
}

/** 401/403: bad key, bad signature or skewed clock. */
export class BokunAuthError extends BokunError {
  readonly kind = 'auth';
}

/** 404: unknown activity, rate or booking. */
export class BokunNotFoundError extends BokunError {
  readonly kind = 'not_found';
}

/** 400/409/422: Bokun refused the request's content. */
export class BokunValidationError extends BokunError {
  readonly kind = 'validation';
}

/** The booking is not in the state the call needs, e.g. confirming one already CONFIRMED or TIMEOUT. */
export class BokunReservationStateError extends BokunError {
  readonly kind = 'reservation_state';
  constructor(
    message: string,
    readonly state: string,
    details: ErrorDetails = {},
  ) {
    super(message, details);
  }
}

/** 429: slow down; `retryAfterMs` when Bokun said how long. */
export class BokunRateLimitError extends BokunError {
  readonly kind = 'rate_limit';
  constructor(
    message: string,
    readonly retryAfterMs: number | undefined,
    details: ErrorDetails = {},
  ) {
    super(message, details);
  }
}

/** 5xx: Bokun is down or failing. */
export class BokunUnavailableError extends BokunError {
  readonly kind = 'unavailable';
}

/** No answer within the timeout. */
export class BokunTimeoutError extends BokunError {
  readonly kind = 'timeout';
}

/** The connection failed (refused, reset, DNS). */
export class BokunNetworkError extends BokunError {
  readonly kind = 'network';
}

/** A status or body the client cannot use (e.g. a redirect, or JSON missing its key fields). */
export class BokunUnexpectedResponseError extends BokunError {
  readonly kind = 'unexpected';
}

/** The config id has no Bokun credentials in the environment. */
export class BokunNotConfiguredError extends BokunError {
  readonly kind = 'not_configured';
  constructor(
    readonly configId: string,
    readonly missingVars: string[],
  ) {
    super(`Bokun is not configured for "${configId}": missing ${missingVars.join(', ')}`);
  }
}

/** Maps a non-2xx Bokun response to its error class. */
export function bokunErrorFromResponse(
  status: number,
  body: unknown,
  headers: { get(name: string): string | null },
): BokunError {
  const message = errorMessageOf(body) ?? `Bokun answered HTTP ${status}`;
  const details = { status, fields: errorFieldsOf(body) };
  if (status === 401 || status === 403) return new BokunAuthError(message, details);
  // The booking's state is Bokun's answer whatever status carries it (a confirm retried after a lost answer
  // may meet "not in reserved state: CONFIRMED" as a 400, a 409 or a 500 alike).
  const state = NOT_RESERVED_STATE.exec(typeof body === 'string' ? body : message)?.[1];
  if (state) return new BokunReservationStateError(message, state, details);
  if (status === 404) return new BokunNotFoundError(message, details);
  if (status === 429)
    return new BokunRateLimitError(message, retryAfterMs(headers.get('retry-after')), details);
  if (status >= 500) return new BokunUnavailableError(message, details);
  if (status === 400 || status === 409 || status === 422) return new BokunValidationError(message, details);
  return new BokunUnexpectedResponseError(message, details);
}
