import { closeDeps, createDeps } from './createDeps';
import { testEnv } from './testing/testDeps';
import { createLogger } from './logging/createLogger';
import { createMetrics } from './metrics/metrics';

const quiet = { logger: createLogger('silent'), metrics: createMetrics({ defaults: false }) };
const REDIS_URL = process.env.TEST_REDIS_URL;

describe('createDeps', () => {
  it('uses an in-process cache without a readiness check when REDIS_URL is absent', async () => {
    const deps = createDeps(testEnv(), { ...quiet, credentialSource: {} });
    await deps.cache.set('k', { v: 1 }, 1000);
    expect(await deps.cache.get('k')).toEqual({ v: 1 });
    expect(deps.healthChecks).not.toHaveProperty('cache');
    await closeDeps(deps);
  });

  // Like the cache engine suites: the Redis case exists when TEST_REDIS_URL names a server.
  if (REDIS_URL) {
    it('uses Redis and reports it in readiness when REDIS_URL is set', async () => {
      const deps = createDeps(testEnv({ REDIS_URL }), { ...quiet, credentialSource: {} });
      try {
        expect(deps.healthChecks.cache).toBeDefined();
        await expect(deps.healthChecks.cache?.()).resolves.toBeUndefined();
      } finally {
        await closeDeps(deps);
      }
    });
  }

  it('builds one Bokun client per config and refuses a config without its variables', () => {
    const deps = createDeps(testEnv(), {
      ...quiet,
      credentialSource: {
        DEMO_BOKUN_API_URL: 'http://127.0.0.1:9',
        DEMO_BOKUN_ACCESS_KEY: 'a',
        DEMO_BOKUN_SECRET_KEY: 's',
      },
    });
    expect(deps.bokunClient('demo')).toBe(deps.bokunClient('demo'));
    expect(() => deps.bokunClient('other')).toThrow('Bokun is not configured for "other"');
  });

  it('leaves a cache it was given open for its owner to close', async () => {
    const given = createDeps(testEnv(), { ...quiet, credentialSource: {} }).cache;
    const deps = createDeps(testEnv(), { ...quiet, credentialSource: {}, cache: given });
    await closeDeps(deps);
    await given.set('still', 'open', 1000);
    expect(await given.get('still')).toBe('open');
  });
});
