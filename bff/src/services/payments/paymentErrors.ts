import { credentialsNotAvailable, ERROR_MESSAGES } from '@booking/shared-contracts';
import { HttpError } from '../../errors';
import { StripeNotConfiguredError, StripeProviderError } from '../../providers/stripe';
import { TpayError, TpayNotConfiguredError } from '../../providers/tpay';

/** 400 invalid_transaction_amount: the amount differs from the reservation's total (§8 text). */
export const invalidTransactionAmount = () =>
  new HttpError(400, 'invalid_transaction_amount', ERROR_MESSAGES.invalid_transaction_amount);

/** 400 invalid_group_id (§8 text). */
export const invalidGroupId = () => new HttpError(400, 'invalid_group_id', ERROR_MESSAGES.invalid_group_id);

/** 400 invalid_blik_code (§8 text). */
export const invalidBlikCode = () =>
  new HttpError(400, 'invalid_blik_code', ERROR_MESSAGES.invalid_blik_code);

/** 400 invalid_payment_method (§8 text): no usable method was chosen. */
export const invalidPaymentMethod = () =>
  new HttpError(400, 'invalid_payment_method', ERROR_MESSAGES.invalid_payment_method);

/** 400 payment_without_reservation (§8 text): no reservation this BFF holds matches the payment. */
export const paymentWithoutReservation = () =>
  new HttpError(400, 'payment_without_reservation', ERROR_MESSAGES.payment_without_reservation);

/** 400 missing_contact_information (§8 text). */
export const missingContactInformation = () =>
  new HttpError(400, 'missing_contact_information', ERROR_MESSAGES.missing_contact_information);

/** 410 reservation_expired (§8 text): the hold ran out before the payment started. */
export const reservationExpiredForPayment = () =>
  new HttpError(410, 'reservation_expired', ERROR_MESSAGES.reservation_expired);

/** 400 domain_not_configured: §5 "a transaction needs a configured domain". */
export const domainNotConfigured = (configId: string) =>
  new HttpError(400, 'domain_not_configured', `Configuration "${configId}" has no domain`);

/** 404 payment_not_found: no payment this BFF created has that id. */
export const paymentNotFound = (ref: string) =>
  new HttpError(404, 'payment_not_found', `No payment with transaction ${ref}`);

/** 409 payment_in_progress: the same payment is being created right now. */
export const paymentInProgress = () =>
  new HttpError(
    409,
    'payment_in_progress',
    'This payment is already being created; retry shortly',
    undefined,
    {
      'Retry-After': '1',
    },
  );

/** 409 idempotency_conflict: the same key was used for another payment. */
export const paymentKeyConflict = () =>
  new HttpError(409, 'idempotency_conflict', 'This payment key was already used for a different payment');

/**
 * A provider failure as an HTTP answer: missing credentials 503, timeouts 504 with the §8 timeout text,
 * everything else 502 "Transaction creation failed". The provider's own text goes only to the log.
 */
export function httpErrorFromPaymentProvider(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  if (error instanceof TpayNotConfiguredError || error instanceof StripeNotConfiguredError) {
    return new HttpError(
      503,
      'credentials_missing',
      credentialsNotAvailable(error.configId, `missing ${error.missingVars.join(', ')}`),
    );
  }
  if (error instanceof TpayError || error instanceof StripeProviderError) {
    if (error.kind === 'timeout')
      return new HttpError(504, 'upstream_timeout', ERROR_MESSAGES.transaction_timeout);
    const code = error instanceof StripeProviderError ? error.code : 'TPAY_API_ERROR';
    return new HttpError(502, 'upstream_error', ERROR_MESSAGES.transaction_creation_failed, {
      provider: code,
    });
  }
  return error;
}

/** Runs a synchronous provider lookup, answering its failure as `httpErrorFromPaymentProvider` does. */
export function withPaymentProviderErrors<T>(lookup: () => T): T {
  try {
    return lookup();
  } catch (error) {
    throw httpErrorFromPaymentProvider(error);
  }
}
