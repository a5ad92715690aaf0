import { Redis } from 'ioredis';
import type { RateLimitHit, RateLimitStore } from './rateLimit';

/**
 * Fixed-window counters shared by every BFF instance: INCR the key, start its expiry on the first hit
 * (PEXPIRE … NX keeps later hits from extending the window), and read the time left with PTTL – all in one
 * MULTI so a window can never be left without an expiry.
 */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly keyPrefix = 'booking:',
  ) {
    // Fail fast: a request waits for the limiter, so an unreachable Redis must error quickly, not hang.
    this.redis = new Redis(url, {
      maxRetriesPerRequest: 1,
      commandTimeout: 1000,
      connectTimeout: 2000,
      disconnectTimeout: 200,
    });
    // Connection errors surface per command; without a listener ioredis would log them as unhandled.
    this.redis.on('error', () => undefined);
  }

  async hit(key: string, windowMs: number): Promise<RateLimitHit> {
    const fullKey = `${this.keyPrefix}${key}`;
    const replies = await this.redis
      .multi()
      .incr(fullKey)
      .pexpire(fullKey, windowMs, 'NX')
      .pttl(fullKey)
      .exec();
    if (!replies) throw new Error('Redis transaction was aborted');
    const [incr, , pttl] = replies;
    if (incr?.[0] || pttl?.[0]) throw incr?.[0] ?? pttl?.[0] ?? new Error('Redis command failed');
    const count = Number(incr?.[1]);
    const ttl = Number(pttl?.[1]);
    return { count, resetMs: ttl > 0 ? ttl : windowMs };
  }

  async close(): Promise<void> {
    if (this.redis.status === 'end') return;
    // QUIT only on a live connection; otherwise stop the reconnect loop outright.
    if (this.redis.status === 'ready') await this.redis.quit().catch(() => this.redis.disconnect());
    else this.redis.disconnect();
  }
}
