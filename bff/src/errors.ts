import {
  activityNotAvailable,
  API_ERROR_STATUS,
  apiErrorCodeForStatus,
  credentialsNotAvailable,
  isApiErrorCode,
  ERROR_MESSAGES,
  type ApiErrorCode,
} from '@booking/shared-contracts';
import { DomainError } from './domainError';
import { BokunError, BokunNotConfiguredError, BokunRateLimitError } from './providers/bokun';
import { StripeNotConfiguredError, StripeProviderError } from './providers/stripe';
import { TpayError, TpayNotConfiguredError } from './providers/tpay';
import {
  IdempotencyConflictError,
  IdempotencyInProgressError,
  IdempotencyOriginalFailedError,
} from './store/idempotencyErrors';

export { DomainError } from './domainError';

/** One problem with one input field, as listed in `error.details` of a 400 answer. */
export interface FieldIssue {
  /** Which part of the request: path parameters, query string or body. */
  in: 'params' | 'query' | 'body';
  /** Dotted path inside that part (`payer.email`); empty for the part itself. */
  path: string;
  message: string;
}

/**
 * An answer of the HTTP edge: a status, a catalogue code and a message safe to show. The error middleware
 * renders it as `{error: {code, message, details?}}`; `httpErrorFrom` turns anything thrown into one.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly details?: unknown,
    /** Extra response headers, e.g. Retry-After. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

const retryable = { transient: true } as const;

// The HTTP edge: input, routing and protocol.
export const invalidRequest = (details: FieldIssue[], message = 'The request is invalid') =>
  new HttpError(400, 'invalid_request', message, details);
export const invalidJson = () => new HttpError(400, 'invalid_json', 'The request body is not valid JSON');
export const notFound = (path: string) => new HttpError(404, 'not_found', `No route for ${path}`);
export const methodNotAllowed = () =>
  new HttpError(405, 'method_not_allowed', 'Method not allowed on this path');
export const notImplemented = () => new HttpError(501, 'not_implemented', 'Method not implemented');
export const payloadTooLarge = (limitBytes: number) =>
  new HttpError(413, 'payload_too_large', `The request body exceeds ${limitBytes} bytes`);
export const unsupportedMediaType = (type: string) =>
  new HttpError(415, 'unsupported_media_type', `Content type ${type} is not accepted`);
export const rateLimited = (retryAfterSeconds: number) =>
  new HttpError(429, 'rate_limited', 'Too many requests, please slow down', undefined, {
    'Retry-After': String(retryAfterSeconds),
  });
/** The only text a client ever sees of an unexpected failure. */
export const internalError = () => new HttpError(500, 'internal_error', 'Internal server error');
export const unauthorized = () => new HttpError(401, 'unauthorized', 'Authorization required');
export const legacySheetsBodyRefused = (
  message = 'The body with a service account key is not accepted: send {configId, sheetName, data}',
) => new HttpError(400, 'legacy_sheets_body_refused', message);
export const sessionInvalid = () =>
  new HttpError(
    400,
    'session_invalid',
    "The widget session is missing, expired or not this widget's; open the widget again",
  );
export const originNotAllowed = () =>
  new HttpError(400, 'origin_not_allowed', 'The widget config does not allow this page origin');
export const sessionsExhausted = () =>
  new HttpError(429, 'rate_limited', 'Too many widget sessions from this address; try again later');
export const sheetCellTooLong = (column: string, max: number) =>
  new HttpError(400, 'sheet_cell_too_long', `${column} takes at most ${max} characters`);
export const funnelRateLimited = () =>
  new HttpError(429, 'funnel_rate_limited', 'Too many funnel rows; try again later');
export const outboxItemNotFound = (id: string) =>
  new HttpError(404, 'outbox_item_not_found', `No outbox item ${id}`);
export const outboxItemNotDead = (id: string) =>
  new HttpError(409, 'outbox_item_not_dead', `Outbox item ${id} is not dead; only dead items are retried`);
export const refundFlagNotOpen = (id: string) =>
  new HttpError(404, 'refund_flag_not_open', `No open refund flag ${id}`);
export const invalidWidgetConfig = (details: unknown, message = 'The widget config is invalid') =>
  new HttpError(400, 'invalid_widget_config', message, details);
export const badEncoding = () => new HttpError(400, 'bad_request', 'The request body is not valid UTF-8');

// Configuration and dependencies.
export const configNotFound = (configId: string) =>
  new DomainError('config_not_found', `Configuration "${configId}" does not exist`);
export const widgetNotBuilt = () =>
  new HttpError(503, 'widget_not_built', 'The widget page is not built: run the remote-widget build');
export const serviceUnavailable = (message = 'The service is temporarily unavailable') =>
  new DomainError('service_unavailable', message, retryable);
/** A provider answered badly; the message must not carry the provider's internals. */
export const upstreamError = (message = 'An upstream service failed') =>
  new DomainError('upstream_error', message, retryable);
export const upstreamTimeout = (message = 'An upstream service timed out') =>
  new DomainError('upstream_timeout', message, retryable);

// Catalogue and reservations.
export const activityNotAvailableError = (activityId: number) =>
  new DomainError('activity_not_available', activityNotAvailable(activityId));
export const reservationNotFound = (confirmationCode: string) =>
  new DomainError('reservation_not_found', `Reservation ${confirmationCode} was not found`);
export const reservationCancelled = (confirmationCode: string) =>
  new DomainError('reservation_cancelled', `Reservation ${confirmationCode} was cancelled`);
/** A confirmed booking is not released by removing its hold. */
export const reservationAlreadyConfirmed = (confirmationCode: string) =>
  new DomainError(
    'reservation_confirmed',
    `Reservation ${confirmationCode} is already confirmed and cannot be removed`,
  );
/** The hold timed out before the booking was confirmed or paid (§8 text). */
export const reservationExpired = () =>
  new DomainError('reservation_expired', ERROR_MESSAGES.reservation_expired);
/** Bokun refused the booking as asked (sold out, bad rate). */
export const reservationNotCreated = () =>
  new DomainError('reservation_not_created', ERROR_MESSAGES.reservation_not_created);
/**
 * Bokun answered a confirmation code this BFF already holds for another booking; the new hold was released
 * and the stored booking kept (ARCHITECTURE "A stored booking is never overwritten").
 */
export const reservationCodeReused = () =>
  new DomainError('reservation_code_reused', ERROR_MESSAGES.reservation_failed);
/** A hold that exists upstream but could not be recorded here (it was released). */
export const reservationNotRecorded = () =>
  new DomainError('store_unavailable', ERROR_MESSAGES.reservation_failed, retryable);
export const bookingNotPriced = () =>
  new DomainError('booking_not_priced', 'The booking cannot be priced as requested');

// A hold belongs to whoever made it (ARCHITECTURE): its token, its payment, its bounds.
// A missing or wrong hold token, and an unpaid hold at the tokenless confirm, answer like an unknown code
// (reservationNotFound, paymentNotFound, paymentWithoutReservation): nothing tells a guesser what exists.
/** A paid hold is never released. */
export const reservationPaid = (confirmationCode: string) =>
  new DomainError('reservation_paid', `Reservation ${confirmationCode} is paid and is not released`);
/** A payer may be at the bank: the hold stays while its payment is open. */
export const paymentPending = (confirmationCode: string) =>
  new DomainError('payment_pending', `Reservation ${confirmationCode} has a payment in progress`);
export const tooManyParticipants = (max: number) =>
  new DomainError('too_many_participants', `A booking takes at most ${max} participants`);
export const holdLimitReached = (max: number) =>
  new DomainError(
    'hold_limit_reached',
    `At most ${max} reservations may be held at once; finish or release one first`,
    {
      retryAfterSeconds: 60,
      transient: true,
    },
  );
/**
 * One client or session would hold more seats than it may (of a departure, or in all): the hold is not made.
 * `details` says which bound and how many seats are left under it, so support can tell hoarding apart.
 */
export const holdSeatsLimitReached = (bound: 'departure_share' | 'session_seats', maxSeats: number) =>
  new DomainError('hold_seats_limit_reached', ERROR_MESSAGES.hold_seats_limit_reached, {
    details: { bound, maxSeats },
    retryAfterSeconds: 60,
    transient: true,
  });
/** A hold was tried with as many payments as it may; no provider is asked again for it. */
export const paymentTriesExhausted = (maxTries: number) =>
  new DomainError('payment_tries_exhausted', ERROR_MESSAGES.payment_tries_exhausted, {
    details: { maxTries },
  });
/** The same payment (or the reservation's one live payment) is being created right now. */
export const paymentInProgress = () =>
  new DomainError('payment_in_progress', 'This payment is already being created; retry shortly', {
    retryAfterSeconds: 1,
    transient: true,
  });

// Payments (§5 rules with their §8 texts).
export const invalidTransactionAmount = () =>
  new DomainError('invalid_transaction_amount', ERROR_MESSAGES.invalid_transaction_amount);
export const invalidGroupId = () => new DomainError('invalid_group_id', ERROR_MESSAGES.invalid_group_id);
export const invalidBlikCode = () => new DomainError('invalid_blik_code', ERROR_MESSAGES.invalid_blik_code);
export const invalidPaymentMethod = () =>
  new DomainError('invalid_payment_method', ERROR_MESSAGES.invalid_payment_method);
export const paymentWithoutReservation = () =>
  new DomainError('payment_without_reservation', ERROR_MESSAGES.payment_without_reservation);
export const missingContactInformation = () =>
  new DomainError('missing_contact_information', ERROR_MESSAGES.missing_contact_information);
/**
 * The booking system refused a booking for main-contact answers its activity requires (`mainContactFields`):
 * the §8 text naming them, and their question ids in `details.fields` for the form.
 */
/** The contact fields Bokun says are missing, named when it named them (`[]`: it did not say which). */
export const contactFieldsMissing = (fields: string[]) =>
  new DomainError(
    'missing_contact_information',
    fields.length === 0
      ? ERROR_MESSAGES.missing_contact_information
      : `${ERROR_MESSAGES.missing_contact_information} Required: ${fields
          .map((id) => id.replace(/([A-Z])/g, ' $1').toLowerCase())
          .join(', ')}.`,
    { details: { fields } },
  );
/** §5 "a transaction needs a configured domain". */
/** A payer may only be sent back to the config's domain or to the BFF's own pages. */
export const invalidReturnUrl = () =>
  new DomainError('invalid_return_url', "Return URLs must be on the site's own domain");
export const domainNotConfigured = (configId: string) =>
  new DomainError('domain_not_configured', `Configuration "${configId}" has no domain`);
export const paymentConfigMismatch = () =>
  new DomainError('invalid_request', 'paymentData.configId must equal configId');
export const paymentNotFound = (ref: string) =>
  new DomainError('payment_not_found', `No payment with transaction ${ref}`);
/** No paid or open booking answers to this receipt key (unknown keys and holds never paid alike). */
export const receiptNotFound = () =>
  new DomainError('receipt_not_found', 'No booking answers to this receipt');
/** The transaction exists at the provider but its record could not be written (§8 text). */
export const transactionStoreFailed = () =>
  new DomainError('transaction_store_failed', ERROR_MESSAGES.transaction_store_failed, retryable);

// Provider notifications.
/** The notification failed parsing or its signature; nothing was applied. */
export const invalidNotification = (message = 'The notification could not be verified') =>
  new DomainError('invalid_notification', message);
/** No payment of this BFF matches; the provider will send it again. */
export const unknownTransaction = () =>
  new DomainError('unknown_transaction', 'No payment matches this notification');

/** A refusal worth leaving for the duplicates of an idempotent call: a permanent one, as `{code, message}`. */
export function describeRefusal(error: unknown): { code: ApiErrorCode; message: string } | undefined {
  return error instanceof DomainError && error.permanent
    ? { code: error.code, message: error.message }
    : undefined;
}

/** What an idempotent create was making, for the wording of its idempotency failures. */
export type IdempotentSubject = 'reservation' | 'payment';

/**
 * An idempotency outcome of a create call in the API's words: the key used for another request (409), the
 * first call still running (409, retry in a second), or the first call failed (502). Anything else is
 * returned unchanged.
 */
export function idempotencyFailure(error: unknown, subject: IdempotentSubject): unknown {
  const reservation = subject === 'reservation';
  if (error instanceof IdempotencyConflictError) {
    return new DomainError(
      'idempotency_conflict',
      reservation
        ? 'This idempotency key was already used for a different reservation'
        : 'This payment key was already used for a different payment',
    );
  }
  if (error instanceof IdempotencyInProgressError) {
    return reservation
      ? new DomainError(
          'idempotency_in_progress',
          'A reservation with this idempotency key is still being created; retry shortly',
          { retryAfterSeconds: 1, transient: true },
        )
      : paymentInProgress();
  }
  if (error instanceof IdempotencyOriginalFailedError) {
    const first = error.failure as { code?: unknown; message?: unknown } | undefined;
    // The first call's own refusal, when it left one: duplicates answer as it did.
    if (isApiErrorCode(first?.code) && typeof first.message === 'string') {
      return new DomainError(first.code, first.message);
    }
    return upstreamError(
      reservation ? ERROR_MESSAGES.reservation_failed : 'The first attempt of this payment failed; retry',
    );
  }
  return error;
}

/** Messages a caller may put in place of the generic ones of a Bokun failure. */
export interface UpstreamMessages {
  /** Bokun refused the request's content (validation) or answered something unusable. */
  rejected?: string;
  /** Bokun could not be reached, failed, throttled or timed out. */
  unavailable?: string;
}

/**
 * A Bokun failure in the API's words. Bokun's own message never reaches the client (it may name
 * internals); the caller logs it. A wrong key is our configuration's fault, not the visitor's: 502.
 */
export function bokunFailure(error: BokunError, messages: UpstreamMessages = {}): DomainError {
  const unavailable = messages.unavailable ?? 'The booking system is temporarily unavailable';
  const cause = { cause: error, transient: true };
  switch (error.kind) {
    case 'not_configured':
      return error instanceof BokunNotConfiguredError
        ? credentialsMissing(error.configId, error.missingVars)
        : credentialsMissing('', ['settings']);
    case 'auth':
      return new DomainError('upstream_auth_failed', 'The booking system refused our credentials', cause);
    case 'rate_limit': {
      const ms = error instanceof BokunRateLimitError ? error.retryAfterMs : undefined;
      const retryAfterSeconds = ms === undefined ? undefined : Math.max(1, Math.ceil(ms / 1000));
      return new DomainError('upstream_unavailable', unavailable, { ...cause, retryAfterSeconds });
    }
    case 'unavailable':
    case 'network':
      return new DomainError('upstream_unavailable', unavailable, cause);
    case 'timeout':
      return new DomainError('upstream_timeout', unavailable, cause);
    case 'not_found':
    case 'validation':
    case 'reservation_state':
    case 'unexpected':
      return new DomainError(
        'upstream_error',
        messages.rejected ?? 'The booking system rejected the request',
        cause,
      );
  }
}

function credentialsMissing(configId: string, missingVars: string[]): DomainError {
  const message = credentialsNotAvailable(configId, `missing ${missingVars.join(', ')}`);
  return new DomainError('credentials_missing', message, retryable);
}

/**
 * A Tpay or Stripe failure in the API's words: missing credentials 503, a timeout 504 with the §8 timeout
 * text, anything else 502 "Transaction creation failed" naming the provider's §8 failure code.
 */
export function paymentProviderFailure(error: TpayError | StripeProviderError): DomainError {
  if (error instanceof TpayNotConfiguredError || error instanceof StripeNotConfiguredError) {
    return credentialsMissing(error.configId, error.missingVars);
  }
  if (error.kind === 'timeout') {
    return new DomainError('upstream_timeout', ERROR_MESSAGES.transaction_timeout, {
      cause: error,
      ...retryable,
    });
  }
  const provider = error instanceof StripeProviderError ? error.code : 'TPAY_API_ERROR';
  return new DomainError('upstream_error', ERROR_MESSAGES.transaction_creation_failed, {
    details: { provider },
    cause: error,
    ...retryable,
  });
}

interface StatusLike {
  status?: unknown;
  statusCode?: unknown;
  expose?: unknown;
  message?: unknown;
  type?: unknown;
}

function fromStatusLike(error: unknown): HttpError {
  const e = (typeof error === 'object' && error !== null ? error : {}) as StatusLike;
  const status =
    typeof e.status === 'number' ? e.status : typeof e.statusCode === 'number' ? e.statusCode : 500;
  if (status < 400 || status >= 500) return internalError();
  // co-body marks a JSON syntax error only as a SyntaxError with status 400.
  if (status === 400 && (error instanceof SyntaxError || e.type === 'entity.parse.failed'))
    return invalidJson();
  const code = apiErrorCodeForStatus(status);
  const message = e.expose === true && typeof e.message === 'string' ? e.message : code.replaceAll('_', ' ');
  return new HttpError(status, code, message);
}

/**
 * The answer to anything thrown inside a request. Domain errors get their code's catalogue status;
 * provider and idempotency failures their generic wording (services pass their own where it differs);
 * Koa's 4xx errors keep their status with a stable code; everything else is internal_error, so no stack or
 * upstream text leaks.
 */
export function httpErrorFrom(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof DomainError) {
    const headers: Record<string, string> =
      error.retryAfterSeconds === undefined ? {} : { 'Retry-After': String(error.retryAfterSeconds) };
    return new HttpError(API_ERROR_STATUS[error.code], error.code, error.message, error.details, headers);
  }
  if (error instanceof BokunError) return httpErrorFrom(bokunFailure(error));
  if (error instanceof TpayError || error instanceof StripeProviderError) {
    return httpErrorFrom(paymentProviderFailure(error));
  }
  const idempotency = idempotencyFailure(error, 'reservation');
  if (idempotency !== error) return httpErrorFrom(idempotency);
  return fromStatusLike(error);
}

/** The catalogue code a failure is answered with, or undefined for an unexpected one (answered internal_error). */
export function apiErrorCodeOf(error: unknown): ApiErrorCode | undefined {
  const { code } = httpErrorFrom(error);
  return code === 'internal_error' ? undefined : code;
}
