import { API_ERROR_STATUS, isApiErrorCode } from '@booking/shared-contracts';
import * as errors from './errors';
import { DomainError, httpErrorFrom, type HttpError } from './errors';
import {
  notConfigured,
  PROVIDER_ERROR_KINDS,
  ProviderError,
  type ProviderErrorKind,
} from './providers/providerError';
import {
  IdempotencyConflictError,
  IdempotencyInProgressError,
  IdempotencyOriginalFailedError,
} from './store';

const mapped = (error: unknown): HttpError => httpErrorFrom(error);
const failure = (provider: ProviderError['provider'], kind: ProviderErrorKind, facts = {}) =>
  kind === 'not_configured'
    ? notConfigured(provider, provider, 'demo', ['DEMO_KEY'])
    : new ProviderError(provider, kind, 'x', facts);

/** One call of every factory in errors.ts; a new factory fails the completeness test until it is listed. */
const FACTORY_SAMPLES: Record<string, () => unknown[]> = {
  invalidRequest: () => [errors.invalidRequest([{ in: 'body', path: 'x', message: 'x is required' }])],
  invalidJson: () => [errors.invalidJson()],
  notFound: () => [errors.notFound('/nowhere')],
  methodNotAllowed: () => [errors.methodNotAllowed()],
  notImplemented: () => [errors.notImplemented()],
  payloadTooLarge: () => [errors.payloadTooLarge(1024)],
  unsupportedMediaType: () => [errors.unsupportedMediaType('text/xml')],
  rateLimited: () => [errors.rateLimited(3)],
  internalError: () => [errors.internalError()],
  configNotFound: () => [errors.configNotFound('nope')],
  serviceUnavailable: () => [errors.serviceUnavailable()],
  upstreamError: () => [errors.upstreamError()],
  upstreamTimeout: () => [errors.upstreamTimeout()],
  widgetNotBuilt: () => [errors.widgetNotBuilt()],
  activityNotAvailableError: () => [errors.activityNotAvailableError(1001)],
  reservationNotFound: () => [errors.reservationNotFound('UND-1')],
  reservationCancelled: () => [errors.reservationCancelled('UND-1')],
  reservationAlreadyConfirmed: () => [errors.reservationAlreadyConfirmed('UND-1')],
  reservationExpired: () => [errors.reservationExpired()],
  reservationNotCreated: () => [errors.reservationNotCreated()],
  reservationNotRecorded: () => [errors.reservationNotRecorded()],
  reservationCodeReused: () => [errors.reservationCodeReused()],
  bookingNotPriced: () => [errors.bookingNotPriced()],
  invalidTransactionAmount: () => [errors.invalidTransactionAmount()],
  invalidGroupId: () => [errors.invalidGroupId()],
  invalidBlikCode: () => [errors.invalidBlikCode()],
  invalidPaymentMethod: () => [errors.invalidPaymentMethod()],
  paymentWithoutReservation: () => [errors.paymentWithoutReservation()],
  missingContactInformation: () => [errors.missingContactInformation()],
  contactFieldsMissing: () => [errors.contactFieldsMissing(['phoneNumber'])],
  domainNotConfigured: () => [errors.domainNotConfigured('demo')],
  paymentConfigMismatch: () => [errors.paymentConfigMismatch()],
  paymentNotFound: () => [errors.paymentNotFound('ta_1')],
  receiptNotFound: () => [errors.receiptNotFound()],
  transactionStoreFailed: () => [errors.transactionStoreFailed()],
  unauthorized: () => [errors.unauthorized()],
  legacySheetsBodyRefused: () => [errors.legacySheetsBodyRefused()],
  sessionInvalid: () => [errors.sessionInvalid()],
  originNotAllowed: () => [errors.originNotAllowed()],
  sessionsExhausted: () => [errors.sessionsExhausted()],
  sheetCellTooLong: () => [errors.sheetCellTooLong('event', 64)],
  funnelRateLimited: () => [errors.funnelRateLimited()],
  outboxItemNotFound: () => [errors.outboxItemNotFound('1')],
  outboxItemNotDead: () => [errors.outboxItemNotDead('1')],
  refundFlagNotOpen: () => [errors.refundFlagNotOpen('1')],
  invalidWidgetConfig: () => [errors.invalidWidgetConfig([])],
  badEncoding: () => [errors.badEncoding()],
  reservationPaid: () => [errors.reservationPaid('UND-1')],
  paymentPending: () => [errors.paymentPending('UND-1')],
  tooManyParticipants: () => [errors.tooManyParticipants(30)],
  holdLimitReached: () => [errors.holdLimitReached(5)],
  holdSeatsLimitReached: () => [
    errors.holdSeatsLimitReached('departure_share', 12),
    errors.holdSeatsLimitReached('session_seats', 30),
  ],
  paymentTriesExhausted: () => [errors.paymentTriesExhausted(5)],
  paymentInProgress: () => [errors.paymentInProgress()],
  invalidReturnUrl: () => [errors.invalidReturnUrl()],
  describeRefusal: () => [errors.describeRefusal(errors.reservationNotCreated())],
  invalidNotification: () => [errors.invalidNotification()],
  unknownTransaction: () => [errors.unknownTransaction()],
  idempotencyFailure: () =>
    (['reservation', 'payment'] as const).flatMap((subject) => [
      errors.idempotencyFailure(new IdempotencyConflictError('s', 'k'), subject),
      errors.idempotencyFailure(new IdempotencyInProgressError('s', 'k', 1), subject),
      errors.idempotencyFailure(new IdempotencyOriginalFailedError('s', 'k'), subject),
      errors.idempotencyFailure(
        new IdempotencyOriginalFailedError('s', 'k', { code: 'reservation_not_created', message: 'x' }),
        subject,
      ),
    ]),
  providerFailure: () =>
    (['bokun', 'tpay', 'stripe'] as const).flatMap((provider) =>
      PROVIDER_ERROR_KINDS.map((kind) => errors.providerFailure(failure(provider, kind))),
    ),
};

/** Exports of errors.ts that are not factories of failures. */
const NOT_FACTORIES = ['HttpError', 'DomainError', 'httpErrorFrom', 'apiErrorCodeOf', 'isPermanentFailure'];

describe('the error factories', () => {
  it('are all sampled by this test', () => {
    const factories = Object.entries(errors)
      .filter(([name, value]) => typeof value === 'function' && !NOT_FACTORIES.includes(name))
      .map(([name]) => name);
    expect(Object.keys(FACTORY_SAMPLES).sort()).toEqual(factories.sort());
  });

  it.each(Object.entries(FACTORY_SAMPLES))(
    '%s answers catalogue codes with their catalogue status',
    (_, sample) => {
      for (const error of sample()) {
        const answer = mapped(error);
        expect(isApiErrorCode(answer.code)).toBe(true);
        expect([answer.code, answer.status]).toEqual([answer.code, API_ERROR_STATUS[answer.code]]);
      }
    },
  );
});

describe('httpErrorFrom', () => {
  it('answers a domain error with its code, message, details and Retry-After', () => {
    const error = new DomainError('payment_in_progress', 'retry shortly', {
      details: { a: 1 },
      retryAfterSeconds: 1,
    });
    expect(mapped(error)).toMatchObject({
      status: 409,
      code: 'payment_in_progress',
      message: 'retry shortly',
      details: { a: 1 },
      headers: { 'Retry-After': '1' },
    });
  });

  it('answers a refused Bokun signature as 502 upstream_auth_failed without Bokun’s text', () => {
    const error = mapped(
      new ProviderError('bokun', 'auth', 'Invalid signature for key demo-access-key', { status: 401 }),
    );
    expect([error.status, error.code]).toEqual([502, 'upstream_auth_failed']);
    expect(error.message).not.toContain('demo-access-key');
  });

  it.each([
    [failure('bokun', 'unavailable', { status: 503 }), 503, 'upstream_unavailable'],
    [failure('bokun', 'network'), 503, 'upstream_unavailable'],
    [failure('bokun', 'timeout'), 504, 'upstream_timeout'],
    [failure('bokun', 'validation', { status: 400 }), 502, 'upstream_error'],
  ])('maps %p to %i %s', (error, status, code) => {
    expect(mapped(error)).toMatchObject({ status, code });
  });

  it('passes Bokun’s Retry-After on as whole seconds', () => {
    expect(mapped(failure('bokun', 'rate_limit', { retryAfterMs: 2500 })).headers).toEqual({
      'Retry-After': '3',
    });
  });

  it('names the missing variables of an unconfigured config as 503 credentials_missing', () => {
    const error = mapped(notConfigured('bokun', 'Bokun', 'demo', ['DEMO_BOKUN_SECRET_KEY']));
    expect(error).toMatchObject({ status: 503, code: 'credentials_missing' });
    expect(error.message).toBe('Credentials not available for demo: missing DEMO_BOKUN_SECRET_KEY');
  });

  it('answers a payment provider failure as §8 "Transaction creation failed" naming the provider', () => {
    expect(mapped(new ProviderError('stripe', 'validation', 'No such price'))).toMatchObject({
      status: 502,
      code: 'upstream_error',
      message: 'Transaction creation failed',
      details: { provider: 'STRIPE_API_ERROR' },
    });
    expect(mapped(failure('tpay', 'timeout'))).toMatchObject({
      status: 504,
      message: 'Transaction creation timed out. Please try again.',
    });
    expect(mapped(failure('stripe', 'timeout')).code).toBe('upstream_timeout');
  });

  it('keeps the status of a client error thrown by Koa, with a stable code', () => {
    const forbidden = Object.assign(new Error('Forbidden thing'), { status: 403, expose: true });
    expect(mapped(forbidden)).toMatchObject({ status: 403, code: 'forbidden', message: 'Forbidden thing' });
    const syntax = Object.assign(new SyntaxError('Unexpected token'), { status: 400 });
    expect(mapped(syntax)).toMatchObject({ status: 400, code: 'invalid_json' });
  });

  it('answers anything unexpected as a bare 500 internal_error', () => {
    expect(mapped(new TypeError('x is undefined at db password=hunter2'))).toMatchObject({
      status: 500,
      code: 'internal_error',
      message: 'Internal server error',
    });
    expect(mapped('just a string').code).toBe('internal_error');
  });
});

describe('apiErrorCodeOf', () => {
  it('names the code a failure is answered with, and nothing for an unexpected one', () => {
    expect(errors.apiErrorCodeOf(failure('bokun', 'unavailable'))).toBe('upstream_unavailable');
    expect(errors.apiErrorCodeOf(errors.reservationExpired())).toBe('reservation_expired');
    expect(errors.apiErrorCodeOf(new Error('bug'))).toBeUndefined();
  });
});
