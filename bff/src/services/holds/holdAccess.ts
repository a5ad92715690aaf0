import type { AppDeps } from '../../deps';
import {
  configNotFound,
  holdTokenInvalid,
  paymentPending,
  reservationNotFound,
  reservationNotPaid,
  reservationPaid,
} from '../../errors';
import { holdTokenMatches } from '../../security/holdToken';
import type { PaymentRecord, Reservation } from '../../store';
import { requireStore } from '../configAccess';

type Deps = Pick<AppDeps, 'store' | 'widgetConfigs'>;

/** A hold named by its config, its confirmation code and the token reserve answered for it. */
export interface HoldRef {
  configId: string;
  confirmationCode: string;
  holdToken: string | undefined;
}

/**
 * The reservation of a hold whose token the caller holds (ARCHITECTURE "A hold belongs to whoever made
 * it"). A code this BFF never reserved is 404 reservation_not_found – nothing is asked of Bokun for it –
 * and a missing or wrong token is 403 hold_token_invalid.
 */
export async function requireHold(deps: Deps, ref: HoldRef): Promise<Reservation> {
  if (!deps.widgetConfigs(ref.configId)) throw configNotFound(ref.configId);
  const store = requireStore(deps);
  const reservation = await store.reservations.findByConfirmationCode(ref.configId, ref.confirmationCode);
  if (!reservation) throw reservationNotFound(ref.confirmationCode);
  const tokenHash = await store.holds.tokenHashOf(ref.configId, ref.confirmationCode);
  if (!holdTokenMatches(ref.holdToken, tokenHash)) throw holdTokenInvalid();
  return reservation;
}

const isLive = (p: PaymentRecord) => p.status === 'initiated' || p.status === 'pending';

/** Payments of a reservation, newest first. */
export function paymentsOf(deps: Deps, configId: string, confirmationCode: string): Promise<PaymentRecord[]> {
  return requireStore(deps).payments.findByReservation(configId, confirmationCode);
}

/**
 * Refuses to release a hold that is paid (409 reservation_paid) or whose payment is still open (409
 * payment_pending): a payer at the bank must not lose the booking they are paying for.
 */
export async function assertReleasable(
  deps: Deps,
  configId: string,
  confirmationCode: string,
): Promise<void> {
  const payments = await paymentsOf(deps, configId, confirmationCode);
  if (payments.some((p) => p.status === 'success')) throw reservationPaid(confirmationCode);
  if (payments.some(isLive)) throw paymentPending(confirmationCode);
}

/** Refuses to confirm a hold none of whose payments is verified paid (409 reservation_not_paid). */
export async function assertPaid(deps: Deps, configId: string, confirmationCode: string): Promise<void> {
  const payments = await paymentsOf(deps, configId, confirmationCode);
  if (!payments.some((p) => p.status === 'success')) throw reservationNotPaid(confirmationCode);
}
