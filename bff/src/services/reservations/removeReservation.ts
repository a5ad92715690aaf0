import type { AppDeps } from '../../deps';
import { reservationAlreadyConfirmed, reservationNotFound } from '../../errors';
import type { Reservation } from '../../store';
import { bokunClientFor, requireStore } from '../configAccess';
import { invalidateMonths } from './reserve';
import { isProviderError } from '../../providers/providerError';

export interface RemoveReservationInput {
  configId: string;
  confirmationCode: string;
}

type Deps = Pick<AppDeps, 'widgetConfigs' | 'bokunClient' | 'cache' | 'logger' | 'clock' | 'store'> &
  Partial<Pick<AppDeps, 'metrics'>>;

/** What remove did: released the hold now, or found it already gone (aborted or timed out). */
export interface RemoveOutcome {
  alreadyReleased: boolean;
}

/** Our record shows the hold released or past its 30 minutes. */
function knownGone(recorded: Reservation, now: Date): boolean {
  if (recorded.status === 'cancelled' || recorded.status === 'expired') return true;
  return recorded.expiresAt !== null && recorded.expiresAt <= now;
}

/**
 * Releases a reserved booking's hold (spec §7 remove-reservation). A hold our record shows released or
 * timed out counts as success when Bokun answers 404, so a retry or a late cleanup never fails; a 404 for a
 * hold that should still be live stays an upstream error; a confirmed booking is refused with 409, and a code
 * this BFF never recorded is 404 reservation_not_found without a call to Bokun. The recorded reservation
 * becomes `cancelled` and its schedule month is dropped from the cache.
 */
export async function removeReservation(deps: Deps, input: RemoveReservationInput): Promise<RemoveOutcome> {
  const client = bokunClientFor(deps, input.configId);
  const store = requireStore(deps);
  const { configId, confirmationCode } = input;
  const recorded = await store.reservations.findByConfirmationCode(configId, confirmationCode);
  if (!recorded) throw reservationNotFound(confirmationCode);
  if (recorded.status === 'confirmed') throw reservationAlreadyConfirmed(confirmationCode);
  let outcome: RemoveOutcome;
  deps.metrics?.providerCalls.record('bokun', undefined);
  try {
    outcome = await client.abortReservation(confirmationCode);
  } catch (error) {
    if (
      isProviderError(error, 'bokun') &&
      error.kind === 'reservation_state' &&
      error.state === 'CONFIRMED'
    ) {
      await store.reservations.updateStatus({ configId, confirmationCode }, 'confirmed', deps.clock.now());
      throw reservationAlreadyConfirmed(confirmationCode);
    }
    // Bokun's 404 is the same for unknown, aborted and timed out: released only if our record says it is gone.
    if (!(isProviderError(error, 'bokun') && error.kind === 'not_found')) throw error;
    if (!knownGone(recorded, deps.clock.now())) throw error;
    outcome = { alreadyReleased: true };
  }
  if (recorded.status !== 'cancelled' && recorded.status !== 'expired') {
    await store.reservations.updateStatus({ configId, confirmationCode }, 'cancelled', deps.clock.now());
  }
  await invalidateMonths(deps, configId, [
    { activityId: recorded.activityId, month: recorded.date.slice(0, 7) },
  ]);
  return outcome;
}
