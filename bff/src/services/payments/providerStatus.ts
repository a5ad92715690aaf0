import type { PaymentStatus } from '@booking/shared-contracts';
import type { AppDeps } from '../../deps';
import { sessionPaymentStatus } from '../../providers/stripe';
import { paymentStatusOf, type TpayTransactionWire } from '../../providers/tpay';
import type { PaymentRecord } from '../../store';
import { paymentProvidersOf } from './providers';

/** Payment attempt states Tpay reports for a refused payment while the transaction itself stays pending. */
const TPAY_DECLINED = new Set(['declined', 'failed', 'error', 'rejected']);

/**
 * §4 status of a Tpay transaction: paid, cancelled and refunded from its status; a pending one whose
 * payment attempt was declined (the hosted page's "Fail") counts as failed.
 */
export function tpayTransactionStatus(tx: TpayTransactionWire): PaymentStatus {
  const status = paymentStatusOf(tx.status);
  if (status !== 'pending') return status;
  return TPAY_DECLINED.has((tx.payments?.status ?? '').toLowerCase()) ? 'error' : 'pending';
}

export interface ProviderReport {
  status: PaymentStatus;
  /** What the provider said, for the event history. */
  details: Record<string, unknown>;
}

/** Asks the provider where a created payment stands; throws the provider's error when it cannot say. */
export async function providerReport(
  deps: Pick<AppDeps, 'credentialSource' | 'clock'>,
  payment: PaymentRecord & { providerTransactionId: string },
): Promise<ProviderReport> {
  const providers = paymentProvidersOf(deps);
  if (payment.provider === 'tpay') {
    const tx = await providers.tpay(payment.configId).client.getTransaction(payment.providerTransactionId);
    return {
      status: tpayTransactionStatus(tx),
      details: { tpayStatus: tx.status, paymentStatus: tx.payments?.status ?? null },
    };
  }
  const session = await providers
    .stripe(payment.configId, payment.provider)
    .client.retrieveSession(payment.providerTransactionId);
  return {
    status: sessionPaymentStatus(session),
    details: { sessionStatus: session.status, paymentStatus: session.payment_status },
  };
}
