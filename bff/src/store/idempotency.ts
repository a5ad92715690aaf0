import { setTimeout as delay } from 'node:timers/promises';
import {
  IdempotencyConflictError,
  IdempotencyInProgressError,
  IdempotencyOriginalFailedError,
} from './idempotencyErrors';
import type { Clock } from '../clock';
import type { SqlClient } from './sqlClient';

export interface IdempotencyOptions {
  /** Namespace of the key, e.g. 'bokun.reserve:demo'; keys of different scopes never meet. */
  scope: string;
  key: string;
  /** Fingerprint of the request (see hashRequest); the same key with another hash is a conflict. */
  requestHash: string;
  /** How long the stored result answers retries. */
  ttlMs: number;
  clock: Clock;
  /** Total time a duplicate waits for the first call to finish. Default 30 s (the longest §7 timeout). */
  maxWaitMs?: number;
  /** A claim not finished after this long is taken as abandoned (its process died). Default 2 min. */
  staleAfterMs?: number;
  sleep?: (ms: number) => Promise<void>;
  /**
   * What a failure of `fn` leaves for the duplicates that waited for it (JSON, e.g. the refusal's code),
   * so they answer as the first call did; undefined leaves nothing.
   */
  describeFailure?: (error: unknown) => unknown;
}

/** The value of an idempotent call and whether it was replayed from the store. */
export interface IdempotentOutcome<T> {
  result: T;
  replayed: boolean;
}

interface RecordRow {
  request_hash: string;
  status: 'in_progress' | 'completed' | 'failed';
  response: unknown;
  updated_at: Date;
  expires_at: Date;
}

const iso = (ms: number): string => new Date(ms).toISOString();

async function claimNew(sql: SqlClient, o: IdempotencyOptions, now: number): Promise<boolean> {
  const { rowCount } = await sql.query(
    `INSERT INTO idempotency_records (scope, key, request_hash, status, created_at, updated_at, expires_at)
     VALUES ($1, $2, $3, 'in_progress', $4, $4, $5)
     ON CONFLICT (scope, key) DO NOTHING`,
    [o.scope, o.key, o.requestHash, iso(now), iso(now + o.ttlMs)],
  );
  return rowCount === 1;
}

/** Takes over a failed or abandoned record; the row lock lets exactly one contender win. */
async function reclaim(sql: SqlClient, o: IdempotencyOptions, now: number, staleAfterMs: number) {
  const { rowCount } = await sql.query(
    `UPDATE idempotency_records
     SET status = 'in_progress', response = NULL, updated_at = $4, expires_at = $5
     WHERE scope = $1 AND key = $2 AND request_hash = $3
       AND (status = 'failed' OR (status = 'in_progress' AND updated_at <= $6))`,
    [o.scope, o.key, o.requestHash, iso(now), iso(now + o.ttlMs), iso(now - staleAfterMs)],
  );
  return rowCount === 1;
}

async function readRecord(sql: SqlClient, o: IdempotencyOptions): Promise<RecordRow | undefined> {
  const { rows } = await sql.query<RecordRow>(
    `SELECT request_hash, status, response, updated_at, expires_at
     FROM idempotency_records WHERE scope = $1 AND key = $2`,
    [o.scope, o.key],
  );
  return rows[0];
}

async function execute<T>(sql: SqlClient, o: IdempotencyOptions, fn: () => Promise<T>) {
  let result: T;
  try {
    result = await fn();
  } catch (error) {
    const failure = o.describeFailure?.(error);
    await sql.query(
      `UPDATE idempotency_records SET status = 'failed', response = $4::jsonb, updated_at = $3
       WHERE scope = $1 AND key = $2 AND status = 'in_progress'`,
      [o.scope, o.key, o.clock.now().toISOString(), failure === undefined ? null : JSON.stringify(failure)],
    );
    throw error;
  }
  await sql.query(
    `UPDATE idempotency_records SET status = 'completed', response = $3::jsonb, updated_at = $4
     WHERE scope = $1 AND key = $2 AND status = 'in_progress'`,
    [o.scope, o.key, JSON.stringify(result) ?? 'null', o.clock.now().toISOString()],
  );
  return { result, replayed: false };
}

/**
 * Runs `fn` at most once per (scope, key) while its record lives (`ttlMs`), across every process
 * sharing the database: the first caller claims the key with INSERT … ON CONFLICT DO NOTHING; a
 * retry gets the stored result (`replayed: true`); a concurrent duplicate polls with backoff until
 * the first finishes. The result must be JSON-serialisable: replays return its parsed JSON.
 * A failed `fn` marks the record failed so a later retry runs again.
 */
export async function runIdempotent<T>(
  sql: SqlClient,
  options: IdempotencyOptions,
  fn: () => Promise<T>,
): Promise<IdempotentOutcome<T>> {
  const maxWaitMs = options.maxWaitMs ?? 30_000;
  const staleAfterMs = options.staleAfterMs ?? 120_000;
  const sleep = options.sleep ?? ((ms: number) => delay(ms));
  let waitedMs = 0;
  let pauseMs = 5;
  for (;;) {
    const now = options.clock.now().getTime();
    if (await claimNew(sql, options, now)) return execute(sql, options, fn);
    const record = await readRecord(sql, options);
    if (!record) continue;
    if (record.expires_at.getTime() <= now) {
      await sql.query('DELETE FROM idempotency_records WHERE scope = $1 AND key = $2 AND expires_at <= $3', [
        options.scope,
        options.key,
        iso(now),
      ]);
      continue;
    }
    if (record.request_hash !== options.requestHash) {
      throw new IdempotencyConflictError(options.scope, options.key);
    }
    if (record.status === 'completed') return { result: record.response as T, replayed: true };
    if (record.status === 'failed' && waitedMs > 0) {
      throw new IdempotencyOriginalFailedError(options.scope, options.key, record.response ?? undefined);
    }
    const abandoned = record.status === 'in_progress' && record.updated_at.getTime() <= now - staleAfterMs;
    if (record.status === 'failed' || abandoned) {
      if (await reclaim(sql, options, now, staleAfterMs)) return execute(sql, options, fn);
      continue;
    }
    if (waitedMs >= maxWaitMs) throw new IdempotencyInProgressError(options.scope, options.key, waitedMs);
    const pause = Math.min(pauseMs, maxWaitMs - waitedMs);
    await sleep(pause);
    waitedMs += pause;
    pauseMs = Math.min(pauseMs * 2, 250);
  }
}

/** Deletes records whose retry window has passed; returns how many. For a periodic job. */
export async function deleteExpiredIdempotencyRecords(sql: SqlClient, now: Date): Promise<number> {
  const { rowCount } = await sql.query('DELETE FROM idempotency_records WHERE expires_at <= $1', [
    now.toISOString(),
  ]);
  return rowCount;
}

/** The store's idempotency records, as the services use them. */
export interface IdempotencyRepository {
  /** `runIdempotent` over this store. */
  run<T>(options: IdempotencyOptions, fn: () => Promise<T>): Promise<IdempotentOutcome<T>>;
  /** `deleteExpiredIdempotencyRecords` over this store. */
  deleteExpired(now: Date): Promise<number>;
}

export function createIdempotencyRepository(sql: SqlClient): IdempotencyRepository {
  return {
    run: (options, fn) => runIdempotent(sql, options, fn),
    deleteExpired: (now) => deleteExpiredIdempotencyRecords(sql, now),
  };
}
