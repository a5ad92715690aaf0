import type { AppDeps } from '../../deps';
import type { PaymentRecord } from '../../store';
import { applyPaymentOutcome, type ApplyResult } from './applyOutcome';
import { gatewayOf } from '../../providers/paymentGateway';

/**
 * An intent older than this without the provider's answer is taken as lost (the process died mid-call).
 * Until then a notification can still adopt it; after it the reservation's 30-minute hold is gone anyway.
 */
export const INITIATED_GRACE_MS = 31 * 60_000;

// `env` carries the BLIK confirmation window; deps built without it use the default.
type Deps = Pick<AppDeps, 'store' | 'clock' | 'logger' | 'paymentGateways'> & {
  env?: Pick<AppDeps['env'], 'TPAY_BLIK_CONFIRM_WINDOW_MS'>;
};

/** The default of TPAY_BLIK_CONFIRM_WINDOW_MS: the code's 2 minutes (Tpay's BLIK docs) and a 30 s margin. */
export const BLIK_CONFIRM_WINDOW_MS = 150_000;

/**
 * A Tpay BLIK payment the payer has not confirmed in the banking app within the window. Tpay notifies only
 * successful payments (tpay.md §7.1) and may never record a timeout, so the BFF decides by the clock: the
 * code is dead by then, and the visitor should enter a new one rather than wait for the hold to run out.
 */
export function blikUnconfirmed(deps: Deps, payment: PaymentRecord): boolean {
  const deadline = blikDeadline(deps, payment);
  return deadline !== undefined && deps.clock.now().getTime() >= deadline.getTime();
}

/** When a Tpay BLIK payment's confirmation window closes; undefined for any other payment. */
export function blikDeadline(deps: Deps, payment: PaymentRecord): Date | undefined {
  if (payment.provider !== 'tpay' || payment.method.toUpperCase() !== 'BLIK') return undefined;
  const windowMs = deps.env?.TPAY_BLIK_CONFIRM_WINDOW_MS ?? BLIK_CONFIRM_WINDOW_MS;
  return new Date(payment.createdAt.getTime() + windowMs);
}

/**
 * Re-checks one open payment with its provider and applies a final answer through the same path as
 * notifications. An intent the provider never answered (no transaction id) past its grace period fails,
 * which releases the reservation. Answers undefined when nothing changed.
 */
export async function reconcilePayment(deps: Deps, payment: PaymentRecord): Promise<ApplyResult | undefined> {
  if (payment.status !== 'initiated' && payment.status !== 'pending') return undefined;
  const { providerTransactionId } = payment;
  if (providerTransactionId === null) {
    const age = deps.clock.now().getTime() - payment.updatedAt.getTime();
    if (age < INITIATED_GRACE_MS) return undefined;
    return applyPaymentOutcome(deps, payment.id, {
      status: 'error',
      source: 'reconciler',
      details: { reason: 'no_provider_answer' },
    });
  }
  const report = await gatewayOf(deps.paymentGateways, payment).transactionStatus(providerTransactionId);
  if (report.status === 'pending' || report.status === 'not_paid') {
    if (!blikUnconfirmed(deps, payment)) return undefined;
    // A BLIK failure keeps its hold (holdAfterFailure): the transaction is ended and a new code may follow.
    return applyPaymentOutcome(deps, payment.id, {
      status: 'error',
      source: 'reconciler',
      providerEventId: `reconcile:${providerTransactionId}:blik_unconfirmed`,
      details: { ...report.details, reason: 'blik_unconfirmed' },
    });
  }
  return applyPaymentOutcome(deps, payment.id, {
    status: report.status,
    source: 'reconciler',
    providerEventId: `reconcile:${providerTransactionId}:${report.status}`,
    details: report.details,
  });
}
