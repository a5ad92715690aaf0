import { reservationNotFound } from '../../errors';
import type { ConfirmationResult } from '../../providers/bokun';
import { requireStore } from '../configAccess';
import { confirmReservation, removeReservation, type RemoveOutcome } from '../reservations';
import { assertPaid, assertReleasable, requireHold, type HoldRef } from './holdAccess';

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
 * confirm-reservation as the public route offers it: a booking is confirmed only once one of its payments
 * is verified paid (the notification, webhook, reconciler or status poll confirm it through the outbox
 * anyway; this answers the same result). A code this BFF never reserved is 404 and an unpaid hold 409
 * reservation_not_paid; Bokun is asked in neither case.
 */
export async function confirmPaidHold(
  deps: Parameters<typeof confirmReservation>[0] & Deps,
  input: { configId: string; confirmationCode: string },
): Promise<ConfirmationResult> {
  const recorded = await requireStore(deps).reservations.findByConfirmationCode(
    input.configId,
    input.confirmationCode,
  );
  if (!recorded) throw reservationNotFound(input.confirmationCode);
  await assertPaid(deps, input.configId, input.confirmationCode);
  return confirmReservation(deps, input);
}
