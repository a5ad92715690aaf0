import {
  PAYMENT_FAILURE_REASONS,
  type PaymentFailureReason,
  type PaymentStatus,
  type RouteResponse,
  type bookingStatus as bookingStatusRoute,
} from '@booking/shared-contracts';
import { paymentNotFound } from '../../errors';
import type { PaymentRecord } from '../../store';
import { requireStore } from '../configAccess';
import { holdAfterFailure, holdAnswer } from './applyOutcome';
import { claimProviderCheck } from './providerCheck';
import { reconcilePayment } from './reconcilePayment';

export type BookingStatusResult = RouteResponse<typeof bookingStatusRoute>;

type Deps = Parameters<typeof reconcilePayment>[0];

/** The §4 status shown for a stored payment; an intent not yet answered by the provider is pending. */
export const publicStatus = (payment: PaymentRecord): PaymentStatus =>
  payment.status === 'initiated' ? 'pending' : payment.status;

/**
 * The payment as its provider now sees it when it is still open and its last check is old enough (see
 * claimProviderCheck); as stored otherwise, or when the provider cannot say. An intent without a provider
 * transaction is settled by age alone, without a call.
 */
export async function withProviderAnswer(deps: Deps, payment: PaymentRecord): Promise<PaymentRecord> {
  if (payment.status !== 'pending' && payment.status !== 'initiated') return payment;
  if (payment.providerTransactionId !== null && !(await claimProviderCheck(deps, payment))) return payment;
  try {
    const applied = await reconcilePayment(deps, payment);
    return applied ? applied.payment : payment;
  } catch (error) {
    deps.logger.warn({ err: error, paymentId: payment.id }, 'payment status check with the provider failed');
    return payment;
  }
}

const isReason = (value: unknown): value is PaymentFailureReason =>
  (PAYMENT_FAILURE_REASONS as readonly unknown[]).includes(value);

/**
 * Why a failed payment failed, from the event that failed it (a BLIK code never confirmed, or refused); the
 * widget tells the visitor so. Undefined for any other payment or when the event named no reason.
 */
export async function failureReason(
  deps: Deps,
  payment: PaymentRecord,
): Promise<PaymentFailureReason | undefined> {
  if (payment.status !== 'error') return undefined;
  const events = await requireStore(deps).payments.listEvents(payment.id);
  const failed = events.filter((e) => e.toStatus === 'error').at(-1);
  const reason = (failed?.details as { reason?: unknown } | null | undefined)?.reason;
  return isReason(reason) ? reason : undefined;
}

/**
 * Payment status of a booking by card session id or transaction id (id or title), from the store. A payment
 * still open is re-checked with its provider (through the reconciler's path) at most once per check interval,
 * so a payer returning from a hosted page sees the outcome even before the notification arrives while the
 * widget's polls cost the provider one call per interval; a provider that cannot answer leaves it pending.
 */
export async function getBookingStatus(deps: Deps, ref: string): Promise<BookingStatusResult> {
  const { payments } = requireStore(deps);
  const found = await payments.findByProviderRef(ref);
  if (!found) throw paymentNotFound(ref);
  const payment = await withProviderAnswer(deps, found);
  const reason = await failureReason(deps, payment);
  const ended = payment.status === 'error' || payment.status === 'cancelled';
  return {
    success: true,
    status: publicStatus(payment),
    confirmationCode: payment.reservationCode,
    provider: payment.provider,
    ...(reason ? { reason } : {}),
    ...(ended ? { hold: holdAnswer(holdAfterFailure(payment, payment.status)) } : {}),
  };
}
