import { PAGE_RELOAD_GUARD_MS as CHUNK_RELOAD_INTERVAL_MS } from '../domain/constants';
import { isChunkLoadError, reloadAfterChunkError } from './chunkReload';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

const chunkError = () => Object.assign(new Error('Loading chunk 512 failed.'), { name: 'ChunkLoadError' });

describe('reloadAfterChunkError', () => {
  it('"a chunk-load failure reloads the page at most once per 10 s per path" (§8)', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    const at = (now: number, path = '/megabilet') =>
      reloadAfterChunkError(chunkError(), { storage, path, now, reload });
    expect(at(1_000)).toBe(true);
    expect(at(1_000 + CHUNK_RELOAD_INTERVAL_MS - 1)).toBe(false);
    expect(at(5_000, '/pl/megabilet')).toBe(true);
    expect(at(1_000 + CHUNK_RELOAD_INTERVAL_MS)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(3);
  });

  it('ignores errors that are not chunk failures', () => {
    const reload = jest.fn();
    expect(
      reloadAfterChunkError(new Error('boom'), { storage: memoryStorage(), path: '/', now: 0, reload }),
    ).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it("knows the federation runtime's failed script load as a chunk failure", () => {
    expect(
      isChunkLoadError(new Error('[ Federation Runtime ]: RUNTIME-008 Failed to load script resources')),
    ).toBe(true);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });
});
