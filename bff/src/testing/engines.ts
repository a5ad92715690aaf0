// Test-only (uses jest globals): left out of the build by tsconfig.build.json.
import { randomBytes } from 'node:crypto';
import type { Cache } from '../cache';
import { testCacheEngines, type TestCacheEngine } from '../cache/testing/testCaches';
import { MemoryRateLimitStore, type RateLimitStore } from '../middleware/rateLimit';
import { RedisRateLimitStore } from '../middleware/redisRateLimitStore';
import type { Store } from '../store';
import { STORE_OPEN_TIMEOUT_MS, testEngines, type TestEngine } from '../store/testing/testStores';

/** What a BFF under test keeps its state in: a store, a catalogue cache and rate-limit counters. */
export interface EngineDeps {
  store: Store;
  cache: Cache;
  rateLimitStore: RateLimitStore;
}

/**
 * One deployment shape an integration suite runs on: `pglite+memory` (the embedded defaults) always,
 * `postgres+redis` (the scale-out engines) when TEST_DATABASE_URL and TEST_REDIS_URL are both set.
 */
export interface IntegrationEngine {
  name: 'pglite+memory' | 'postgres+redis';
  store: TestEngine;
  cache: TestCacheEngine;
  /**
   * A store (shared by every call of this engine, as BFF instances share one database), a fresh cache
   * namespace and fresh rate-limit counters: pass them as deps of a BFF under test.
   */
  open(): Promise<EngineDeps>;
  /** Closes everything opened and drops the run's schema and Redis keys. */
  cleanup(): Promise<void>;
}

function pairEngines(
  store: TestEngine,
  cache: TestCacheEngine,
  redisUrl: string | undefined,
): IntegrationEngine {
  const limiters: RateLimitStore[] = [];
  const runPrefix = `test:${process.pid}:${randomBytes(4).toString('hex')}`;
  return {
    name: store.name === 'postgres' ? 'postgres+redis' : 'pglite+memory',
    store,
    cache,
    async open() {
      const limiter = redisUrl
        ? new RedisRateLimitStore(redisUrl, `${runPrefix}:${limiters.length}:`)
        : new MemoryRateLimitStore();
      limiters.push(limiter);
      return { store: await store.open(), cache: cache.open(), rateLimitStore: limiter };
    },
    async cleanup() {
      await Promise.all(limiters.splice(0).map((l) => l.close()));
      await Promise.all([store.cleanup(), cache.cleanup()]);
    },
  };
}

/**
 * The engines integration suites run on: PGlite with the in-process cache always; PostgreSQL with Redis
 * as well when both TEST_DATABASE_URL and TEST_REDIS_URL are set (.ci/run sets them when the local servers
 * answer). Prefer `describeEngines`, which also cleans up.
 */
export function integrationEngines(env: NodeJS.ProcessEnv = process.env): IntegrationEngine[] {
  const [pglite, postgres] = testEngines(env);
  const [memory, redis] = testCacheEngines(env);
  if (!pglite || !memory) throw new Error('the embedded engines are always available');
  const engines = [pairEngines(pglite, memory, undefined)];
  if (postgres && redis) engines.push(pairEngines(postgres, redis, env.TEST_REDIS_URL));
  return engines;
}

/**
 * The parameterised harness of the integration suites. Declares `suite` once per engine as
 * `describe('{title} on {engine}')` and drops what the engines created after the file.
 *
 * Adopting it in a suite (the reservation, payment and webhook suites do):
 *
 * ```ts
 * describeEngines('Tpay payments', (engine) => {
 *   const h = usePaymentHarness(engine);          // bff/test/paymentHarness: sandbox + BFF, started once
 *   it('…', async () => {
 *     const { code, total } = await h.reserve();   // h.store is the engine's store
 *   });
 * });
 * ```
 *
 * `useHarness(engine, start)` (bff/test/bokunHarness) is the catalogue/reservation variant. A suite that
 * builds its own deps calls `await engine.open()` in a `beforeAll` (with `ENGINE_OPEN_TIMEOUT_MS`) and
 * passes `store`, `cache` and `rateLimitStore` on. Rows of one engine live in one schema (PostgreSQL) or
 * one in-memory database (PGlite) for the whole file, so keys must be unique per test (`process.pid` and a
 * counter), not fixed.
 */
export function describeEngines(title: string, suite: (engine: IntegrationEngine) => void): void {
  const engines = integrationEngines();
  afterAll(() => Promise.all(engines.map((engine) => engine.cleanup())), ENGINE_OPEN_TIMEOUT_MS);
  describe.each(engines)(`${title} on $name`, suite);
}

/** For `beforeAll(..., ENGINE_OPEN_TIMEOUT_MS)`: PGlite's first start takes seconds on a busy machine. */
export const ENGINE_OPEN_TIMEOUT_MS = STORE_OPEN_TIMEOUT_MS;
