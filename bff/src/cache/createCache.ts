import { Redis } from 'ioredis';
import type { Clock } from '../clock';
import type { Cache, CacheEngine } from './cache';
import { createMemoryCache } from './memoryCache';
import { createRedisCache } from './redisCache';

/** Minimal structured logger; a pino logger fits. */
export interface CacheLogger {
  warn(obj: object, msg?: string): void;
}

export interface CreateCacheOptions {
  /** When set, the cache lives in Redis and is shared by every instance. */
  redisUrl?: string;
  /** Entry bound of the in-process cache. */
  maxEntries?: number;
  /** Key prefix in Redis. Default 'booking'. */
  namespace?: string;
  /** Clock of the in-process cache (Redis keeps its own time). */
  clock?: Clock;
  logger?: CacheLogger;
}

/** A cache and which engine it runs on. */
export type EngineCache = Cache & { engine: CacheEngine };

/** Opens the cache: Redis when `redisUrl` is given, otherwise an in-process LRU. */
export function createCache(options: CreateCacheOptions = {}): EngineCache {
  if (!options.redisUrl) {
    return {
      ...createMemoryCache({ maxEntries: options.maxEntries, clock: options.clock }),
      engine: 'memory',
    };
  }
  const client = new Redis(options.redisUrl, {
    // Fail a command fast while Redis is away: a cache miss is better than a hung request.
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    // Bounds the timer ioredis keeps after disconnect() waiting for a socket that already died.
    disconnectTimeout: 200,
  });
  // Without a listener ioredis reports every reconnect failure as an unhandled error event.
  client.on('error', (error: unknown) => options.logger?.warn({ err: error }, 'redis cache error'));
  const cache = createRedisCache({ client, namespace: options.namespace ?? 'booking', ownsClient: true });
  return { ...cache, engine: 'redis' };
}
