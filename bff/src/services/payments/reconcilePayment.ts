import type { AppDeps } from '../../deps';
import type { PaymentRecord } from '../../store';
import { applyPaymentOutcome, type ApplyResult } from './applyOutcome';
import { gatewayOf } from '../../providers/paymentGateway';

/**
 * An intent older than this without the provider's answer is taken as lost (the process died mid-call).
 * Until then a notification can still adopt it; after it the reservation's 30-minute hold is gone anyway.
 */
export const INITIATED_GRACE_MS = 31 * 60_000;

type Deps = Pick<AppDeps, 'store' | 'clock' | 'logger' | 'paymentGateways'>;

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
  if (report.status === 'pending' || report.status === 'not_paid') return undefined;
  return applyPaymentOutcome(deps, payment.id, {
    status: report.status,
    source: 'reconciler',
    providerEventId: `reconcile:${providerTransactionId}:${report.status}`,
    details: report.details,
  });
}
