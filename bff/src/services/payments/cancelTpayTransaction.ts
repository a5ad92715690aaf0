import {
  partialCancelFailed,
  type RouteResponse,
  type tpayCancelTransaction,
} from '@booking/shared-contracts';
import { apiErrorCodeOf, configNotFound, paymentNotFound } from '../../errors';
import { requireStore } from '../configAccess';
import { requireHold } from '../holds';
import { applyPaymentOutcome, RELEASE_TOPIC, type PaymentTaskPayload } from './applyOutcome';
import { releaseUnpaidReservation } from './paymentTasks';

export type TpayCancelResult = RouteResponse<typeof tpayCancelTransaction>;

type Deps = Parameters<typeof releaseUnpaidReservation>[0];

export interface TpayCancelInput {
  configId: string;
  transactionId: string;
  transactionTitle?: string | undefined;
  /** The capability reserve answered for the transaction's hold. */
  holdToken: string | undefined;
}

/**
 * §4 cancelling: the transaction is cancelled at Tpay, the payment becomes cancelled and the reservation
 * is removed unless paid. A transaction Tpay already settled as paid is not cancelled: the answer says so.
 * The release is also in the outbox, so a Bokun failure here is retried by the worker. Only a transaction
 * this BFF created, and only with its hold's token: anything else is refused without a call to Tpay.
 */
export async function cancelTpayTransaction(deps: Deps, input: TpayCancelInput): Promise<TpayCancelResult> {
  if (!deps.widgetConfigs(input.configId)) throw configNotFound(input.configId);
  const store = requireStore(deps);
  const { payments } = store;
  const payment =
    (await payments.findByProviderRef(input.transactionId)) ??
    (input.transactionTitle ? await payments.findByProviderRef(input.transactionTitle) : undefined);
  // Only what this BFF created for this config, and only for the hold's holder: Tpay is not asked otherwise.
  if (!payment || payment.configId !== input.configId || payment.provider !== 'tpay') {
    throw paymentNotFound(input.transactionId);
  }
  // A wrong token answers exactly like a transaction this BFF never created.
  await requireHold(
    deps,
    { configId: input.configId, confirmationCode: payment.reservationCode, holdToken: input.holdToken },
    () => paymentNotFound(input.transactionId),
  );
  if (payment.status === 'success') return { success: false, error: 'The transaction is already paid' };
  const cancelled = await deps.paymentGateways
    .tpay(input.configId)
    .cancelTransaction(payment.providerTransactionId ?? input.transactionId);
  if (cancelled.alreadyPaid) {
    await applyPaymentOutcome(deps, payment.id, {
      status: 'success',
      source: 'cancel',
      providerEventId: `reconcile:${payment.providerTransactionId ?? cancelled.transactionId}:success`,
    });
    return { success: false, error: 'The transaction is already paid' };
  }
  const applied = await applyPaymentOutcome(deps, payment.id, { status: 'cancelled', source: 'cancel' });
  if (applied.payment.status === 'success')
    return { success: false, error: 'The transaction is already paid' };
  const payload: PaymentTaskPayload = {
    paymentId: payment.id,
    configId: payment.configId,
    reservationCode: payment.reservationCode,
    provider: payment.provider,
    providerTransactionId: payment.providerTransactionId,
  };
  const queued = applied.enqueued.find((m) => m.topic === RELEASE_TOPIC);
  try {
    const outcome = await releaseUnpaidReservation(deps, payload, { endProviderTransaction: false });
    if (queued) await store.outbox.markSent(queued.id);
    return {
      success: true,
      bokunCleanup: {
        attempted: true,
        success: outcome.released,
        confirmationCode: payment.reservationCode,
        status: outcome.released ? 'CANCELLED' : 'KEPT',
      },
    };
  } catch (error) {
    deps.logger.warn({ err: error, paymentId: payment.id }, 'reservation release after cancel failed');
    const status = apiErrorCodeOf(error) ?? 'UNKNOWN';
    return {
      success: true,
      error: partialCancelFailed('Tpay', status),
      bokunCleanup: {
        attempted: true,
        success: false,
        confirmationCode: payment.reservationCode,
        status,
        error: partialCancelFailed('Tpay', status),
      },
    };
  }
}
