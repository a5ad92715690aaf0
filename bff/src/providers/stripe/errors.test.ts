import Stripe from 'stripe';
import { stripeErrorFrom } from './errors';

const raw = (type: string, extra: Record<string, unknown> = {}) => ({ type, message: 'm', ...extra });

describe('stripeErrorFrom', () => {
  it('maps each stripe-node error class to one failure kind', () => {
    expect(stripeErrorFrom(raw('StripeAuthenticationError'))).toMatchObject({
      provider: 'stripe',
      kind: 'auth',
    });
    expect(stripeErrorFrom(raw('StripePermissionError'))).toMatchObject({ provider: 'stripe', kind: 'auth' });
    expect(
      stripeErrorFrom(raw('StripeInvalidRequestError', { statusCode: 400, param: 'mode' })),
    ).toMatchObject({ provider: 'stripe', kind: 'validation' });
    expect(
      stripeErrorFrom(raw('StripeInvalidRequestError', { statusCode: 404, code: 'resource_missing' })),
    ).toMatchObject({ provider: 'stripe', kind: 'not_found' });
    expect(stripeErrorFrom(raw('StripeIdempotencyError'))).toMatchObject({
      provider: 'stripe',
      kind: 'idempotency',
    });
    expect(stripeErrorFrom(raw('StripeRateLimitError'))).toMatchObject({
      provider: 'stripe',
      kind: 'rate_limit',
    });
    expect(stripeErrorFrom(raw('StripeAPIError'))).toMatchObject({ provider: 'stripe', kind: 'unavailable' });
    expect(stripeErrorFrom(raw('StripeSignatureVerificationError'))).toMatchObject({
      provider: 'stripe',
      kind: 'invalid_notification',
    });
    expect(stripeErrorFrom(new Error('boom'))).toMatchObject({ provider: 'stripe', kind: 'unexpected' });
  });

  it('tells a timeout from a failed connection', () => {
    const timeout = raw('StripeConnectionError', {
      message: 'Request aborted due to timeout being reached (10ms)',
    });
    expect(stripeErrorFrom(timeout)).toMatchObject({ provider: 'stripe', kind: 'timeout' });
    expect(stripeErrorFrom(raw('StripeConnectionError', { message: 'ECONNREFUSED' }))).toMatchObject({
      provider: 'stripe',
      kind: 'network',
    });
  });

  it('keeps param and Stripe code', () => {
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
    });
  });
});
