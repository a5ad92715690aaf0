import type { Redis } from 'ioredis';
import { type Cache, toJson } from './cache';

export interface RedisCacheOptions {
  client: Redis;
  /** Prepended as `namespace:` to every key, so several apps or test runs can share one Redis. */
  namespace: string;
  /** Whether close() also closes the client (true when the cache created it). */
  ownsClient?: boolean;
}

/** Escapes Redis glob characters so a prefix matches only itself in SCAN … MATCH. */
function escapeGlob(text: string): string {
  return text.replace(/[*?[\]\\]/g, (c) => `\\${c}`);
}

/**
 * Redis-backed cache shared by every BFF instance: JSON values, expiry through SET … PX, prefix
 * deletion through SCAN (never KEYS, which blocks the server) and UNLINK in batches.
 */
export function createRedisCache(options: RedisCacheOptions): Cache {
  const { client } = options;
  const ns = `${options.namespace}:`;

  return {
    async get<T>(key: string) {
      const json = await client.get(ns + key);
      return json === null ? undefined : (JSON.parse(json) as T);
    },
    async set(key, value, ttlMs) {
      const json = toJson(value);
      if (ttlMs > 0) await client.set(ns + key, json, 'PX', Math.ceil(ttlMs));
      else await client.del(ns + key);
    },
    async add(key, value, ttlMs) {
      const json = toJson(value);
      if (ttlMs <= 0) return false;
      return (await client.set(ns + key, json, 'PX', Math.ceil(ttlMs), 'NX')) === 'OK';
    },
    async delete(key) {
      await client.del(ns + key);
    },
    async deleteByPrefix(prefix) {
      const match = `${escapeGlob(ns + prefix)}*`;
      let cursor = '0';
      let deleted = 0;
      do {
        const [next, keys] = await client.scan(cursor, 'MATCH', match, 'COUNT', 500);
        if (keys.length > 0) deleted += await client.unlink(...keys);
        cursor = next;
      } while (cursor !== '0');
      return deleted;
    },
    async close() {
      if (!options.ownsClient) return;
      // QUIT lets pending replies arrive; disconnect() then also stops the reconnect timer that a
      // client which never reached Redis would otherwise keep alive.
      if (client.status === 'ready') await client.quit().catch(() => undefined);
      client.disconnect();
    },
  };
}
