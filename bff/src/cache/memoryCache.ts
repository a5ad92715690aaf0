import { LRUCache } from 'lru-cache';
import { systemClock, type Clock } from '../clock';
import { type Cache, toJson } from './cache';

interface Entry {
  json: string;
  expiresAt: number;
}

export interface MemoryCacheOptions {
  /** Most entries kept; the least recently used goes first. Default 5000. */
  maxEntries?: number;
  clock?: Clock;
}

/** Runs synchronous work behind the async interface; a throw becomes a rejection, as with Redis. */
const settle = <T>(work: () => T): Promise<T> => new Promise((resolve) => resolve(work()));

/**
 * In-process LRU cache, the default when no Redis is configured. Expiry is checked against the
 * injected clock on read (rather than lru-cache's own timer) so tests can move time by hand.
 */
export function createMemoryCache(options: MemoryCacheOptions = {}): Cache {
  const clock = options.clock ?? systemClock;
  const nowMs = () => clock.now().getTime();
  const maxEntries = options.maxEntries ?? 5000;
  if (!Number.isInteger(maxEntries) || maxEntries < 1) {
    throw new RangeError(`maxEntries must be a positive integer, got ${maxEntries}`);
  }
  const entries = new LRUCache<string, Entry>({ max: maxEntries });

  const live = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= nowMs()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };

  return {
    get: <T>(key: string) =>
      settle((): T | undefined => {
        const entry = live(key);
        return entry ? (JSON.parse(entry.json) as T) : undefined;
      }),
    add: (key, value, ttlMs) =>
      settle(() => {
        const json = toJson(value);
        if (ttlMs <= 0 || live(key)) return false;
        entries.set(key, { json, expiresAt: nowMs() + ttlMs });
        return true;
      }),
    set: (key, value, ttlMs) =>
      settle(() => {
        const json = toJson(value);
        if (ttlMs > 0) entries.set(key, { json, expiresAt: nowMs() + ttlMs });
        else entries.delete(key);
      }),
    delete: (key) =>
      settle(() => {
        entries.delete(key);
      }),
    deleteByPrefix: (prefix) =>
      settle(() => {
        // Collect first: deleting while iterating an LRU's keys would skip entries.
        const doomed = [...entries.keys()].filter((key) => key.startsWith(prefix));
        for (const key of doomed) entries.delete(key);
        return doomed.length;
      }),
    close: () => settle(() => entries.clear()),
  };
}
