import Stripe from 'stripe';
import {
  StripeAuthError,
  StripeIdempotencyConflictError,
  StripeNetworkError,
  StripeNotFoundError,
  StripeRateLimitedError,
  StripeTimeoutError,
  StripeUnavailableError,
  StripeUnexpectedError,
  StripeValidationError,
  StripeWebhookSignatureError,
  stripeErrorFrom,
} from './errors';

const raw = (type: string, extra: Record<string, unknown> = {}) => ({ type, message: 'm', ...extra });

describe('stripeErrorFrom', () => {
  it('maps each stripe-node error class to one failure kind', () => {
    expect(stripeErrorFrom(raw('StripeAuthenticationError'))).toBeInstanceOf(StripeAuthError);
    expect(stripeErrorFrom(raw('StripePermissionError'))).toBeInstanceOf(StripeAuthError);
    expect(
      stripeErrorFrom(raw('StripeInvalidRequestError', { statusCode: 400, param: 'mode' })),
    ).toBeInstanceOf(StripeValidationError);
    expect(
      stripeErrorFrom(raw('StripeInvalidRequestError', { statusCode: 404, code: 'resource_missing' })),
    ).toBeInstanceOf(StripeNotFoundError);
    expect(stripeErrorFrom(raw('StripeIdempotencyError'))).toBeInstanceOf(StripeIdempotencyConflictError);
    expect(stripeErrorFrom(raw('StripeRateLimitError'))).toBeInstanceOf(StripeRateLimitedError);
    expect(stripeErrorFrom(raw('StripeAPIError'))).toBeInstanceOf(StripeUnavailableError);
    expect(stripeErrorFrom(raw('StripeSignatureVerificationError'))).toBeInstanceOf(
      StripeWebhookSignatureError,
    );
    expect(stripeErrorFrom(new Error('boom'))).toBeInstanceOf(StripeUnexpectedError);
  });

  it('tells a timeout from a failed connection', () => {
    const timeout = raw('StripeConnectionError', {
      message: 'Request aborted due to timeout being reached (10ms)',
    });
    expect(stripeErrorFrom(timeout)).toBeInstanceOf(StripeTimeoutError);
    expect(stripeErrorFrom(raw('StripeConnectionError', { message: 'ECONNREFUSED' }))).toBeInstanceOf(
      StripeNetworkError,
    );
  });

  it('keeps param and Stripe code, and carries the §8 code STRIPE_API_ERROR', () => {
    const error = stripeErrorFrom(
      new Stripe.errors.StripeInvalidRequestError({
        message: 'bad',
        param: 'expires_at',
        code: 'parameter_invalid',
      }),
    );
    expect(error).toMatchObject({
      param: 'expires_at',
      stripeCode: 'parameter_invalid',
      code: 'STRIPE_API_ERROR',
    });
  });
});
