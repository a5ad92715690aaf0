import type { AppDeps } from '../../deps';
import { BokunReservationStateError } from '../../providers/bokun';
import { reservationAlreadyConfirmed } from '../../errors';
import { bokunClientFor, requireStore } from '../configAccess';
import { invalidateMonths } from './reserve';

export interface RemoveReservationInput {
  configId: string;
  confirmationCode: string;
}

type Deps = Pick<AppDeps, 'widgetConfigs' | 'bokunClient' | 'cache' | 'logger' | 'clock' | 'store'>;

/** What remove did: released the hold now, or found it already gone (aborted or timed out). */
export interface RemoveOutcome {
  alreadyReleased: boolean;
}

/**
 * Releases a reserved booking's hold (spec §7 remove-reservation). A hold already released or timed
 * out counts as success, so a retry or a late cleanup never fails; a confirmed booking is refused with
 * 409. The recorded reservation becomes `cancelled` and its schedule month is dropped from the cache.
 */
export async function removeReservation(deps: Deps, input: RemoveReservationInput): Promise<RemoveOutcome> {
  const client = bokunClientFor(deps, input.configId);
  const store = requireStore(deps);
  const { configId, confirmationCode } = input;
  const recorded = await store.reservations.findByConfirmationCode(configId, confirmationCode);
  if (recorded?.status === 'confirmed') throw reservationAlreadyConfirmed(confirmationCode);
  let outcome: RemoveOutcome;
  try {
    outcome = await client.abortReservation(confirmationCode);
  } catch (error) {
    if (error instanceof BokunReservationStateError && error.state === 'CONFIRMED') {
      await store.reservations.updateStatus({ configId, confirmationCode }, 'confirmed', deps.clock.now());
      throw reservationAlreadyConfirmed(confirmationCode);
    }
    throw error;
  }
  if (recorded) {
    if (recorded.status !== 'cancelled' && recorded.status !== 'expired') {
      await store.reservations.updateStatus({ configId, confirmationCode }, 'cancelled', deps.clock.now());
    }
    await invalidateMonths(deps, configId, [
      { activityId: recorded.activityId, month: recorded.date.slice(0, 7) },
    ]);
  }
  return outcome;
}
