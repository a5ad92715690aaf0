import type { PaymentRecord } from '../../store';
import { requireStore } from '../configAccess';
import { blikDeadline, type reconcilePayment } from './reconcilePayment';

type Deps = Parameters<typeof reconcilePayment>[0];

/**
 * How often the status routes may ask a provider about one open payment. The widget polls every 2 s;
 * between checks it is answered from the store, which notifications and the reconciler keep current.
 */
export const PROVIDER_CHECK_INTERVAL_MS = 10_000;

/**
 * The moment a payment's last provider check must predate for a new one: one interval ago, or the close of
 * its BLIK window when that came since (so the visitor hears of a dead code as the window closes).
 */
export function checkedBefore(deps: Deps, payment: PaymentRecord): Date {
  const now = deps.clock.now().getTime();
  const intervalAgo = now - PROVIDER_CHECK_INTERVAL_MS;
  const deadline = blikDeadline(deps, payment)?.getTime();
  return new Date(deadline !== undefined && deadline <= now ? Math.max(intervalAgo, deadline) : intervalAgo);
}

/**
 * Whether this request may ask the provider about `payment` now: true for the first caller (on any
 * instance) once the last check is old enough, which records the check; false while the store's answer
 * stands.
 */
export const claimProviderCheck = (deps: Deps, payment: PaymentRecord): Promise<boolean> =>
  requireStore(deps).payments.claimProviderCheck(payment.id, deps.clock.now(), checkedBefore(deps, payment));
