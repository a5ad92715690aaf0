import { createMemoryCache } from './memoryCache';

function manualClock(start = 1_000_000) {
  let now = start;
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
}

describe('createMemoryCache', () => {
  it('serves a value until its ttl has passed on the injected clock, then misses', async () => {
    const clock = manualClock();
    const cache = createMemoryCache({ clock });
    await cache.set('month', { slots: 3 }, 60_000);
    clock.advance(59_999);
    await expect(cache.get('month')).resolves.toEqual({ slots: 3 });
    clock.advance(1);
    await expect(cache.get('month')).resolves.toBeUndefined();
  });

  it('lets add() take a key again once its entry has expired', async () => {
    const clock = manualClock();
    const cache = createMemoryCache({ clock });
    await cache.add('lock', 1, 1000);
    await expect(cache.add('lock', 2, 1000)).resolves.toBe(false);
    clock.advance(1000);
    await expect(cache.add('lock', 3, 1000)).resolves.toBe(true);
  });

  it('keeps at most maxEntries, evicting the least recently used', async () => {
    const cache = createMemoryCache({ maxEntries: 2 });
    await cache.set('a', 1, 60_000);
    await cache.set('b', 2, 60_000);
    await cache.get('a');
    await cache.set('c', 3, 60_000);
    await expect(cache.get('b')).resolves.toBeUndefined();
    await expect(cache.get('a')).resolves.toBe(1);
    await expect(cache.get('c')).resolves.toBe(3);
  });

  it('hands out copies, so a caller mutating its result cannot change the cache', async () => {
    const cache = createMemoryCache();
    await cache.set('obj', { n: 1 }, 60_000);
    const first = await cache.get<{ n: number }>('obj');
    if (first) first.n = 99;
    await expect(cache.get('obj')).resolves.toEqual({ n: 1 });
  });

  it('refuses a bound that is not a positive integer', () => {
    expect(() => createMemoryCache({ maxEntries: 0 })).toThrow(RangeError);
  });
});
