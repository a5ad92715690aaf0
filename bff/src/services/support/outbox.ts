import type { AppDeps } from '../../deps';
import { outboxItemNotDead, outboxItemNotFound } from '../../errors';
import type { OutboxMessage, OutboxStatus } from '../../store';
import { requireStore } from '../configAccess';

type Deps = Pick<AppDeps, 'store' | 'clock'>;

/** What an item is about, without its whole payload (a sheet row carries a visitor's contact data). */
function summary(message: OutboxMessage): string {
  const p = (message.payload ?? {}) as Record<string, unknown>;
  const text = (key: string) => (typeof p[key] === 'string' ? p[key] : undefined);
  if (text('sheet'))
    return `${String(text('configId'))} · ${String(text('sheet'))} · ${text('event') ?? 'row'}`;
  if (text('reservationCode')) return `${String(text('configId'))} · ${String(text('reservationCode'))}`;
  return message.topic;
}

const present = (m: OutboxMessage) => ({
  id: m.id,
  topic: m.topic,
  status: m.status,
  attempts: m.attempts,
  nextAttemptAt: m.nextAttemptAt.toISOString(),
  lastError: m.lastError,
  createdAt: m.createdAt.toISOString(),
  summary: summary(m),
});

/** Backlog counts per topic and status, and the newest 100 items of one status. */
export async function outboxOverview(deps: Deps, status: Extract<OutboxStatus, 'dead' | 'pending'>) {
  const { outbox } = requireStore(deps);
  const counts = await outbox.counts();
  const items = await outbox.listByStatus(status, { limit: 100 });
  return {
    counts: counts.map((c) => ({ ...c, oldestDueAt: c.oldestDueAt?.toISOString() ?? null })),
    items: items.map(present),
  };
}

/** A dead item back to the queue, due now; 404 for an unknown id, 409 for one that is not dead. */
export async function retryOutboxItem(deps: Deps, id: string) {
  const { outbox } = requireStore(deps);
  if (await outbox.retryDead(id, deps.clock.now())) return { retried: true, id };
  if (!(await outbox.get(id))) throw outboxItemNotFound(id);
  throw outboxItemNotDead(id);
}
