import { randomUUID } from 'node:crypto';
import { deleteExpiredIdempotencyRecords, runIdempotent, type IdempotencyOptions } from './idempotency';
import {
  IdempotencyConflictError,
  IdempotencyInProgressError,
  IdempotencyOriginalFailedError,
} from './idempotencyErrors';
import type { Store } from './openStore';
import type { SqlClient } from './sqlClient';
import { STORE_OPEN_TIMEOUT_MS, testEngines } from './testing/testStores';

const HOUR = 3_600_000;

function manualClock(start = Date.parse('2026-11-22T12:00:00Z')) {
  let now = start;
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
}

function options(overrides: Partial<IdempotencyOptions> = {}): IdempotencyOptions {
  return {
    scope: 'bokun.reserve:demo',
    key: randomUUID(),
    requestHash: 'hash-a',
    ttlMs: HOUR,
    clock: manualClock(),
    ...overrides,
  };
}

/** A call that counts its runs and finishes only when released, so duplicates overlap it. */
function gatedCall<T>(value: T) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const fn = jest.fn(async () => {
    await gate;
    return value;
  });
  return { fn, release };
}

/** A sleep that records which call is waiting and fires `onAllWaiting` once `expected` calls are. */
function waitingSleep(waiting: Set<number>, call: number, expected: number, onAllWaiting: () => void) {
  return (ms: number) => {
    waiting.add(call);
    if (waiting.size === expected) onAllWaiting();
    return new Promise<void>((resolve) => setTimeout(resolve, ms));
  };
}

describe.each(testEngines())('runIdempotent on $name', (engine) => {
  let store: Store;
  let second: Store;
  /** Two stores stand for two BFF instances; on PostgreSQL they share the database through separate pools. */
  let instances: SqlClient[];

  beforeAll(async () => {
    store = await engine.open();
    second = engine.name === 'postgres' ? await engine.open() : store;
    instances = [store.sql, second.sql];
  }, STORE_OPEN_TIMEOUT_MS);
  afterAll(() => engine.cleanup());

  it('returns the stored result to a retry with the same key without calling fn again', async () => {
    const o = options();
    const fn = jest.fn(() => Promise.resolve({ confirmationCode: 'ABC-1', total: 120.5 }));
    const first = await runIdempotent(store.sql, o, fn);
    const retry = await runIdempotent(second.sql, o, fn);
    expect(first).toEqual({ result: { confirmationCode: 'ABC-1', total: 120.5 }, replayed: false });
    expect(retry).toEqual({ result: { confirmationCode: 'ABC-1', total: 120.5 }, replayed: true });
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('calls fn exactly once for 20 concurrent identical calls; the others get its result', async () => {
    const o = options();
    const { fn, release } = gatedCall({ confirmationCode: 'XYZ-20' });
    // The first call finishes only once the 19 duplicates are all waiting for it.
    const waiting = new Set<number>();
    const calls = Array.from({ length: 20 }, (_, i) =>
      runIdempotent(
        instances[i % 2] ?? store.sql,
        { ...o, sleep: waitingSleep(waiting, i, 19, release) },
        fn,
      ),
    );
    const outcomes = await Promise.all(calls);
    expect(waiting.size).toBe(19);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(outcomes.every((r) => r.result.confirmationCode === 'XYZ-20')).toBe(true);
    expect(outcomes.filter((r) => !r.replayed)).toHaveLength(1);
  });

  it('rejects the same key with a different request hash as a conflict', async () => {
    const o = options();
    await runIdempotent(store.sql, o, () => Promise.resolve('first'));
    const fn = jest.fn(() => Promise.resolve('second'));
    const attempt = runIdempotent(store.sql, { ...o, requestHash: 'hash-b' }, fn);
    await expect(attempt).rejects.toBeInstanceOf(IdempotencyConflictError);
    expect(fn).not.toHaveBeenCalled();
  });

  it('keeps scopes apart: the same key in another scope runs on its own', async () => {
    const o = options();
    await runIdempotent(store.sql, o, () => Promise.resolve('reserve'));
    const other = await runIdempotent(store.sql, { ...o, scope: 'tpay.create:demo', requestHash: 'x' }, () =>
      Promise.resolve('payment'),
    );
    expect(other).toEqual({ result: 'payment', replayed: false });
  });

  it('marks a failed call failed so that a later retry runs fn again', async () => {
    const o = options();
    await expect(
      runIdempotent(store.sql, o, () => Promise.reject(new Error('upstream 502'))),
    ).rejects.toThrow('upstream 502');
    const { rows } = await store.sql.query<{ status: string }>(
      'SELECT status FROM idempotency_records WHERE scope = $1 AND key = $2',
      [o.scope, o.key],
    );
    expect(rows).toEqual([{ status: 'failed' }]);
    const retry = await runIdempotent(store.sql, o, () => Promise.resolve('second try'));
    expect(retry).toEqual({ result: 'second try', replayed: false });
  });

  it('fails the waiting duplicates of a failed call instead of repeating the effect', async () => {
    const o = options();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fn = jest.fn(async () => {
      await gate;
      throw new Error('card declined');
    });
    // Release the failure only once all four duplicates are known to be waiting on it.
    const waiting = new Set<number>();
    const calls = Array.from({ length: 5 }, (_, i) =>
      runIdempotent(instances[i % 2] ?? store.sql, { ...o, sleep: waitingSleep(waiting, i, 4, release) }, fn),
    );
    const settled = await Promise.allSettled(calls);
    const reasons = settled.map((s) => (s.status === 'rejected' ? (s.reason as unknown) : undefined));
    expect(fn).toHaveBeenCalledTimes(1);
    expect(reasons.filter((r) => r instanceof Error && r.message === 'card declined')).toHaveLength(1);
    expect(reasons.filter((r) => r instanceof IdempotencyOriginalFailedError)).toHaveLength(4);
  });

  it('runs again once the stored result has expired', async () => {
    const clock = manualClock();
    const o = options({ clock, ttlMs: 60_000 });
    await runIdempotent(store.sql, o, () => Promise.resolve(1));
    clock.advance(60_000);
    const later = await runIdempotent(store.sql, { ...o, requestHash: 'other request now allowed' }, () =>
      Promise.resolve(2),
    );
    expect(later).toEqual({ result: 2, replayed: false });
  });

  it('gives up waiting after maxWaitMs with a typed error', async () => {
    const o = options({ maxWaitMs: 40 });
    const { fn, release } = gatedCall('slow');
    const first = runIdempotent(store.sql, o, fn);
    while (fn.mock.calls.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    await expect(runIdempotent(second.sql, o, fn)).rejects.toBeInstanceOf(IdempotencyInProgressError);
    release();
    await expect(first).resolves.toEqual({ result: 'slow', replayed: false });
  });

  it('takes over a claim abandoned longer than staleAfterMs (its process died)', async () => {
    const clock = manualClock();
    const o = options({ clock, staleAfterMs: 30_000 });
    await store.sql.query(
      `INSERT INTO idempotency_records (scope, key, request_hash, status, created_at, updated_at, expires_at)
       VALUES ($1, $2, $3, 'in_progress', $4, $4, $5)`,
      [o.scope, o.key, o.requestHash, clock.now(), new Date(clock.now().getTime() + HOUR)],
    );
    clock.advance(30_000);
    const outcome = await runIdempotent(store.sql, o, () => Promise.resolve('recovered'));
    expect(outcome).toEqual({ result: 'recovered', replayed: false });
  });

  it('purges only records whose retry window has passed', async () => {
    const clock = manualClock(Date.parse('2030-01-01T00:00:00Z'));
    const short = options({ clock, scope: 'purge-test', ttlMs: 1000 });
    const long = options({ clock, scope: 'purge-test', ttlMs: HOUR });
    await runIdempotent(store.sql, short, () => Promise.resolve('short'));
    await runIdempotent(store.sql, long, () => Promise.resolve('long'));
    await expect(
      deleteExpiredIdempotencyRecords(store.sql, new Date(clock.now().getTime() + 1000)),
    ).resolves.toBeGreaterThanOrEqual(1);
    const { rows } = await store.sql.query<{ key: string }>(
      `SELECT key FROM idempotency_records WHERE scope = 'purge-test'`,
    );
    expect(rows).toEqual([{ key: long.key }]);
  });
});
