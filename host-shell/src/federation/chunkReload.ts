/** §8 "A failed script chunk load triggers a page reload, limited to once per 10 s per path." */
export const CHUNK_RELOAD_INTERVAL_MS = 10_000;

const CHUNK_FAILURE =
  /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|RUNTIME-008|Failed to load script resources/i;

/** True for the errors of a script chunk that could not be loaded (webpack's and the federation runtime's). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_FAILURE.test(error.message);
}

export interface ChunkReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  path: string;
  now: number;
  reload: () => void;
}

/**
 * Reloads the page after a chunk load failure – a new deploy removed the chunk the page asked for – unless it
 * already did so for this path within 10 s; answers whether it reloaded.
 */
export function reloadAfterChunkError(error: unknown, deps: ChunkReloadDeps): boolean {
  if (!isChunkLoadError(error)) return false;
  const key = `booking:chunk-reload:${deps.path}`;
  const last = Number(deps.storage.getItem(key) ?? Number.NEGATIVE_INFINITY);
  if (deps.now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  deps.storage.setItem(key, String(deps.now));
  deps.reload();
  return true;
}

/** Listens for chunk failures the page did not handle and applies the reload rule to them. */
export function installChunkReload(win: Window): void {
  const handle = (error: unknown) =>
    reloadAfterChunkError(error, {
      storage: win.sessionStorage,
      path: win.location.pathname,
      now: Date.now(),
      reload: () => win.location.reload(),
    });
  win.addEventListener('unhandledrejection', (event) => handle(event.reason));
  win.addEventListener('error', (event) => handle(event.error));
}
