import { requireStore } from '../configAccess';
import { removeReservation } from '../reservations';
import { applyPaymentOutcome } from './applyOutcome';

export interface BookingCleanupInput {
  configId: string;
  confirmationCode: string;
  reason: string;
}

type Deps = Parameters<typeof removeReservation>[0] & Parameters<typeof applyPaymentOutcome>[0];

/**
 * §8 "A failed creation triggers cleanup of the reservation": open payments of the reservation fail and
 * the hold is removed – unless one of its payments is paid, in which case nothing is released.
 */
export async function cleanupBooking(
  deps: Deps,
  input: BookingCleanupInput,
): Promise<{ success: boolean; error?: string }> {
  const { payments } = requireStore(deps);
  const all = await payments.findByReservation(input.configId, input.confirmationCode);
  if (all.some((p) => p.status === 'success')) {
    return { success: false, error: 'The reservation is paid and is not released' };
  }
  for (const payment of all.filter((p) => p.status === 'initiated' || p.status === 'pending')) {
    await applyPaymentOutcome(deps, payment.id, {
      status: 'error',
      source: 'cleanup',
      details: { reason: input.reason },
    });
  }
  deps.logger.info(
    { configId: input.configId, reservation: input.confirmationCode, reason: input.reason },
    'booking cleanup',
  );
  await removeReservation(deps, { configId: input.configId, confirmationCode: input.confirmationCode });
  return { success: true };
}
