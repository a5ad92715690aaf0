import type { AppDeps } from '../../deps';
import { configNotFound, paymentPending, reservationNotFound, reservationPaid } from '../../errors';
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
 * it"). A code this BFF never reserved and a missing or wrong token get one and the same answer –
 * `unknown`, by default 404 reservation_not_found – checked before anything else about the hold, so no
 * answer tells a guesser which codes exist; nothing is asked of a provider for either.
 */
export async function requireHold(
  deps: Deps,
  ref: HoldRef,
  unknown: () => Error = () => reservationNotFound(ref.confirmationCode),
): Promise<Reservation> {
  if (!deps.widgetConfigs(ref.configId)) throw configNotFound(ref.configId);
  const store = requireStore(deps);
  const reservation = await store.reservations.findByConfirmationCode(ref.configId, ref.confirmationCode);
  if (!reservation) throw unknown();
  const tokenHash = await store.holds.tokenHashOf(ref.configId, ref.confirmationCode);
  if (!holdTokenMatches(ref.holdToken, tokenHash)) throw unknown();
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

/**
 * True when one of the hold's own payments is verified paid: its code's payment that succeeded for the
 * hold's total and currency, made no earlier than the hold itself – a payment older than the hold was made
 * for an earlier booking under the same code and pays nothing here.
 */
export async function isPaid(deps: Deps, hold: Reservation): Promise<boolean> {
  const payments = await paymentsOf(deps, hold.configId, hold.confirmationCode);
  return payments.some(
    (p) =>
      p.status === 'success' &&
      p.amountMinor === hold.amountMinor &&
      p.currency === hold.currency &&
      p.createdAt.getTime() >= hold.createdAt.getTime(),
  );
}
