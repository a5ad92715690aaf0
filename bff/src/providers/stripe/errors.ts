/** Failure categories of a Stripe call or webhook. */
export type StripeErrorKind =
  | 'auth'
  | 'not_found'
  | 'validation'
  | 'idempotency'
  | 'rate_limit'
  | 'unavailable'
  | 'timeout'
  | 'network'
  | 'unexpected'
  | 'not_configured'
  | 'signature';

interface ErrorDetails {
  status?: number;
  code?: string;
  param?: string;
  cause?: unknown;
}

/** Base of every Stripe failure. `code` is the response's §8 code, e.g. STRIPE_API_ERROR. */
export abstract class StripeProviderError extends Error {
  abstract readonly kind: StripeErrorKind;
  readonly status: number | undefined;
  /** Stripe's own error code (`resource_missing`, `parameter_invalid`…), when it sent one. */
  readonly stripeCode: string | undefined;
  readonly param: string | undefined;
  readonly code = 'STRIPE_API_ERROR';

  constructor(message: string, details: ErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = new.target.name;
    this.status = details.status;
    this.stripeCode = details.code;
    this.param = details.param;
  }
}

export class StripeAuthError extends StripeProviderError {
  readonly kind = 'auth';
}
export class StripeNotFoundError extends StripeProviderError {
  readonly kind = 'not_found';
}
/** Stripe refused the request's content; `param` names the field. */
export class StripeValidationError extends StripeProviderError {
  readonly kind = 'validation';
}
/** An idempotency key was reused with different parameters. */
export class StripeIdempotencyConflictError extends StripeProviderError {
  readonly kind = 'idempotency';
}
export class StripeRateLimitedError extends StripeProviderError {
  readonly kind = 'rate_limit';
}
export class StripeUnavailableError extends StripeProviderError {
  readonly kind = 'unavailable';
}
export class StripeTimeoutError extends StripeProviderError {
  readonly kind = 'timeout';
}
export class StripeNetworkError extends StripeProviderError {
  readonly kind = 'network';
}
export class StripeUnexpectedError extends StripeProviderError {
  readonly kind = 'unexpected';
}
/** A webhook whose `Stripe-Signature` does not verify; answer 400 and never act on it. */
export class StripeWebhookSignatureError extends StripeProviderError {
  readonly kind = 'signature';
}

/** The config id has no usable Stripe credentials, or its key does not match its mode. */
export class StripeNotConfiguredError extends StripeProviderError {
  readonly kind = 'not_configured';
  constructor(
    readonly configId: string,
    readonly missingVars: string[],
    reason?: string,
  ) {
    super(reason ?? `Stripe is not configured for "${configId}": missing ${missingVars.join(', ')}`);
  }
}

/** Maps what stripe-node threw (its `Stripe…Error` classes, by `type`) to one of ours. */
export function stripeErrorFrom(error: unknown): StripeProviderError {
  if (error instanceof StripeProviderError) return error;
  const e = (error ?? {}) as {
    type?: unknown;
    message?: unknown;
    statusCode?: unknown;
    code?: unknown;
    param?: unknown;
  };
  const message = typeof e.message === 'string' ? e.message : String(error);
  const details: ErrorDetails = {
    ...(typeof e.statusCode === 'number' ? { status: e.statusCode } : {}),
    ...(typeof e.code === 'string' ? { code: e.code } : {}),
    ...(typeof e.param === 'string' ? { param: e.param } : {}),
    cause: error,
  };
  switch (e.type) {
    case 'StripeAuthenticationError':
    case 'StripePermissionError':
      return new StripeAuthError(message, details);
    case 'StripeInvalidRequestError':
      return details.status === 404 || details.code === 'resource_missing'
        ? new StripeNotFoundError(message, details)
        : new StripeValidationError(message, details);
    case 'StripeIdempotencyError':
      return new StripeIdempotencyConflictError(message, details);
    case 'StripeRateLimitError':
      return new StripeRateLimitedError(message, details);
    case 'StripeAPIError':
      return new StripeUnavailableError(message, details);
    case 'StripeConnectionError':
      return /timeout/i.test(message)
        ? new StripeTimeoutError(message, details)
        : new StripeNetworkError(message, details);
    case 'StripeSignatureVerificationError':
      return new StripeWebhookSignatureError(message, details);
    default:
      return new StripeUnexpectedError(message, details);
  }
}
