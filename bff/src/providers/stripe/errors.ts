import { ProviderError, type ProviderErrorFacts, type ProviderErrorKind } from '../providerError';

/** The failure kind of each stripe-node error class (its `type`); other types are `unexpected`. */
const KIND_OF_TYPE: Readonly<Record<string, ProviderErrorKind>> = {
  StripeAuthenticationError: 'auth',
  StripePermissionError: 'auth',
  StripeIdempotencyError: 'idempotency',
  StripeRateLimitError: 'rate_limit',
  StripeAPIError: 'unavailable',
  StripeSignatureVerificationError: 'invalid_notification',
};

function kindOf(type: unknown, facts: ProviderErrorFacts, message: string): ProviderErrorKind {
  if (type === 'StripeInvalidRequestError') {
    return facts.status === 404 || facts.stripeCode === 'resource_missing' ? 'not_found' : 'validation';
  }
  if (type === 'StripeConnectionError') return /timeout/i.test(message) ? 'timeout' : 'network';
  return (typeof type === 'string' ? KIND_OF_TYPE[type] : undefined) ?? 'unexpected';
}

/** Maps what stripe-node threw (its `Stripe…Error` classes, by `type`) to a ProviderError. */
export function stripeErrorFrom(error: unknown): ProviderError {
  if (error instanceof ProviderError) return error;
  const e = (error ?? {}) as {
    type?: unknown;
    message?: unknown;
    statusCode?: unknown;
    code?: unknown;
    param?: unknown;
  };
  const message = typeof e.message === 'string' ? e.message : String(error);
  const facts: ProviderErrorFacts = {
    ...(typeof e.statusCode === 'number' ? { status: e.statusCode } : {}),
    ...(typeof e.code === 'string' ? { stripeCode: e.code } : {}),
    ...(typeof e.param === 'string' ? { param: e.param } : {}),
    cause: error,
  };
  return new ProviderError('stripe', kindOf(e.type, facts, message), message, facts);
}
