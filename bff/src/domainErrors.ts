import { activityNotAvailable, ERROR_MESSAGES, isApiErrorCode } from '@booking/shared-contracts';
import { DomainError } from './domainError';
import {
  IdempotencyConflictError,
  IdempotencyInProgressError,
  IdempotencyOriginalFailedError,
} from './store/idempotencyErrors';

// The failures services report, in the API's vocabulary; the HTTP edge (errors.ts) answers them.

const retryable = { transient: true } as const;

// Configuration and dependencies.
export const configNotFound = (configId: string) =>
  new DomainError('config_not_found', `Configuration "${configId}" does not exist`);
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
