import type { Cache } from './cache';

export interface CachedOptions {
  /** Told about a cache read or write that failed; the call itself carries on without the cache. */
  onCacheError?: (error: unknown, key: string) => void;
}

/**
 * Loads in flight, per cache and key. A WeakMap keyed by the cache instance keeps the state with
 * the cache the caller injected (no process-wide registry) and lets it go with the cache.
 */
const inFlightByCache = new WeakMap<Cache, Map<string, Promise<unknown>>>();

function inFlightFor(cache: Cache): Map<string, Promise<unknown>> {
  let inFlight = inFlightByCache.get(cache);
  if (!inFlight) {
    inFlight = new Map();
    inFlightByCache.set(cache, inFlight);
  }
  return inFlight;
}

async function readThrough<T>(
  cache: Cache,
  key: string,
  ttlMs: number,
  loader: () => Promise<T>,
  options: CachedOptions,
): Promise<T> {
  let hit: T | undefined;
  try {
    hit = await cache.get<T>(key);
  } catch (error) {
    options.onCacheError?.(error, key);
  }
  if (hit !== undefined) return hit;
  const value = await loader();
  try {
    await cache.set(key, value, ttlMs);
  } catch (error) {
    options.onCacheError?.(error, key);
  }
  return value;
}

/**
 * Returns the cached value of `key`, or loads, stores (for `ttlMs`) and returns it. Concurrent
 * calls for the same key in this process share one cache read and at most one `loader` call, so a
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
  if (pending) return pending as Promise<T>;
  const load = readThrough(cache, key, ttlMs, loader, options).finally(() => inFlight.delete(key));
  inFlight.set(key, load);
  return load;
}
