import { requireStore } from '../services/configAccess';
import { reconcilePayment } from '../services/payments/reconcilePayment';
import { periodic, type PeriodicJob } from './periodic';

export interface ReconcilerOptions {
  /** Pause between passes. Default 60 s. */
  intervalMs?: number;
  /** A payment is re-checked once untouched this long (notifications usually come within a minute). Default 2 min. */
  minAgeMs?: number;
  /** Payments per pass. Default 20. */
  batchSize?: number;
}

type Deps = Parameters<typeof reconcilePayment>[0];

/**
 * Re-checks payments left open with their provider (Tpay getTransaction, Stripe retrieveSession and, for a delayed payment, its PaymentIntent) and applies
 * final answers through the same path as notifications, so a lost notification or a crash between the
 * provider's answer and our write still ends in the right state. A pass reports how many payments changed.
 */
export function createReconciler(deps: Deps, options: ReconcilerOptions = {}): PeriodicJob {
  const pass = async () => {
    const { payments } = requireStore(deps);
    const before = new Date(deps.clock.now().getTime() - (options.minAgeMs ?? 2 * 60_000));
    let changed = 0;
    for (const payment of await payments.listOpen(before, options.batchSize ?? 20)) {
      try {
        if ((await reconcilePayment(deps, payment))?.applied) changed += 1;
      } catch (error) {
        deps.logger.warn({ err: error, paymentId: payment.id }, 'payment re-check failed');
      }
    }
    return changed;
  };
  return periodic(pass, options.intervalMs ?? 60_000, (error) =>
    deps.logger.error({ err: error }, 'reconciler pass failed'),
  );
}
