import type { Store } from './openStore';
import { createOutboxRepository } from './outbox';
import { STORE_OPEN_TIMEOUT_MS, testEngines } from './testing/testStores';

const at = (iso: string) => new Date(`2026-11-22T${iso}Z`);
let topicSequence = 0;
/** A topic of its own per test, so rows of one test never show up in another's claim. */
const freshTopic = () => `sheets.row.${++topicSequence}`;

describe.each(testEngines())('outbox repository on $name', (engine) => {
  let store: Store;
  let second: Store;
  beforeAll(async () => {
    store = await engine.open();
    second = await engine.open();
  }, STORE_OPEN_TIMEOUT_MS);
  afterAll(() => engine.cleanup());

  it('enqueues a pending message that a worker can claim once it is due', async () => {
    const topic = freshTopic();
    const queued = await store.outbox.enqueue(
      { topic, payload: { sheet: 'Logi', row: ['a', 1] } },
      at('12:00:00'),
    );
    expect(queued).toMatchObject({ topic, status: 'pending', attempts: 0, lastError: null });
    const claimed = await store.outbox.claimDue({
      now: at('12:00:00'),
      limit: 10,
      leaseMs: 30_000,
      topics: [topic],
    });
    expect(claimed).toEqual([{ ...queued, attempts: 1, nextAttemptAt: at('12:00:30') }]);
  });

  it('hands each message to only one of several concurrent workers', async () => {
    const topic = freshTopic();
    for (let i = 0; i < 30; i += 1) await store.outbox.enqueue({ topic, payload: { i } }, at('12:00:00'));
    const workers = [store, second, store, second].map((s) =>
      s.outbox.claimDue({ now: at('12:01:00'), limit: 10, leaseMs: 60_000, topics: [topic] }),
    );
    const ids = (await Promise.all(workers)).flat().map((m) => m.id);
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
  });

  it('gives a message back when its lease runs out without a result (the worker died)', async () => {
    const topic = freshTopic();
    await store.outbox.enqueue({ topic, payload: {} }, at('12:00:00'));
    await store.outbox.claimDue({ now: at('12:00:00'), limit: 1, leaseMs: 60_000, topics: [topic] });
    const during = await store.outbox.claimDue({
      now: at('12:00:59'),
      limit: 1,
      leaseMs: 60_000,
      topics: [topic],
    });
    const after = await store.outbox.claimDue({
      now: at('12:01:00'),
      limit: 1,
      leaseMs: 60_000,
      topics: [topic],
    });
    expect(during).toEqual([]);
    expect(after.map((m) => m.attempts)).toEqual([2]);
  });

  it('never claims a sent message again', async () => {
    const topic = freshTopic();
    const queued = await store.outbox.enqueue({ topic, payload: {} }, at('12:00:00'));
    await store.outbox.claimDue({ now: at('12:00:00'), limit: 1, leaseMs: 1000, topics: [topic] });
    await store.outbox.markSent(queued.id);
    await expect(
      store.outbox.claimDue({ now: at('13:00:00'), limit: 1, leaseMs: 1000, topics: [topic] }),
    ).resolves.toEqual([]);
    await expect(store.outbox.listByTopic(topic)).resolves.toMatchObject([{ status: 'sent' }]);
  });

  it('retries a failed delivery at the given time and marks it dead when there is none', async () => {
    const topic = freshTopic();
    const queued = await store.outbox.enqueue({ topic, payload: {} }, at('12:00:00'));
    await store.outbox.claimDue({ now: at('12:00:00'), limit: 1, leaseMs: 1000, topics: [topic] });
    await store.outbox.markFailed(queued.id, { error: 'sheets 429', retryAt: at('12:05:00') });
    await expect(store.outbox.listByTopic(topic)).resolves.toMatchObject([
      { status: 'pending', lastError: 'sheets 429', nextAttemptAt: at('12:05:00') },
    ]);
    await store.outbox.claimDue({ now: at('12:05:00'), limit: 1, leaseMs: 1000, topics: [topic] });
    await store.outbox.markFailed(queued.id, { error: 'sheets 403', retryAt: null });
    await expect(store.outbox.listByTopic(topic, { status: 'dead' })).resolves.toMatchObject([
      { status: 'dead', lastError: 'sheets 403', attempts: 2 },
    ]);
  });

  it('rolls the message back with the transaction it was enqueued in', async () => {
    const topic = freshTopic();
    await expect(
      store.sql.transaction(async (tx) => {
        await createOutboxRepository(tx).enqueue({ topic, payload: {} }, at('12:00:00'));
        throw new Error('state change failed');
      }),
    ).rejects.toThrow('state change failed');
    await expect(store.outbox.listByTopic(topic)).resolves.toEqual([]);
  });
});
