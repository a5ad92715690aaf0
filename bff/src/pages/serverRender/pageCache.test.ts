import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { PageCache, pageBytes } from './pageCache';

describe('PageCache', () => {
  it('gives a page out again within the reuse window without a look at its data, then asks for a check', async () => {
    let now = 0;
    const cache = new PageCache<string>({ now: () => now, reuseMs: 1_000 });
    expect(cache.fresh('k')).toBeNull();
    await cache.settle('k', '<p>one</p>', "'self'");
    expect(cache.fresh('k')?.extra).toBe("'self'");
    now = 999;
    expect(cache.fresh('k')?.page.html).toBe('<p>one</p>');
    now = 1_000;
    expect(cache.fresh('k')).toBeNull();
  });

  it('compresses a page once while its text stays the same, and again when it changes', async () => {
    const cache = new PageCache<null>();
    const first = await cache.settle('k', '<p>one</p>'.repeat(200), null);
    expect(await cache.settle('k', '<p>one</p>'.repeat(200), null)).toBe(first);
    const changed = await cache.settle('k', '<p>two</p>'.repeat(200), null);
    expect(changed).not.toBe(first);
    expect(gunzipSync(pageBytes(changed, 'gzip')).toString()).toBe('<p>two</p>'.repeat(200));
    expect(brotliDecompressSync(pageBytes(changed, 'br')).toString()).toBe('<p>two</p>'.repeat(200));
    expect(pageBytes(changed, null).toString()).toBe('<p>two</p>'.repeat(200));
  });

  it('keeps at most maxEntries pages', async () => {
    const cache = new PageCache<null>({ maxEntries: 2 });
    await cache.settle('a', 'a', null);
    await cache.settle('b', 'b', null);
    await cache.settle('c', 'c', null);
    expect([cache.fresh('a'), cache.fresh('b')?.page.html, cache.fresh('c')?.page.html]).toEqual([
      null,
      'b',
      'c',
    ]);
  });
});
