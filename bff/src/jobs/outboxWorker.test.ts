import { createLogger } from '../logging/createLogger';
import { PermanentTaskError } from '../services/payments';
import { IN_MEMORY, openStore, type Store } from '../store';
import { STORE_OPEN_TIMEOUT_MS } from '../store/testing/testStores';
import { createOutboxWorker } from './outboxWorker';

let store: Store;
let now = new Date('2026-11-22T12:00:00Z');
const deps = () => ({ store, clock: { now: () => now }, logger: createLogger('silent') });
const backoff = { baseMs: 1_000, capMs: 1_000, random: () => 1 };

beforeAll(async () => {
  store = await openStore({ dataDir: IN_MEMORY });
}, STORE_OPEN_TIMEOUT_MS);
afterAll(() => store.close());

async function messageOn(topic: string) {
  return store.outbox.enqueue({ topic, payload: { n: topic } }, now);
}
const statusOf = async (topic: string) => (await store.outbox.listByTopic(topic))[0];

describe('outbox worker', () => {
  it('delivers a message once and marks it sent', async () => {
    const delivered: unknown[] = [];
    await messageOn('t.ok');
    const worker = createOutboxWorker(
      deps(),
      { 't.ok': (p) => Promise.resolve(void delivered.push(p)) },
      { backoff },
    );
    expect(await worker.runOnce()).toBe(1);
    expect(await worker.runOnce()).toBe(0);
    expect(delivered).toEqual([{ n: 't.ok' }]);
    expect((await statusOf('t.ok'))?.status).toBe('sent');
  });

  it('retries a failed delivery after the backoff and gives up (dead) after maxAttempts', async () => {
    let calls = 0;
    await messageOn('t.flaky');
    const worker = createOutboxWorker(
      deps(),
      {
        't.flaky': () => {
          calls += 1;
          return Promise.reject(new Error('Bokun down'));
        },
      },
      { backoff, maxAttempts: 3 },
    );
    await worker.runOnce();
    expect(await worker.runOnce()).toBe(0); // not due before the backoff
    for (let i = 0; i < 3; i += 1) {
      now = new Date(now.getTime() + 1_000);
      await worker.runOnce();
    }
    expect(calls).toBe(3);
    expect(await statusOf('t.flaky')).toMatchObject({ status: 'dead', attempts: 3, lastError: 'Bokun down' });
  });

  it('gives up at once on a permanent failure', async () => {
    await messageOn('t.gone');
    const worker = createOutboxWorker(deps(), {
      't.gone': () => Promise.reject(new PermanentTaskError('reservation_expired')),
    });
    await worker.runOnce();
    expect(await statusOf('t.gone')).toMatchObject({ status: 'dead', attempts: 1 });
  });

  it('claims only its own topics', async () => {
    await messageOn('t.other');
    const worker = createOutboxWorker(deps(), { 't.mine': () => Promise.resolve() });
    expect(await worker.runOnce()).toBe(0);
    expect((await statusOf('t.other'))?.status).toBe('pending');
  });
});
