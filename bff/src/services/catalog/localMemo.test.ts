import { createMemoryCache } from '../../cache';
import { forgetLocalCatalog, LOCAL_MEMO_MS, memoized } from './localMemo';

function setup() {
  let now = 0;
  let reads = 0;
  const cache = createMemoryCache();
  const read = (value: string) => () => {
    reads += 1;
    return Promise.resolve(value);
  };
  return {
    cache,
    read,
    reads: () => reads,
    advance: (ms: number) => (now += ms),
    clock: { now: () => new Date(now) },
  };
}

describe('memoized', () => {
  it('reuses a value read less than a second ago without reading the shared cache again', async () => {
    const t = setup();
    await memoized(t.cache, 'k', t.clock, t.read('a'));
    t.advance(LOCAL_MEMO_MS - 1);
    expect(await memoized(t.cache, 'k', t.clock, t.read('b'))).toBe('a');
    expect(t.reads()).toBe(1);
  });

  it('reads again once the second is over, so other instances’ changes show within it', async () => {
    const t = setup();
    await memoized(t.cache, 'k', t.clock, t.read('a'));
    t.advance(LOCAL_MEMO_MS);
    expect(await memoized(t.cache, 'k', t.clock, t.read('b'))).toBe('b');
  });

  it('forgets everything on a local invalidation', async () => {
    const t = setup();
    await memoized(t.cache, 'k', t.clock, t.read('a'));
    forgetLocalCatalog(t.cache);
    expect(await memoized(t.cache, 'k', t.clock, t.read('b'))).toBe('b');
  });

  it('does not keep a value whose read began before an invalidation', async () => {
    const t = setup();
    let finish: (value: string) => void = () => undefined;
    const slow = memoized(t.cache, 'k', t.clock, () => new Promise<string>((resolve) => (finish = resolve)));
    forgetLocalCatalog(t.cache);
    finish('old');
    expect(await slow).toBe('old');
    expect(await memoized(t.cache, 'k', t.clock, t.read('new'))).toBe('new');
  });

  it('keeps separate values per cache instance', async () => {
    const t = setup();
    const other = createMemoryCache();
    await memoized(t.cache, 'k', t.clock, t.read('a'));
    expect(await memoized(other, 'k', t.clock, t.read('b'))).toBe('b');
  });
});
