import type { InitialData } from '@booking/shared-contracts';
import type { ApiClient } from '../api/client';

/** Opaque handle of a scheduled callback. */
export type TimerHandle = unknown;

/** Time and timers, injected so tests drive them by hand. */
export interface Clock {
  /** Epoch ms. */
  now(): number;
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
  setInterval(callback: () => void, ms: number): TimerHandle;
  clearInterval(handle: TimerHandle): void;
}

/** The part of the Web Storage API the stores use. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The real clock of the page. */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
};

const inMemory = new WeakSet<KeyValueStorage>();

/** A storage that lives as long as the page: the fallback where localStorage is missing or blocked. */
export function memoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  const storage: KeyValueStorage = {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
  inMemory.add(storage);
  return storage;
}

/** True for a `memoryStorage`: what it keeps is gone with a reload. */
export function isMemoryStorage(storage: KeyValueStorage): boolean {
  return inMemory.has(storage);
}

/** A Web Storage area when the page may use it (sandboxed iframes and privacy modes throw), else memory. */
function usableStorage(area: () => Storage): KeyValueStorage {
  try {
    const storage = area();
    const probe = '__booking_widget_probe__';
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return storage;
  } catch {
    return memoryStorage();
  }
}

/** `localStorage` when the page may use it, else memory. */
export function browserStorage(): KeyValueStorage {
  return usableStorage(() => globalThis.localStorage);
}

/** `sessionStorage` (the browser tab's) when the page may use it, else memory. */
export function browserSessionStorage(): KeyValueStorage {
  return usableStorage(() => globalThis.sessionStorage);
}

/** `(prefers-color-scheme: dark)` query support, injected so tests fake the device scheme. */
export type MatchMedia = (
  query: string,
) => Pick<MediaQueryList, 'matches' | 'addEventListener' | 'removeEventListener'>;

/** Where log lines end up besides the diagnostics buffer (the console by default). */
export interface LogSink {
  error(...args: unknown[]): void;
  warn(...args: unknown[]): void;
  info(...args: unknown[]): void;
  debug(...args: unknown[]): void;
}

/** I/O the stores receive instead of importing it, so tests pass fakes. */
export interface StoreDeps {
  api: ApiClient;
  clock?: Clock;
  storage?: KeyValueStorage;
  /** Storage of the browser tab: what lasts for a visit (the funnel's once-per-session flags). */
  sessionStorage?: KeyValueStorage;
  /** The page's window, where the widget asks before the page is left with a booking it cannot keep. */
  window?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** Source of randomness of session ids. */
  random?: () => number;
  /** Undefined where the page has no matchMedia (colour mode then stays light for "system"). */
  matchMedia?: MatchMedia;
  logSink?: LogSink;
  /** The first render's data the page carried (its `booking-initial-data` block); null or absent: the API. */
  initialData?: InitialData | null;
  /** The partner page framing the iframe app, claimed when a widget session is asked for (default: the browser's). */
  pageOrigin?: () => string | undefined;
}

/** The origin of the page that frames this one (the iframe app's partner page); undefined when not framed. */
export function framingOrigin(): string | undefined {
  if (typeof window === 'undefined' || window.parent === window) return undefined;
  const origins = window.location.ancestorOrigins as DOMStringList | undefined;
  return origins && origins.length > 0 ? (origins.item(0) ?? undefined) : undefined;
}
