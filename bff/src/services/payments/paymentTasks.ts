import type { AppDeps } from '../../deps';
import { DomainError, isPermanentFailure } from '../../domainError';
import type { RefundReason } from '../../store';
import { requireStore } from '../configAccess';
import { confirmReservation, removeReservation } from '../reservations';
import type { PaymentTaskPayload } from './applyOutcome';
import { gatewayOf } from '../../providers/paymentGateway';

type Deps = Pick<
  AppDeps,
  'store' | 'clock' | 'logger' | 'paymentGateways' | 'widgetConfigs' | 'bokunClient' | 'cache'
>;

/** A task failure that retrying cannot fix (the booking is gone, cancelled or expired). */
export class PermanentTaskError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PermanentTaskError';
  }
}

/** A domain refusal no retry can fix ends the task; outages and provider failures are retried. */
function classify(error: unknown): unknown {
  if (isPermanentFailure(error)) {
    return new PermanentTaskError(`${error.code}: ${error.message}`, { cause: error });
  }
  return error;
}

/** Refusals of a confirmation that mean the money arrived for a booking that no longer exists. */
const REFUND_REASONS: Partial<Record<string, RefundReason>> = {
  reservation_expired: 'hold_expired',
  reservation_cancelled: 'hold_released',
};

/**
 * Confirms a paid booking in Bokun; idempotent, so a redelivered task confirms it once. Outages are thrown
 * (the outbox retries them). A booking paid after its hold expired or was released is never dropped: the
 * payment is flagged for a refund (`store.refundFlags`, listed by support) and a warning is logged.
 */
export async function confirmPaidReservation(deps: Deps, payload: PaymentTaskPayload): Promise<void> {
  try {
    await confirmReservation(deps, { configId: payload.configId, confirmationCode: payload.reservationCode });
  } catch (error) {
    const reason = error instanceof DomainError ? REFUND_REASONS[error.code] : undefined;
    if (reason) {
      await flagForRefund(deps, payload, reason);
      return;
    }
    throw classify(error);
  }
}

async function flagForRefund(deps: Deps, payload: PaymentTaskPayload, reason: RefundReason): Promise<void> {
  const store = requireStore(deps);
  const payment = await store.payments.findById(payload.paymentId);
  if (!payment) throw new PermanentTaskError(`payment ${payload.paymentId} does not exist`);
  const { flag, created } = await store.refundFlags.flag(
    {
      paymentId: payment.id,
      configId: payment.configId,
      reservationCode: payment.reservationCode,
      provider: payment.provider,
      providerTransactionId: payment.providerTransactionId,
      amountMinor: payment.amountMinor,
      currency: payment.currency,
      reason,
    },
    deps.clock.now(),
  );
  if (created) {
    deps.logger.warn(
      {
        refundFlagId: flag.id,
        paymentId: flag.paymentId,
        reservation: flag.reservationCode,
        provider: flag.provider,
        providerTransactionId: flag.providerTransactionId,
        amountMinor: flag.amountMinor,
        currency: flag.currency,
        reason,
      },
      'paid booking flagged for refund: the booking system no longer holds it',
    );
  }
}

/** Ends the provider transaction so it can no longer be paid; one already ended is fine. */
export async function endProviderTransaction(deps: Deps, payload: PaymentTaskPayload): Promise<void> {
  const id = payload.providerTransactionId;
  if (id === null) return;
  try {
    await gatewayOf(deps.paymentGateways, payload).endTransaction(id);
  } catch (error) {
    deps.logger.info(
      { err: error, paymentId: payload.paymentId },
      'provider transaction not ended (already final)',
    );
  }
}

/** What a release did. */
export interface ReleaseOutcome {
  /** The Bokun hold was removed (now or before). */
  released: boolean;
  /** Another payment of the same reservation is open or paid, so the hold stays. */
  keptForOtherPayment: boolean;
}

/**
 * §4 "The reservation is removed unless paid": ends the provider transaction, then removes the Bokun hold –
 * unless another payment of the same reservation is still open or paid (a visitor who switched methods).
 */
export async function releaseUnpaidReservation(
  deps: Deps,
  payload: PaymentTaskPayload,
  options: { endProviderTransaction?: boolean } = {},
): Promise<ReleaseOutcome> {
  if (options.endProviderTransaction !== false) await endProviderTransaction(deps, payload);
  const { payments } = requireStore(deps);
  const siblings = await payments.findByReservation(payload.configId, payload.reservationCode);
  const other = siblings.find(
    (p) => p.id !== payload.paymentId && ['initiated', 'pending', 'success'].includes(p.status),
  );
  const own = siblings.find((p) => p.id === payload.paymentId);
  if (other || own?.status === 'success') return { released: false, keptForOtherPayment: true };
  try {
    await removeReservation(deps, { configId: payload.configId, confirmationCode: payload.reservationCode });
  } catch (error) {
    throw classify(error);
  }
  return { released: true, keptForOtherPayment: false };
}
