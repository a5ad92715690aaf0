// Shared by the host shell and the iframe app (both load their code in chunks a deploy may remove). Typed
// structurally: this package builds without the DOM library.
import { PAGE_RELOAD_GUARD_MS } from '../domain/constants';

const CHUNK_FAILURE =
  /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|RUNTIME-008|Failed to load script resources/i;

/** True for the errors of a script chunk that could not be loaded (webpack's and the federation runtime's). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_FAILURE.test(error.message);
}

/** The part of sessionStorage the rule needs. */
export interface ChunkReloadStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface ChunkReloadDeps {
  storage: ChunkReloadStorage;
  path: string;
  now: number;
  reload: () => void;
}

/**
 * §8 "A failed script chunk load triggers a page reload, limited to once per 10 s per path": a new deploy
 * removed the chunk the page asked for, or a phone lost it on the way. Answers whether it reloaded.
 */
export function reloadAfterChunkError(error: unknown, deps: ChunkReloadDeps): boolean {
  if (!isChunkLoadError(error)) return false;
  const key = `booking:chunk-reload:${deps.path}`;
  const last = Number(deps.storage.getItem(key) ?? Number.NEGATIVE_INFINITY);
  if (deps.now - last < PAGE_RELOAD_GUARD_MS) return false;
  deps.storage.setItem(key, String(deps.now));
  deps.reload();
  return true;
}

/** The page's window as far as the rule uses it. */
export interface ChunkReloadWindow {
  sessionStorage: ChunkReloadStorage;
  location: { pathname: string; reload(): void };
  addEventListener(type: 'unhandledrejection' | 'error', listener: (event: unknown) => void): void;
}

/** The rule's dependencies on a real page, now. */
export function pageReloadDeps(win: ChunkReloadWindow): ChunkReloadDeps {
  return {
    storage: win.sessionStorage,
    path: win.location.pathname,
    now: Date.now(),
    reload: () => win.location.reload(),
  };
}

/** Listens for chunk failures the page did not handle and applies the reload rule to them. */
export function installChunkReload(win: ChunkReloadWindow): void {
  const field = (event: unknown, name: 'reason' | 'error') => (event as Record<string, unknown>)[name];
  win.addEventListener('unhandledrejection', (event) =>
    reloadAfterChunkError(field(event, 'reason'), pageReloadDeps(win)),
  );
  win.addEventListener('error', (event) => reloadAfterChunkError(field(event, 'error'), pageReloadDeps(win)));
}
