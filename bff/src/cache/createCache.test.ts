import { randomBytes } from 'node:crypto';
import { createCache, type CreateCacheOptions } from './createCache';

const namespace = `test:${process.pid}:${randomBytes(4).toString('hex')}`;
const configurations: { engine: 'memory' | 'redis'; options: CreateCacheOptions }[] = [
  { engine: 'memory', options: { maxEntries: 10 } },
  ...(process.env.TEST_REDIS_URL
    ? [{ engine: 'redis' as const, options: { redisUrl: process.env.TEST_REDIS_URL, namespace } }]
    : []),
];

describe.each(configurations)('createCache picking $engine', ({ engine, options }) => {
  it('reports its engine and stores values until closed', async () => {
    const cache = createCache(options);
    try {
      expect(cache.engine).toBe(engine);
      await cache.set('k', { v: 1 }, 60_000);
      await expect(cache.get('k')).resolves.toEqual({ v: 1 });
      await expect(cache.deleteByPrefix('')).resolves.toBe(1);
    } finally {
      await cache.close();
    }
  });
});

describe('createCache with an unreachable Redis', () => {
  it('rejects commands instead of hanging and reports the connection error to the logger', async () => {
    const warnings: unknown[] = [];
    const cache = createCache({
      redisUrl: 'redis://127.0.0.1:1',
      logger: { warn: (obj) => warnings.push(obj) },
    });
    try {
      await expect(cache.get('k')).rejects.toThrow();
      expect(warnings.length).toBeGreaterThan(0);
    } finally {
      await cache.close();
    }
  });
});
