import type { PaymentStatus } from '@booking/shared-contracts';
import type { AppDeps } from '../../deps';
import { inTransaction, type OutboxMessage, type PaymentRecord, type PaymentRecordStatus } from '../../store';
import { requireStore } from '../configAccess';
import { outboxEntry, type OutboxTopic } from '../outboxTopics';

/** Outbox topic of a paid booking's Bokun confirmation. */
export const CONFIRM_TOPIC = 'bokun.confirm' satisfies OutboxTopic;
/** Outbox topic of an unpaid booking's release: the provider transaction is ended and the hold removed. */
export const RELEASE_TOPIC = 'bokun.release' satisfies OutboxTopic;
/**
 * Outbox topic of a failed payment whose hold is kept for another try: the provider transaction is ended (so
 * it can no longer be paid) and the hold stays until it is paid, released, cleaned up or expires.
 */
export const END_TOPIC = 'payment.end' satisfies OutboxTopic;

/**
 * Outbox topic of the funnel's PAYMENT_SUCCESS row (and newsletter sign-up) of a paid payment, whatever the
 * method: only the server, which saw the payment succeed, writes these rows.
 */
export const FUNNEL_SUCCESS_TOPIC = 'funnel.paymentSuccess' satisfies OutboxTopic;

/**
 * Outbox topic of the funnel's PAYMENT_FAIL row (abandoned carts) of a hosted payment (card, transfer,
 * Stripe) that failed or was cancelled: the visitor was on the provider's page, so only the server saw it.
 */
export const FUNNEL_FAIL_TOPIC = 'funnel.paymentFail' satisfies OutboxTopic;

/** Payload of the topics: enough to act without reading anything else. */
export interface PaymentTaskPayload {
  paymentId: string;
  configId: string;
  reservationCode: string;
  provider: PaymentRecord['provider'];
  providerTransactionId: string | null;
  /** When the status changed (ISO 8601): the funnel row's time, the same on every redelivery. */
  at?: string;
  /** Why a failed payment failed (the provider's reason, else `error` or `cancelled`): for the insights. */
  reason?: string;
}

/** A status a provider reported, from where, and the provider's id of the report (for deduplication). */
export interface PaymentOutcome {
  /** §4 status; `not_paid` is read as pending. */
  status: PaymentStatus;
  source: 'notification' | 'webhook' | 'reconciler' | 'create' | 'cancel' | 'cleanup' | 'switch';
  providerEventId?: string;
  details?: Record<string, unknown>;
  /**
   * What a failed or cancelled payment leaves of its hold; by default `holdAfterFailure` decides. `keep`:
   * the visitor switched to another method, the live transaction was ended already and the new payment is
   * being created right now, so nothing is enqueued.
   */
  hold?: HoldAfterFailure;
}

/**
 * `release`: the provider transaction is ended and the hold removed. `retry`: the provider transaction is
 * ended and the hold kept, so the visitor may pay again while it lives. `keep`: nothing follows.
 */
export type HoldAfterFailure = 'release' | 'retry' | 'keep';

/**
 * A refused or failed BLIK payment (a wrong code, a payment declined in the bank app) keeps its hold for
 * another try; every other failure and every cancel releases it. A kept hold still goes on a cancel, a
 * booking cleanup, the visitor leaving the widget, or the booking system's own expiry.
 */
export function holdAfterFailure(
  payment: Pick<PaymentRecord, 'method'>,
  status: PaymentRecordStatus,
): HoldAfterFailure {
  return status === 'error' && payment.method.toUpperCase() === 'BLIK' ? 'retry' : 'release';
}

/** The §7 answer's word for what a failure left of the hold: a hold kept for another try, or released. */
export const holdAnswer = (hold: HoldAfterFailure): 'kept' | 'released' =>
  hold === 'release' ? 'released' : 'kept';

export interface ApplyResult {
  /** The status changed. */
  applied: boolean;
  /** The provider event id was seen before: nothing was done. */
  duplicate: boolean;
  payment: PaymentRecord;
  /** The status before this outcome. */
  previousStatus: PaymentRecordStatus;
  /** Outbox messages written with the change (confirmation or release). */
  enqueued: OutboxMessage[];
}

const OPEN: readonly PaymentRecordStatus[] = ['initiated', 'pending'];

/**
 * §4 "Payment error logs PAYMENT_FAIL to the abandoned-cart sheet", written by the server for a hosted
 * payment that failed or was cancelled once it was handed to the provider's page. Not for BLIK, nor for a
 * payment the provider refused at its creation: the widget saw those and logs them itself. Not for a payment
 * ended because the visitor switched to another method: that is no failure, the basket goes on.
 */
export function logsFunnelFailure(payment: Pick<PaymentRecord, 'method'>, outcome: PaymentOutcome): boolean {
  return (
    payment.method.toUpperCase() !== 'BLIK' && outcome.source !== 'create' && outcome.source !== 'switch'
  );
}

/**
 * The status a payment moves to, or null to stay. Open payments take any outcome; a paid one only a
 * refund; a failed or cancelled one still takes `success`, because money that did arrive must show.
 */
export function nextPaymentStatus(
  from: PaymentRecordStatus,
  reported: PaymentOutcome['status'],
): PaymentRecordStatus | null {
  const to = reported === 'not_paid' ? 'pending' : reported;
  if (from === to) return null;
  if (OPEN.includes(from)) return to === 'pending' && from === 'pending' ? null : to;
  if (from === 'success') return to === 'refunded' ? to : null;
  if (from === 'error' || from === 'cancelled') return to === 'success' ? to : null;
  return null;
}

// Callers hand on the app's deps, metrics included; a test or job built without metrics counts nothing.
type Deps = Pick<AppDeps, 'store' | 'clock' | 'logger'> & Partial<Pick<AppDeps, 'metrics'>>;

/**
 * The one path every status change takes (create, notification, webhook, cancel, reconciler). In a single
 * database transaction: lock the payment, record the event (a provider event id seen before stops here),
 * change the status and enqueue what follows – the Bokun confirmation when paid, the release when it
 * failed, was cancelled or expired (a failed BLIK payment only ends its transaction and keeps the hold). A crash anywhere leaves either all of it or none.
 * A status reached is counted in `bff_payment_outcomes_total` when the deps carry metrics.
 */
export async function applyPaymentOutcome(
  deps: Deps,
  paymentId: string,
  outcome: PaymentOutcome,
): Promise<ApplyResult> {
  const store = requireStore(deps);
  const now = deps.clock.now();
  const result = await inTransaction(store, async ({ payments, outbox }) => {
    const payment = await payments.findById(paymentId, { forUpdate: true });
    if (!payment) throw new Error(`payment ${paymentId} does not exist`);
    const next = nextPaymentStatus(payment.status, outcome.status);
    if (next === null && outcome.providerEventId === undefined) {
      return { applied: false, duplicate: false, payment, previousStatus: payment.status, enqueued: [] };
    }
    const fresh = await payments.recordEvent(
      {
        paymentId,
        provider: payment.provider,
        providerEventId: outcome.providerEventId ?? null,
        source: outcome.source,
        fromStatus: payment.status,
        toStatus: next ?? payment.status,
        details: { reported: outcome.status, ...outcome.details },
      },
      now,
    );
    if (!fresh)
      return { applied: false, duplicate: true, payment, previousStatus: payment.status, enqueued: [] };
    if (next === null)
      return { applied: false, duplicate: false, payment, previousStatus: payment.status, enqueued: [] };
    await payments.setStatus(paymentId, next, now);
    const payload: PaymentTaskPayload = {
      paymentId,
      configId: payment.configId,
      reservationCode: payment.reservationCode,
      provider: payment.provider,
      providerTransactionId: payment.providerTransactionId,
    };
    const enqueued: OutboxMessage[] = [];
    if (next === 'success') {
      enqueued.push(await outbox.enqueue(outboxEntry(CONFIRM_TOPIC, payload), now));
      // The funnel's success (and newsletter sign-up) rows come from the paid payment only, whatever the
      // method: the browser's own copies are never taken.
      const funnelPayload = { ...payload, at: now.toISOString() };
      enqueued.push(await outbox.enqueue(outboxEntry(FUNNEL_SUCCESS_TOPIC, funnelPayload), now));
    }
    if (next === 'error' || next === 'cancelled') {
      const hold = outcome.hold ?? holdAfterFailure(payment, next);
      if (hold !== 'keep') {
        const topic = hold === 'retry' ? END_TOPIC : RELEASE_TOPIC;
        enqueued.push(await outbox.enqueue(outboxEntry(topic, payload), now));
      }
      // A payment fails or is cancelled once (after that only a success moves it): one row per failure.
      if (logsFunnelFailure(payment, outcome)) {
        const reason = typeof outcome.details?.reason === 'string' ? outcome.details.reason : next;
        const funnelPayload = { ...payload, at: now.toISOString(), reason };
        enqueued.push(await outbox.enqueue(outboxEntry(FUNNEL_FAIL_TOPIC, funnelPayload), now));
      }
    }
    return {
      applied: true,
      duplicate: false,
      payment: { ...payment, status: next, updatedAt: now },
      previousStatus: payment.status,
      enqueued,
    };
  });
  if (result.applied) {
    const { provider, method, status } = result.payment;
    // By method family (BLIK, PBL, CHANNEL, CARD): a label per bank group would multiply the series.
    if (status !== 'pending' && status !== 'initiated')
      deps.metrics?.paymentOutcomes.inc({ provider, method: method.toUpperCase().split('_')[0], status });
    // Money arriving after the booking was given up needs a person: the hold may already be gone.
    const late = result.payment.status === 'success' && !OPEN.includes(result.previousStatus);
    deps.logger[late ? 'warn' : 'info'](
      {
        paymentId,
        from: result.previousStatus,
        status: result.payment.status,
        source: outcome.source,
        reservation: result.payment.reservationCode,
      },
      late ? 'payment succeeded after it had failed or been cancelled' : 'payment status changed',
    );
  }
  return result;
}
