import { testCacheEngines } from './testing/testCaches';

describe.each(testCacheEngines())('Cache on $name', (engine) => {
  afterAll(() => engine.cleanup());

  it('returns what was set, as JSON round-trips it', async () => {
    const cache = engine.open();
    await cache.set(
      'k',
      { at: new Date('2026-01-02T03:04:05Z'), n: 1.5, skip: undefined, list: [1] },
      60_000,
    );
    await expect(cache.get('k')).resolves.toEqual({ at: '2026-01-02T03:04:05.000Z', n: 1.5, list: [1] });
  });

  it('answers undefined for a key never set', async () => {
    await expect(engine.open().get('missing')).resolves.toBeUndefined();
  });

  it('keeps null as a value rather than a miss', async () => {
    const cache = engine.open();
    await cache.set('nothing', null, 60_000);
    await expect(cache.get('nothing')).resolves.toBeNull();
  });

  it('deletes one key', async () => {
    const cache = engine.open();
    await cache.set('a', 1, 60_000);
    await cache.delete('a');
    await expect(cache.get('a')).resolves.toBeUndefined();
  });

  it('deletes by prefix only the keys that start with it, reading glob characters literally', async () => {
    const cache = engine.open();
    await Promise.all([
      cache.set('p:[x]*:1', 1, 60_000),
      cache.set('p:[x]*:2', 2, 60_000),
      cache.set('p:[x]?:3', 3, 60_000),
      cache.set('p:xx:4', 4, 60_000),
    ]);
    await expect(cache.deleteByPrefix('p:[x]*:')).resolves.toBe(2);
    await expect(cache.get('p:[x]*:1')).resolves.toBeUndefined();
    await expect(cache.get('p:[x]?:3')).resolves.toBe(3);
    await expect(cache.get('p:xx:4')).resolves.toBe(4);
  });

  it('deletes by prefix across many keys (several SCAN pages)', async () => {
    const cache = engine.open();
    await Promise.all(Array.from({ length: 1200 }, (_, i) => cache.set(`bulk:${i}`, i, 60_000)));
    await cache.set('other', 'kept', 60_000);
    await expect(cache.deleteByPrefix('bulk:')).resolves.toBe(1200);
    await expect(cache.get('other')).resolves.toBe('kept');
  });

  it('keeps caches of different namespaces apart', async () => {
    const first = engine.open();
    const second = engine.open();
    await first.set('shared-name', 'first', 60_000);
    await expect(second.get('shared-name')).resolves.toBeUndefined();
    await second.deleteByPrefix('');
    await expect(first.get('shared-name')).resolves.toBe('first');
  });

  it('adds a key only while it is absent', async () => {
    const cache = engine.open();
    await expect(cache.add('once', 'first', 60_000)).resolves.toBe(true);
    await expect(cache.add('once', 'second', 60_000)).resolves.toBe(false);
    await expect(cache.get('once')).resolves.toBe('first');
    await cache.delete('once');
    await expect(cache.add('once', 'third', 60_000)).resolves.toBe(true);
  });

  it('stores nothing for a ttl of zero', async () => {
    const cache = engine.open();
    await cache.set('z', 1, 60_000);
    await cache.set('z', 2, 0);
    await expect(cache.get('z')).resolves.toBeUndefined();
  });

  it('refuses a value JSON cannot carry', async () => {
    await expect(engine.open().set('f', undefined, 60_000)).rejects.toThrow(TypeError);
  });

  it('expires a value after its ttl', async () => {
    const cache = engine.open();
    await cache.set('short', 'soon gone', 30);
    await new Promise((resolve) => setTimeout(resolve, 80));
    await expect(cache.get('short')).resolves.toBeUndefined();
  });
});
