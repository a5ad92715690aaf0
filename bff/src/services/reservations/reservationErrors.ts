import { ERROR_MESSAGES } from '@booking/shared-contracts';
import { HttpError } from '../../errors';
import { BokunError } from '../../providers/bokun';
import {
  IdempotencyConflictError,
  IdempotencyInProgressError,
  IdempotencyOriginalFailedError,
} from '../../store';
import { httpErrorFromBokun } from '../upstreamErrors';

/** Bokun's refusals of a request's content: the visitor's booking cannot be made as asked. */
const REFUSALS = new Set(['validation', 'not_found', 'reservation_state']);

/** 410 reservation_expired with the §8 text; the hold timed out before the booking was confirmed. */
export const reservationExpired = () =>
  new HttpError(410, 'reservation_expired', ERROR_MESSAGES.reservation_expired);

/** 404 reservation_not_found: this BFF holds no reservation with that code for the config. */
export const reservationNotFound = (confirmationCode: string) =>
  new HttpError(404, 'reservation_not_found', `Reservation ${confirmationCode} was not found`);

/** 409 reservation_cancelled: the hold was released, so it can no longer be confirmed. */
export const reservationCancelled = (confirmationCode: string) =>
  new HttpError(409, 'reservation_cancelled', `Reservation ${confirmationCode} was cancelled`);

/** 409 reservation_confirmed: a confirmed booking is not released by removing its hold. */
export const reservationAlreadyConfirmed = (confirmationCode: string) =>
  new HttpError(
    409,
    'reservation_confirmed',
    `Reservation ${confirmationCode} is already confirmed and cannot be removed`,
  );

/** 503 for a reservation that exists upstream but could not be recorded here (its hold was released). */
export const reservationNotRecorded = () =>
  new HttpError(503, 'store_unavailable', ERROR_MESSAGES.reservation_failed);

/**
 * Maps a failed reserve to its answer: idempotency outcomes as 409 (conflict, still running), Bokun
 * refusing the booking as 422 "Could not create reservation…", upstream outages as 502/503/504
 * "Failed to create reservation…". Other errors pass through (the error middleware answers 500).
 */
export function reserveFailure(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  if (error instanceof IdempotencyConflictError) {
    return new HttpError(
      409,
      'idempotency_conflict',
      'This idempotency key was already used for a different reservation',
    );
  }
  if (error instanceof IdempotencyInProgressError) {
    return new HttpError(
      409,
      'idempotency_in_progress',
      'A reservation with this idempotency key is still being created; retry shortly',
      undefined,
      { 'Retry-After': '1' },
    );
  }
  if (error instanceof IdempotencyOriginalFailedError) {
    return new HttpError(502, 'upstream_error', ERROR_MESSAGES.reservation_failed);
  }
  if (error instanceof BokunError && REFUSALS.has(error.kind)) {
    return new HttpError(422, 'reservation_not_created', ERROR_MESSAGES.reservation_not_created);
  }
  return httpErrorFromBokun(error, {
    rejected: ERROR_MESSAGES.reservation_failed,
    unavailable: ERROR_MESSAGES.reservation_failed,
  });
}
