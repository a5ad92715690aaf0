import type { AppDeps } from '../deps';
import { requireStore } from '../services/configAccess';
import {
  CONFIRM_TOPIC,
  END_TOPIC,
  FUNNEL_FAIL_TOPIC,
  FUNNEL_SUCCESS_TOPIC,
  RELEASE_TOPIC,
} from '../services/payments/applyOutcome';
import { deliveryOf, type OutboxTopics, type TopicHandlers } from '../services/outboxTopics';
import {
  confirmPaidReservation,
  endProviderTransaction,
  PermanentTaskError,
  releaseUnpaidReservation,
} from '../services/payments/paymentTasks';
import { logPaymentFail } from '../services/funnel/paymentFailRow';
import { logPaymentSuccess } from '../services/funnel/paymentSuccessRow';
import { backoffMs, DEFAULT_BACKOFF, shouldRetry, type BackoffOptions } from './backoff';
import { periodic, type PeriodicJob } from './periodic';

export interface OutboxWorkerOptions {
  /** Pause between passes. Default 500 ms. */
  pollMs?: number;
  /** Messages claimed per pass. Default 10. */
  batchSize?: number;
  /** A claimed message returns to the queue after this long if its worker died. Default 60 s. */
  leaseMs?: number;
  /** Deliveries before a message is dead. Default 8. */
  maxAttempts?: number;
  backoff?: BackoffOptions;
}

type Deps = Pick<AppDeps, 'store' | 'clock' | 'logger'>;

/**
 * Delivers outbox messages of the given topics: claims due ones (leased, SKIP LOCKED, so concurrent
 * workers never take the same message), runs the handler, marks it sent – or failed with a backoff retry,
 * or dead after `maxAttempts` or a permanent failure (a handler throws PermanentTaskError to give up at
 * once). A pass reports how many messages it handled.
 */
export function createOutboxWorker<M>(
  deps: Deps,
  handlers: TopicHandlers<M>,
  options: OutboxWorkerOptions = {},
): PeriodicJob {
  const maxAttempts = options.maxAttempts ?? 8;
  const topics = Object.keys(handlers);
  const pass = async () => {
    const { outbox } = requireStore(deps);
    const claimed = await outbox.claimDue({
      now: deps.clock.now(),
      limit: options.batchSize ?? 10,
      leaseMs: options.leaseMs ?? 60_000,
      topics,
    });
    for (const message of claimed) {
      const deliver = deliveryOf(handlers, message);
      try {
        if (!deliver) throw new PermanentTaskError(`no handler for ${message.topic}`);
        await deliver();
        await outbox.markSent(message.id);
      } catch (error) {
        const permanent = error instanceof PermanentTaskError;
        const retry = shouldRetry(message.attempts, maxAttempts, permanent);
        const retryAt = retry
          ? new Date(
              deps.clock.now().getTime() + backoffMs(message.attempts, options.backoff ?? DEFAULT_BACKOFF),
            )
          : null;
        deps.logger[retry ? 'warn' : 'error'](
          { err: error, messageId: message.id, topic: message.topic, attempts: message.attempts },
          retry ? 'outbox delivery failed; will retry' : 'outbox delivery gave up',
        );
        await outbox.markFailed(message.id, {
          error: error instanceof Error ? error.message : String(error),
          retryAt,
        });
      }
    }
    return claimed.length;
  };
  return periodic(pass, options.pollMs ?? 500, (error) =>
    deps.logger.error({ err: error }, 'outbox pass failed'),
  );
}

type PaymentDeps = Parameters<typeof confirmPaidReservation>[0] & Parameters<typeof logPaymentSuccess>[0];

type PaymentTopic =
  | typeof CONFIRM_TOPIC
  | typeof RELEASE_TOPIC
  | typeof END_TOPIC
  | typeof FUNNEL_SUCCESS_TOPIC
  | typeof FUNNEL_FAIL_TOPIC;

/**
 * Handlers of the payment topics: confirm a paid booking in Bokun, release an unpaid one, end a failed try,
 * and log the funnel's success of a payment, and the failure of one on the provider's page.
 */
export function paymentTopicHandlers(deps: PaymentDeps): TopicHandlers<Pick<OutboxTopics, PaymentTopic>> {
  return {
    [CONFIRM_TOPIC]: (payload) => confirmPaidReservation(deps, payload),
    [RELEASE_TOPIC]: async (payload) => {
      await releaseUnpaidReservation(deps, payload);
    },
    [END_TOPIC]: (payload) => endProviderTransaction(deps, payload),
    [FUNNEL_SUCCESS_TOPIC]: (payload) => logPaymentSuccess(deps, payload),
    [FUNNEL_FAIL_TOPIC]: (payload) => logPaymentFail(deps, payload),
  };
}
