import type { Cache } from './cache';
import { cached } from './cached';
import { createMemoryCache } from './memoryCache';
import { testCacheEngines } from './testing/testCaches';

/** A loader that counts its calls and resolves only when released, so concurrent callers overlap it. */
function gatedLoader<T>(value: T) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const load = jest.fn(async () => {
    await gate;
    return value;
  });
  return { load, release };
}

describe.each(testCacheEngines())('cached on $name', (engine) => {
  afterAll(() => engine.cleanup());

  it('calls the loader once for 1000 concurrent misses of the same key', async () => {
    const cache = engine.open();
    const { load, release } = gatedLoader({ month: '2026-12', slots: [1, 2, 3] });
    const calls = Array.from({ length: 1000 }, () => cached(cache, 'schedule:1', 60_000, load));
    release();
    const results = await Promise.all(calls);
    expect(load).toHaveBeenCalledTimes(1);
    expect(new Set(results.map((r) => JSON.stringify(r)))).toEqual(
      new Set([JSON.stringify({ month: '2026-12', slots: [1, 2, 3] })]),
    );
  });

  it('serves later calls from the cache without loading again', async () => {
    const cache = engine.open();
    const load = jest.fn(() => Promise.resolve({ n: 1 }));
    await cached(cache, 'k', 60_000, load);
    await expect(cached(cache, 'k', 60_000, load)).resolves.toEqual({ n: 1 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads different keys separately', async () => {
    const cache = engine.open();
    const load = jest.fn((n: number) => Promise.resolve(n));
    const [a, b] = await Promise.all([
      cached(cache, 'a', 60_000, () => load(1)),
      cached(cache, 'b', 60_000, () => load(2)),
    ]);
    expect([a, b]).toEqual([1, 2]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not cache a failed load: all waiters get the error and the next call retries', async () => {
    const cache = engine.open();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const failing = jest.fn(async () => {
      await gate;
      throw new Error('bokun 503');
    });
    const calls = Array.from({ length: 10 }, () => cached(cache, 'flaky', 60_000, failing));
    release();
    const settled = await Promise.allSettled(calls);
    expect(failing).toHaveBeenCalledTimes(1);
    expect(settled.every((s) => s.status === 'rejected')).toBe(true);
    await expect(cache.get('flaky')).resolves.toBeUndefined();

    const recovered = jest.fn(() => Promise.resolve('fresh'));
    await expect(cached(cache, 'flaky', 60_000, recovered)).resolves.toBe('fresh');
    expect(recovered).toHaveBeenCalledTimes(1);
  });

  it('calls the loader once across instances sharing the cache (no thundering herd)', async () => {
    const instances = engine.openInstances(3);
    const { load, release } = gatedLoader(['slot-1', 'slot-2']);
    const calls = instances.flatMap((cache) =>
      Array.from({ length: 100 }, () => cached(cache, 'schedule:shared', 60_000, load, { pollMs: 10 })),
    );
    setTimeout(release, 100);
    const results = await Promise.all(calls);
    expect(load).toHaveBeenCalledTimes(1);
    expect(results.every((r) => r.join() === 'slot-1,slot-2')).toBe(true);
  });

  it('lets waiting instances load by themselves as soon as the loading instance fails', async () => {
    const [first, second] = engine.openInstances(2);
    if (!first || !second) throw new Error('two instances expected');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const failing = jest.fn(async () => {
      await gate;
      throw new Error('bokun 503');
    });
    const options = { pollMs: 10, loadLockMs: 30_000 };
    const failed = cached(first, 'month', 60_000, failing, options);
    while (failing.mock.calls.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    const started = Date.now();
    const waiting = cached(second, 'month', 60_000, () => Promise.resolve('loaded here'), options);
    setTimeout(release, 50);
    await expect(failed).rejects.toThrow('bokun 503');
    await expect(waiting).resolves.toBe('loaded here');
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe('cached', () => {
  it('loads again once the ttl has passed on the injected clock', async () => {
    let now = 0;
    const cache = createMemoryCache({ clock: { now: () => new Date(now) } });
    const load = jest.fn(() => Promise.resolve(now));
    await cached(cache, 'k', 1000, load);
    now = 999;
    await expect(cached(cache, 'k', 1000, load)).resolves.toBe(0);
    now = 1000;
    await expect(cached(cache, 'k', 1000, load)).resolves.toBe(1000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps coalescing per cache instance, not across unrelated caches', async () => {
    const first = createMemoryCache();
    const second = createMemoryCache();
    const load = jest.fn(() => Promise.resolve('v'));
    await Promise.all([cached(first, 'k', 1000, load), cached(second, 'k', 1000, load)]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('falls back to the loader and reports the error when the cache is down', async () => {
    const down: Cache = {
      get: () => Promise.reject(new Error('ECONNREFUSED')),
      set: () => Promise.reject(new Error('ECONNREFUSED')),
      add: () => Promise.reject(new Error('ECONNREFUSED')),
      delete: () => Promise.reject(new Error('ECONNREFUSED')),
      deleteByPrefix: () => Promise.reject(new Error('ECONNREFUSED')),
      close: () => Promise.resolve(),
    };
    const errors: unknown[] = [];
    const value = await cached(down, 'k', 1000, () => Promise.resolve('from upstream'), {
      onCacheError: (error) => errors.push(error),
    });
    expect(value).toBe('from upstream');
    expect(errors).toHaveLength(3);
  });
});
