/**
 * A key-value cache of JSON values with a time to live, shared by every catalogue read. Values
 * round-trip through JSON on every engine, so switching from the in-process cache to Redis never
 * changes what callers get back (Dates come back as ISO strings, undefined fields disappear).
 */
export interface Cache {
  get<T>(key: string): Promise<T | undefined>;
  /** Stores `value` for `ttlMs` milliseconds; a ttl of 0 or less stores nothing. */
  set(key: string, value: unknown, ttlMs: number): Promise<void>;
  /** Stores only if the key is absent (or expired); true when it stored. Shared engines do this atomically. */
  add(key: string, value: unknown, ttlMs: number): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** Deletes every key that starts with `prefix`; returns how many were deleted. */
  deleteByPrefix(prefix: string): Promise<number>;
  close(): Promise<void>;
}

/** The two engines a cache can run on. */
export type CacheEngine = 'memory' | 'redis';

/** Serialises a value for storage; refuses what JSON cannot carry, so no engine stores it half-way. */
export function toJson(value: unknown): string {
  const json = JSON.stringify(value);
  if (json === undefined) throw new TypeError('cache values must be JSON-serialisable');
  return json;
}
