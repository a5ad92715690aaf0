import { systemClock, type Clock } from '../clock';
import { rateLimited } from '../errors';
import type { AppContext, AppMiddleware } from '../state';

/** The count of one key in its current window. */
export interface RateLimitHit {
  /** Requests counted in this window, including the current one. */
  count: number;
  /** Milliseconds until the window ends and the count restarts. */
  resetMs: number;
}

/**
 * Where counters live: in memory for one instance, in Redis when several instances share the limit.
 * `hit` counts one request for `key` in a fixed window of `windowMs` starting at the key's first hit.
 */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<RateLimitHit>;
  close(): Promise<void>;
}

/** Fixed-window counters in a Map; expired windows are dropped lazily and by a periodic sweep. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly clock: Clock = systemClock,
    sweepEveryMs = 60_000,
  ) {
    this.sweeper = setInterval(() => this.sweep(), sweepEveryMs);
    this.sweeper.unref();
  }

  hit(key: string, windowMs: number): Promise<RateLimitHit> {
    const now = this.clock.now().getTime();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return Promise.resolve({ count: window.count, resetMs: window.resetAt - now });
  }

  /** Number of live windows (for tests and metrics). */
  get size(): number {
    return this.windows.size;
  }

  sweep(): void {
    const now = this.clock.now().getTime();
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }

  close(): Promise<void> {
    clearInterval(this.sweeper);
    this.windows.clear();
    return Promise.resolve();
  }
}

export interface RateLimitOptions {
  store: RateLimitStore;
  windowMs: number;
  max: number;
  /** Requests that are never counted (health probes, metrics scrapes). */
  skip?: (ctx: AppContext) => boolean;
}

/**
 * Limits requests per client IP (`ctx.ip`, which honours X-Forwarded-For only when TRUST_PROXY is on).
 * Answers carry RateLimit-Limit/Remaining/Reset; over the limit the answer is 429 rate_limited with
 * Retry-After. If the store fails the request is let through: a counter outage must not take the site down.
 */
export function rateLimit(options: RateLimitOptions): AppMiddleware {
  const { store, windowMs, max, skip } = options;
  return async (ctx, next) => {
    if (skip?.(ctx)) {
      await next();
      return;
    }
    let hit: RateLimitHit;
    try {
      hit = await store.hit(`rl:${ctx.ip}`, windowMs);
    } catch (error) {
      ctx.state.log.warn({ err: error }, 'rate-limit store failed; request let through');
      await next();
      return;
    }
    const resetSeconds = Math.max(1, Math.ceil(hit.resetMs / 1000));
    ctx.set('RateLimit-Limit', String(max));
    ctx.set('RateLimit-Remaining', String(Math.max(0, max - hit.count)));
    ctx.set('RateLimit-Reset', String(resetSeconds));
    if (hit.count > max) throw rateLimited(resetSeconds);
    await next();
  };
}
