import {
  credentialsNotAvailable,
  ERROR_MESSAGES,
  type ApiErrorCode,
  type ProviderFailureCode,
} from '@booking/shared-contracts';
import { DomainError } from './domainError';
import type { ProviderError, ProviderErrorKind, ProviderName } from './providers/providerError';

/** The API code each failure kind of a provider call is answered with. */
export const PROVIDER_FAILURE_API_CODES: Readonly<Record<ProviderErrorKind, ApiErrorCode>> = {
  // A missing key is our configuration's fault, a refused one too: never the visitor's 4xx.
  not_configured: 'credentials_missing',
  auth: 'upstream_auth_failed',
  rate_limit: 'upstream_unavailable',
  unavailable: 'upstream_unavailable',
  network: 'upstream_unavailable',
  timeout: 'upstream_timeout',
  not_found: 'upstream_error',
  validation: 'upstream_error',
  reservation_state: 'upstream_error',
  payment_refused: 'upstream_error',
  idempotency: 'upstream_error',
  unexpected: 'upstream_error',
  invalid_notification: 'upstream_error',
};

/** The §8 code naming a payment provider in `details.provider` of a failed transaction. */
const PAYMENT_PROVIDER_CODES: Partial<Record<ProviderName, ProviderFailureCode>> = {
  tpay: 'TPAY_API_ERROR',
  stripe: 'STRIPE_API_ERROR',
};

/** Messages a caller may put in place of the generic ones of a booking-system failure. */
export interface UpstreamMessages {
  /** The booking system refused the request's content (validation) or answered something unusable. */
  rejected?: string;
  /** The booking system could not be reached, failed, throttled or timed out. */
  unavailable?: string;
}

function credentialsMissing(error: ProviderError): DomainError {
  const missingVars = error.missingVars ?? ['settings'];
  const message = credentialsNotAvailable(error.configId ?? '', `missing ${missingVars.join(', ')}`);
  return new DomainError('credentials_missing', message, { transient: true });
}

/**
 * A payment provider's failure in §8 words: a timeout is "Transaction creation timed out", anything else
 * "Transaction creation failed" naming the provider's §8 failure code.
 */
function paymentFailure(error: ProviderError, provider: ProviderFailureCode): DomainError {
  const options = { cause: error, transient: true };
  if (error.kind === 'timeout') {
    return new DomainError('upstream_timeout', ERROR_MESSAGES.transaction_timeout, options);
  }
  return new DomainError('upstream_error', ERROR_MESSAGES.transaction_creation_failed, {
    details: { provider },
    ...options,
  });
}

/**
 * A provider failure in the API's words: missing credentials 503 naming the variables, and for a payment
 * provider §8 "Transaction creation failed/timed out"; a booking-system failure by its kind's API code, with
 * the caller's messages. The provider's own message never reaches the client (it may name internals); the
 * caller logs it.
 */
export function providerFailure(error: ProviderError, messages: UpstreamMessages = {}): DomainError {
  const code = PROVIDER_FAILURE_API_CODES[error.kind];
  if (code === 'credentials_missing') return credentialsMissing(error);
  const paymentProvider = PAYMENT_PROVIDER_CODES[error.provider];
  if (paymentProvider) return paymentFailure(error, paymentProvider);
  const options = { cause: error, transient: true };
  const unavailable = messages.unavailable ?? 'The booking system is temporarily unavailable';
  switch (code) {
    case 'upstream_auth_failed':
      return new DomainError(code, 'The booking system refused our credentials', options);
    case 'upstream_unavailable': {
      const ms = error.kind === 'rate_limit' ? error.retryAfterMs : undefined;
      const retryAfterSeconds = ms === undefined ? undefined : Math.max(1, Math.ceil(ms / 1000));
      return new DomainError(code, unavailable, { ...options, retryAfterSeconds });
    }
    case 'upstream_timeout':
      return new DomainError(code, unavailable, options);
    default:
      return new DomainError(code, messages.rejected ?? 'The booking system rejected the request', options);
  }
}
