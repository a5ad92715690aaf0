import { setTimeout as delay } from 'node:timers/promises';
import type { Cache } from './cache';

export interface CachedOptions {
  /** Told about a cache read or write that failed; the call itself carries on without the cache. */
  onCacheError?: (error: unknown, key: string) => void;
  /**
   * How long one instance's load holds the key's loading marker, during which other instances
   * sharing the cache wait for its result instead of calling upstream too. 0 turns it off.
   * Default 10 s; a waiter that sees no value by then loads by itself.
   */
  loadLockMs?: number;
  /** Pause between a waiting instance's cache reads. Default 50 ms. */
  pollMs?: number;
}

/** A load in flight; `superseded` once an invalidation made its result stale before it landed. */
interface Load {
  promise: Promise<unknown>;
  superseded: boolean;
}

/**
 * Loads in flight, per cache and key. A WeakMap keyed by the cache instance keeps the state with
 * the cache the caller injected (no process-wide registry) and lets it go with the cache.
 */
const inFlightByCache = new WeakMap<Cache, Map<string, Load>>();

function inFlightFor(cache: Cache): Map<string, Load> {
  let inFlight = inFlightByCache.get(cache);
  if (!inFlight) {
    inFlight = new Map();
    inFlightByCache.set(cache, inFlight);
  }
  return inFlight;
}

/**
 * Detaches this process's loads in flight for keys under `prefix`: callers already waiting still
 * get their result, but it is not stored, and the next call loads afresh. Invalidations call it so
 * that a load which started before the change cannot put the old data back.
 */
export function supersedeInFlight(cache: Cache, prefix: string): void {
  const inFlight = inFlightFor(cache);
  for (const [key, load] of [...inFlight]) {
    if (!key.startsWith(prefix)) continue;
    load.superseded = true;
    inFlight.delete(key);
  }
}

/** Runs a cache operation, reporting a failure and answering `fallback` instead of throwing. */
async function tolerant<T>(
  operation: () => Promise<T>,
  fallback: T,
  key: string,
  options: CachedOptions,
): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    options.onCacheError?.(error, key);
    return fallback;
  }
}

/**
 * Another instance holds the loading marker: read until its value lands. Stop early when the marker
 * is gone without a value (that load failed) or its time is up, and load here instead.
 */
async function awaitOtherInstance<T>(
  cache: Cache,
  key: string,
  lockKey: string,
  lockMs: number,
  options: CachedOptions,
) {
  const pollMs = options.pollMs ?? 50;
  for (let waited = 0; waited < lockMs; waited += pollMs) {
    await delay(pollMs);
    const value = await tolerant(() => cache.get<T>(key), undefined, key, options);
    if (value !== undefined) return value;
    const marker = await tolerant(() => cache.get(lockKey), undefined, key, options);
    // The holder stores its value before dropping the marker: one more read tells success from failure.
    if (marker === undefined) return tolerant(() => cache.get<T>(key), undefined, key, options);
  }
  return undefined;
}

async function readThrough<T>(
  cache: Cache,
  key: string,
  ttlMs: number,
  loader: () => Promise<T>,
  options: CachedOptions,
  load: Pick<Load, 'superseded'>,
): Promise<T> {
  const hit = await tolerant(() => cache.get<T>(key), undefined, key, options);
  if (hit !== undefined) return hit;

  const lockMs = options.loadLockMs ?? 10_000;
  const lockKey = `loading:${key}`;
  // 'unknown' when the cache failed to answer: then nobody is waited for.
  const lock =
    lockMs > 0
      ? await tolerant(
          async () => ((await cache.add(lockKey, 1, lockMs)) ? 'held' : 'taken'),
          'unknown',
          key,
          options,
        )
      : 'unknown';
  if (lock === 'taken') {
    const loadedElsewhere = await awaitOtherInstance<T>(cache, key, lockKey, lockMs, options);
    if (loadedElsewhere !== undefined) return loadedElsewhere;
  }
  const holdsLock = lock === 'held';
  try {
    const value = await loader();
    if (!load.superseded) await tolerant(() => cache.set(key, value, ttlMs), undefined, key, options);
    return value;
  } finally {
    if (holdsLock) await tolerant(() => cache.delete(lockKey), undefined, key, options);
  }
}

/**
 * Returns the cached value of `key`, or loads, stores (for `ttlMs`) and returns it. Concurrent
 * calls for the same key in this process share one cache read and at most one `loader` call; with
 * a shared cache (Redis) a loading marker also makes other instances wait for that one load, so a
 * crowd opening the same month costs one upstream request. A failed load is not cached: every
 * waiter gets the error and the next call tries again. A cache outage degrades to calling `loader`.
 */
export function cached<T>(
  cache: Cache,
  key: string,
  ttlMs: number,
  loader: () => Promise<T>,
  options: CachedOptions = {},
): Promise<T> {
  const inFlight = inFlightFor(cache);
  const pending = inFlight.get(key);
  if (pending) return pending.promise as Promise<T>;
  const load: Load = { promise: Promise.resolve(), superseded: false };
  const promise = readThrough(cache, key, ttlMs, loader, options, load).finally(() => {
    // A superseded load may have been replaced by a fresh one under the same key: leave that one be.
    if (inFlight.get(key) === load) inFlight.delete(key);
  });
  load.promise = promise;
  inFlight.set(key, load);
  return promise;
}
