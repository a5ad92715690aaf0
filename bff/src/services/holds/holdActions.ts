import { reservationNotFound } from '../../errors';
import type { ConfirmationResult } from '../../providers/bokun';
import { requireStore } from '../configAccess';
import { confirmReservation, removeReservation, type RemoveOutcome } from '../reservations';
import { assertReleasable, isPaid, requireHold, type HoldRef } from './holdAccess';

type Deps = Parameters<typeof removeReservation>[0] & Parameters<typeof requireHold>[0];

/**
 * remove-reservation as the public route offers it: only with the hold's token, never for a code this
 * BFF did not reserve (nothing is asked of Bokun), and never while a payment of the hold is open or paid.
 */
export async function releaseHold(deps: Deps, ref: HoldRef): Promise<RemoveOutcome> {
  await requireHold(deps, ref);
  await assertReleasable(deps, ref.configId, ref.confirmationCode);
  return removeReservation(deps, { configId: ref.configId, confirmationCode: ref.confirmationCode });
}

/**
 * confirm-reservation as the public route offers it: a booking is confirmed only once one of its own
 * payments is verified paid (the notification, webhook, reconciler or status poll confirm it through the
 * outbox anyway; this answers the same result). The route carries no hold token, so an unpaid hold answers
 * exactly like a code this BFF never reserved (404 reservation_not_found) and Bokun is asked in neither
 * case: the answer tells nothing about which codes exist until they are paid.
 */
export async function confirmPaidHold(
  deps: Parameters<typeof confirmReservation>[0] & Deps,
  input: { configId: string; confirmationCode: string },
): Promise<ConfirmationResult> {
  const recorded = await requireStore(deps).reservations.findByConfirmationCode(
    input.configId,
    input.confirmationCode,
  );
  if (!recorded || !(await isPaid(deps, recorded))) throw reservationNotFound(input.confirmationCode);
  return confirmReservation(deps, input);
}
