import { assertReleasable, requireHold } from '../holds';
import { removeReservation } from '../reservations';

export interface BookingCleanupInput {
  configId: string;
  confirmationCode: string;
  reason: string;
  /** The capability reserve answered for the hold. */
  holdToken: string | undefined;
}

type Deps = Parameters<typeof removeReservation>[0] & Parameters<typeof requireHold>[0];

/**
 * §8 "A failed creation triggers cleanup of the reservation": the hold is removed – only for the holder of
 * its token, never for a code this BFF did not reserve (Bokun is not asked), and never while one of its
 * payments is open (a payer may be at the bank: 409 payment_pending) or paid (409 reservation_paid).
 */
export async function cleanupBooking(deps: Deps, input: BookingCleanupInput): Promise<{ success: boolean }> {
  const hold = { configId: input.configId, confirmationCode: input.confirmationCode };
  await requireHold(deps, { ...hold, holdToken: input.holdToken });
  await assertReleasable(deps, input.configId, input.confirmationCode);
  deps.logger.info(
    { configId: input.configId, reservation: input.confirmationCode, reason: input.reason },
    'booking cleanup',
  );
  await removeReservation(deps, hold);
  return { success: true };
}
