import request from 'supertest';
import { createApp } from '../app';
import { testDeps, testEnv } from '../testing/testDeps';
import { MemoryRateLimitStore, type RateLimitStore } from './rateLimit';

function appWith(store: RateLimitStore, vars: Record<string, string> = {}) {
  const env = testEnv({ RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_MS: '60000', ...vars });
  return createApp(testDeps(env, { rateLimitStore: store })).callback();
}

describe('MemoryRateLimitStore', () => {
  it('counts hits per key within a window and starts over when it ends', async () => {
    let now = 1_000;
    const store = new MemoryRateLimitStore({ now: () => new Date(now) });
    expect(await store.hit('a', 1000)).toEqual({ count: 1, resetMs: 1000 });
    now += 400;
    expect(await store.hit('a', 1000)).toEqual({ count: 2, resetMs: 600 });
    expect(await store.hit('b', 1000)).toEqual({ count: 1, resetMs: 1000 });
    now += 600;
    expect(await store.hit('a', 1000)).toEqual({ count: 1, resetMs: 1000 });
    await store.close();
  });

  it('drops expired windows on sweep so memory does not grow with visitors', async () => {
    let now = 0;
    const store = new MemoryRateLimitStore({ now: () => new Date(now) });
    for (let i = 0; i < 50; i += 1) await store.hit(`ip-${i}`, 100);
    now = 100;
    store.sweep();
    expect(store.size).toBe(0);
    await store.close();
  });
});

describe('rateLimit', () => {
  it('answers 429 rate_limited with Retry-After once an IP exceeds the limit', async () => {
    const app = appWith(new MemoryRateLimitStore());
    for (let i = 0; i < 3; i += 1) {
      const ok = await request(app).get('/api/widget-config/demo').expect(200);
      expect(ok.headers['ratelimit-remaining']).toBe(String(2 - i));
    }
    const res = await request(app).get('/api/widget-config/demo').expect(429);
    expect(res.body).toEqual({
      error: { code: 'rate_limited', message: 'Too many requests, please slow down' },
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.headers['ratelimit-limit']).toBe('3');
  });

  it('never limits health probes or metrics scrapes', async () => {
    const token = 'scrape-token-0123456789';
    const app = appWith(new MemoryRateLimitStore(), { METRICS_TOKEN: token });
    for (let i = 0; i < 5; i += 1) await request(app).get('/healthz').expect(200);
    for (let i = 0; i < 5; i += 1) {
      await request(app).get('/metrics').set('Authorization', `Bearer ${token}`).expect(200);
    }
  });

  it('keys on the forwarded client IP only when TRUST_PROXY is on', async () => {
    const trusted = appWith(new MemoryRateLimitStore(), { TRUST_PROXY: 'true' });
    for (let i = 0; i < 4; i += 1) {
      await request(trusted)
        .get('/api/widget-config/demo')
        .set('X-Forwarded-For', `203.0.113.${i}`)
        .expect(200);
    }
    const untrusted = appWith(new MemoryRateLimitStore());
    for (let i = 0; i < 3; i += 1) {
      await request(untrusted)
        .get('/api/widget-config/demo')
        .set('X-Forwarded-For', `203.0.113.${i}`)
        .expect(200);
    }
    await request(untrusted).get('/api/widget-config/demo').set('X-Forwarded-For', '203.0.113.9').expect(429);
  });

  it('lets requests through when the counter store fails', async () => {
    const broken: RateLimitStore = {
      hit: () => Promise.reject(new Error('redis down')),
      close: () => Promise.resolve(),
    };
    const app = appWith(broken);
    for (let i = 0; i < 5; i += 1) await request(app).get('/api/widget-config/demo').expect(200);
  });

  it('lets a visitor load a year of calendar months at once under the default limit', async () => {
    const env = testEnv();
    const app = createApp(testDeps(env, { rateLimitStore: new MemoryRateLimitStore() })).callback();
    expect(env.RATE_LIMIT_MAX).toBeGreaterThanOrEqual(120);
    const burst = Array.from({ length: 60 }, () => request(app).get('/api/widget-config/demo'));
    const statuses = (await Promise.all(burst)).map((res) => res.status);
    expect(new Set(statuses)).toEqual(new Set([200]));
  });
});
