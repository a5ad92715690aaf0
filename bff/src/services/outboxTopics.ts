import type { OutboxMessage } from '../store';
import type { SheetRowPayload } from './funnel/sheetRow';
import type { PaymentTaskPayload } from './payments/applyOutcome';

/** Every outbox topic the BFF writes, with the payload its messages carry. */
export interface OutboxTopics {
  'bokun.confirm': PaymentTaskPayload;
  'bokun.release': PaymentTaskPayload;
  'payment.end': PaymentTaskPayload;
  'funnel.paymentSuccess': PaymentTaskPayload;
  'funnel.paymentFail': PaymentTaskPayload;
  'sheets.append': SheetRowPayload;
}

export type OutboxTopic = keyof OutboxTopics;

/** A stored message of `topic`, its payload typed by the topic. */
export type TopicMessage<T extends keyof M, M = OutboxTopics> = Omit<OutboxMessage, 'topic' | 'payload'> & {
  topic: T;
  payload: M[T];
};

/** A new message for `enqueue`/`enqueueOnce`: only the payload its topic carries is taken. */
export const outboxEntry = <T extends OutboxTopic>(topic: T, payload: OutboxTopics[T]) => ({ topic, payload });

/**
 * Whether a stored message is of `topic`, and so carries its payload: every message is enqueued through
 * `outboxEntry`, which holds the payload to its topic's type.
 */
export const isTopic = <T extends OutboxTopic>(message: OutboxMessage, topic: T): message is TopicMessage<T> =>
  message.topic === topic;

/** Delivers the payload of a message of each topic; throws to retry. */
export type TopicHandlers<M = OutboxTopics> = { [T in keyof M]: (payload: M[T]) => Promise<void> };

/**
 * The delivery of a claimed message by the handler of its topic; undefined when none handles it. The
 * handler gets the payload its topic was enqueued with (`outboxEntry`).
 */
export function deliveryOf<M>(
  handlers: Partial<TopicHandlers<M>>,
  message: OutboxMessage,
): (() => Promise<void>) | undefined {
  const handler: ((payload: never) => Promise<void>) | undefined = handlers[message.topic as keyof M];
  return handler && (() => (handler as (payload: unknown) => Promise<void>)(message.payload));
}
