import type { Cache } from '../../cache';
import type { Clock } from '../../clock';

/**
 * How long this process reuses a catalogue value it already read. The shared cache hands back a fresh
 * JSON parse on every read (a month of slots is ~100 kB, most of a request's cost); one second of
 * local reuse removes that cost under load while another instance's invalidation still shows within
 * a second. This process's own invalidations clear it at once.
 */
export const LOCAL_MEMO_MS = 1_000;
const MAX_ENTRIES = 500;

interface Memo {
  /** Bumped by every invalidation: a read that began before one must not store its value. */
  generation: number;
  entries: Map<string, { value: unknown; expiresAt: number }>;
}

// Kept per cache instance, like the cache's own in-flight state, so separate deps never share it.
const memos = new WeakMap<Cache, Memo>();

function memoOf(cache: Cache): Memo {
  let memo = memos.get(cache);
  if (!memo) {
    memo = { generation: 0, entries: new Map() };
    memos.set(cache, memo);
  }
  return memo;
}

/**
 * Returns this process's recent value of `key`, or reads it (through the shared cache) and keeps it
 * for LOCAL_MEMO_MS. Values are shared between callers and must be treated as read-only.
 */
export async function memoized<T>(
  cache: Cache,
  key: string,
  clock: Clock,
  read: () => Promise<T>,
): Promise<T> {
  const memo = memoOf(cache);
  const hit = memo.entries.get(key);
  if (hit && hit.expiresAt > clock.now().getTime()) return hit.value as T;
  const generation = memo.generation;
  const value = await read();
  if (memo.generation === generation) {
    memo.entries.delete(key);
    memo.entries.set(key, { value, expiresAt: clock.now().getTime() + LOCAL_MEMO_MS });
    // Oldest first in insertion order: drop from the front past the bound.
    for (const oldest of memo.entries.keys()) {
      if (memo.entries.size <= MAX_ENTRIES) break;
      memo.entries.delete(oldest);
    }
  }
  return value;
}

/** Forgets every locally reused catalogue value; called with each invalidation of the shared cache. */
export function forgetLocalCatalog(cache: Cache): void {
  const memo = memoOf(cache);
  memo.generation += 1;
  memo.entries.clear();
}
