import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Clock } from '../../clock';
import type { Cache, CacheEngine } from '../cache';
import { createMemoryCache } from '../memoryCache';
import { createRedisCache } from '../redisCache';

/** One cache engine a test suite can run against. */
export interface TestCacheEngine {
  name: CacheEngine;
  /** A fresh, empty cache; on Redis in a namespace unique to this run. */
  open(options?: { maxEntries?: number; clock?: Clock }): Cache;
  /**
   * `count` caches over one fresh shared store, each standing for a separate BFF instance: on Redis
   * separate connections, in memory separate objects (so separate in-flight state) over one LRU.
   */
  openInstances(count: number): Cache[];
  /** Deletes what the run stored and closes the connections. */
  cleanup(): Promise<void>;
}

function memoryEngine(): TestCacheEngine {
  return {
    name: 'memory',
    open: (options) => createMemoryCache(options),
    openInstances(count) {
      const shared = createMemoryCache();
      return Array.from({ length: count }, () => ({ ...shared }));
    },
    cleanup: () => Promise.resolve(),
  };
}

function redisEngine(redisUrl: string): TestCacheEngine {
  const client = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  const runNamespace = `test:${process.pid}:${randomBytes(4).toString('hex')}`;
  const extraClients: Redis[] = [];
  let opened = 0;
  return {
    name: 'redis',
    open() {
      opened += 1;
      return createRedisCache({ client, namespace: `${runNamespace}:${opened}` });
    },
    openInstances(count) {
      opened += 1;
      const namespace = `${runNamespace}:${opened}`;
      return Array.from({ length: count }, () => {
        const own = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
        extraClients.push(own);
        return createRedisCache({ client: own, namespace });
      });
    },
    async cleanup() {
      try {
        await createRedisCache({ client, namespace: runNamespace }).deleteByPrefix('');
      } finally {
        await Promise.all([client, ...extraClients.splice(0)].map((c) => c.quit()));
      }
    },
  };
}

/**
 * The cache engines to test on: in-process always, Redis too when TEST_REDIS_URL is set. Use with
 * `describe.each(testCacheEngines())` and call `cleanup()` in afterAll.
 */
export function testCacheEngines(env: NodeJS.ProcessEnv = process.env): TestCacheEngine[] {
  const redisUrl = env.TEST_REDIS_URL;
  return redisUrl ? [memoryEngine(), redisEngine(redisUrl)] : [memoryEngine()];
}
