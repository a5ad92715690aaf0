import type { MinorUnits } from '@booking/shared-contracts';
import type { AppDeps } from '../../deps';
import type { ConfirmationResult } from '../../providers/bokun';
import type { Reservation } from '../../store';
import { reservationCancelled, reservationExpired, reservationNotFound } from '../../errors';
import { bokunClientFor, requireStore } from '../configAccess';
import { isProviderError } from '../../providers/providerError';

export interface ConfirmReservationInput {
  configId: string;
  confirmationCode: string;
}

type Deps = Pick<AppDeps, 'widgetConfigs' | 'bokunClient' | 'logger' | 'clock' | 'store'>;

/** Bokun states that mean the hold ran out rather than that someone released it. */
const EXPIRED_STATES = new Set(['TIMEOUT']);

/**
 * Confirms a reserved booking with the amount recorded at reserve (spec §7 confirm-reservation).
 * Idempotent: a confirmed reservation answers CONFIRMED again without an upstream call, and Bokun's
 * "not in reserved state: CONFIRMED" counts as success. A hold past its 30 minutes (by our record or by
 * Bokun's TIMEOUT) answers 410 reservation_expired with "Czas rezerwacji wygasł…"; a released one 409.
 */
export async function confirmReservation(
  deps: Deps,
  input: ConfirmReservationInput,
): Promise<ConfirmationResult> {
  const client = bokunClientFor(deps, input.configId);
  const store = requireStore(deps);
  const { configId, confirmationCode } = input;
  const key = { configId, confirmationCode };
  const recorded: Reservation | undefined = await store.reservations.findByConfirmationCode(
    configId,
    confirmationCode,
  );
  if (!recorded) throw reservationNotFound(confirmationCode);
  if (recorded.status === 'confirmed') return { confirmationCode, status: 'CONFIRMED' };
  if (recorded.status === 'cancelled') throw reservationCancelled(confirmationCode);
  const now = deps.clock.now();
  if (
    recorded.status === 'expired' ||
    (recorded.expiresAt && recorded.expiresAt.getTime() <= now.getTime())
  ) {
    if (recorded.status !== 'expired') await store.reservations.updateStatus(key, 'expired', now);
    throw reservationExpired();
  }
  try {
    const result = await client.confirmReservation(confirmationCode, {
      // Bokun's own total at reserve time, as the store keeps it: whole minor units (checked on save).
      amount: recorded.amountMinor as MinorUnits,
      currency: recorded.currency,
      sendNotificationToMainContact: true,
      showPricesInNotification: false,
    });
    await store.reservations.updateStatus(key, 'confirmed', deps.clock.now());
    return result;
  } catch (error) {
    if (isProviderError(error, 'bokun') && error.kind === 'reservation_state') {
      const expired = EXPIRED_STATES.has(error.state ?? '');
      await store.reservations.updateStatus(key, expired ? 'expired' : 'cancelled', deps.clock.now());
      throw expired ? reservationExpired() : reservationCancelled(confirmationCode);
    }
    throw error;
  }
}
