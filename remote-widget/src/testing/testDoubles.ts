import type { Clock, LogSink, MatchMedia, TimerHandle } from '../infra/deps';

interface Scheduled {
  id: number;
  at: number;
  every: number | null;
  callback: () => void;
}

/** A clock whose time moves only when a test calls `advance`. */
export class FakeClock implements Clock {
  private time: number;
  private nextId = 1;
  private scheduled: Scheduled[] = [];

  constructor(start = Date.UTC(2026, 5, 1, 9, 0, 0)) {
    this.time = start;
  }

  now(): number {
    return this.time;
  }

  setTimeout(callback: () => void, ms: number): TimerHandle {
    return this.schedule(callback, ms, null);
  }

  setInterval(callback: () => void, ms: number): TimerHandle {
    return this.schedule(callback, ms, Math.max(1, ms));
  }

  clearTimeout(handle: TimerHandle): void {
    this.scheduled = this.scheduled.filter((entry) => entry.id !== handle);
  }

  clearInterval(handle: TimerHandle): void {
    this.clearTimeout(handle);
  }

  /** Number of timers still pending. */
  get pending(): number {
    return this.scheduled.length;
  }

  /** Moves time forward without running anything due, as a throttled background tab skips its timers. */
  skip(ms: number): void {
    this.time += ms;
    for (const entry of this.scheduled) entry.at = Math.max(entry.at, this.time);
  }

  /** Moves time forward, running due callbacks in time order. */
  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      const due = this.scheduled
        .filter((entry) => entry.at <= end)
        .sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!due) break;
      this.time = due.at;
      if (due.every === null) this.clearTimeout(due.id);
      else due.at += due.every;
      due.callback();
    }
    this.time = end;
  }

  private schedule(callback: () => void, ms: number, every: number | null): TimerHandle {
    const id = this.nextId++;
    this.scheduled.push({ id, at: this.time + Math.max(0, ms), every, callback });
    return id;
  }
}

/** A log sink that remembers what it was given. */
export function recordingSink(): LogSink & { lines: { level: string; args: unknown[] }[] } {
  const lines: { level: string; args: unknown[] }[] = [];
  const record =
    (level: string) =>
    (...args: unknown[]) =>
      void lines.push({ level, args });
  return {
    lines,
    error: record('error'),
    warn: record('warn'),
    info: record('info'),
    debug: record('debug'),
  };
}

/** A device colour scheme a test can flip. */
export function fakeMatchMedia(initiallyDark: boolean): MatchMedia & { setDark(dark: boolean): void } {
  let dark = initiallyDark;
  const listeners = new Set<(event: { matches: boolean }) => void>();
  const query = {
    get matches() {
      return dark;
    },
    addEventListener: (_type: string, listener: (event: { matches: boolean }) => void) =>
      listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: { matches: boolean }) => void) =>
      listeners.delete(listener),
  };
  const matchMedia = (() => query) as unknown as MatchMedia & { setDark(dark: boolean): void };
  matchMedia.setDark = (next: boolean) => {
    dark = next;
    for (const listener of listeners) listener({ matches: next });
  };
  return matchMedia;
}
