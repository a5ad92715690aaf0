import { randomUUID } from 'node:crypto';
import { RedisRateLimitStore } from './redisRateLimitStore';

describe('RedisRateLimitStore', () => {
  it('fails fast when Redis cannot be reached, so the limiter can let the request through', async () => {
    const store = new RedisRateLimitStore('redis://127.0.0.1:1');
    const started = Date.now();
    await expect(store.hit('k', 1000)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(5000);
    await store.close();
  });

  const url = process.env.TEST_REDIS_URL;
  // Runs only against a real Redis named by TEST_REDIS_URL (e.g. redis://127.0.0.1:6379).
  if (url) {
    describe('against TEST_REDIS_URL', () => {
      const store = new RedisRateLimitStore(url, `test:${randomUUID()}:`);
      afterAll(() => store.close());

      it('counts hits of a key in one window shared by every instance', async () => {
        const other = new RedisRateLimitStore(url, (store as unknown as { keyPrefix: string }).keyPrefix);
        try {
          expect((await store.hit('ip', 10_000)).count).toBe(1);
          expect((await other.hit('ip', 10_000)).count).toBe(2);
          const third = await store.hit('ip', 10_000);
          expect(third.count).toBe(3);
          expect(third.resetMs).toBeGreaterThan(9_000);
          expect(third.resetMs).toBeLessThanOrEqual(10_000);
        } finally {
          await other.close();
        }
      });

      it('does not extend the window on later hits, and starts over after it', async () => {
        // Measured, not assumed, delays: a loaded machine may sleep far longer than asked.
        const windowMs = 1_500;
        await store.hit('short', windowMs);
        const afterFirst = Date.now();
        await new Promise((resolve) => setTimeout(resolve, 100));
        const beforeSecond = Date.now();
        const second = await store.hit('short', windowMs);
        expect(second.count).toBe(2);
        // Redis and this process read separate clocks: a few ms of slack.
        expect(second.resetMs).toBeLessThanOrEqual(windowMs - (beforeSecond - afterFirst) + 5);
        await new Promise((resolve) => setTimeout(resolve, second.resetMs + 50));
        expect((await store.hit('short', windowMs)).count).toBe(1);
      });
    });
  }
});
