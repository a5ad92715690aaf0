import { SHEET_NAMES } from '@booking/shared-contracts';
import type { PaymentTaskPayload } from '../payments/applyOutcome';
import { appendSheetRow } from './appendSheetRow';
import { paymentFunnelOf, paymentInsight, paymentLogRow, type Deps } from './paymentSuccessRow';

/**
 * §4 "Payment error logs PAYMENT_FAIL to the abandoned-cart sheet" for a hosted payment (card, transfer,
 * Stripe) that failed or was cancelled: the visitor was on the provider's page, so the server writes the row
 * from the payment's outcome, as it writes a success. The row is the one the widget would have sent (its
 * funnel session, from the payment record), timed at the status change: a redelivered task makes the same
 * row and the outbox keeps one. Nothing is logged without a payment record or a funnel trail in it.
 */
export async function logPaymentFail(deps: Deps, payload: PaymentTaskPayload): Promise<void> {
  const found = await paymentFunnelOf(deps, payload);
  if (!found) return;
  await appendSheetRow(deps, {
    configId: found.payment.configId,
    sheetName: SHEET_NAMES.abandonedCarts,
    reportedBy: 'server',
    data: paymentLogRow(found.facts, found.at, 'PAYMENT_FAIL'),
    insight: paymentInsight(found.payment, found.at, payload.reason ?? found.payment.status),
  });
}
