import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createApp } from '../app';
import { testDeps, testEnv } from '../testing/testDeps';

const appWith = (vars: Record<string, string> = {}) => createApp(testDeps(testEnv(vars))).callback();

describe('finding 8: the rate limiter counts every request', () => {
  it('counts invalid JSON, 413s and preflights, so none of them gets past the limit', async () => {
    const app = appWith({ RATE_LIMIT_MAX: '3', BODY_LIMIT: '64b' });
    await request(app)
      .post('/api/tpay/payment-methods')
      .set('Content-Type', 'application/json')
      .send('{"a":');
    await request(app)
      .post('/api/tpay/payment-methods')
      .set('Content-Type', 'application/json')
      .send('x'.repeat(100));
    await request(app).options('/api/tpay/payment-methods').set('Origin', 'https://evil.example');
    const fourth = await request(app)
      .post('/api/tpay/payment-methods')
      .set('Content-Type', 'application/json')
      .send('{');
    expect(fourth.status).toBe(429);
    expect(fourth.body.error.code).toBe('rate_limited');
  });
});

describe('finding 8: /metrics is not public', () => {
  it('answers 401 without the bearer token and the exposition with it', async () => {
    const app = appWith({ METRICS_TOKEN: 'm'.repeat(32) });
    const anonymous = await request(app).get('/metrics');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.code).toBe('unauthorized');
    expect(
      (
        await request(app)
          .get('/metrics')
          .set('Authorization', `Bearer ${'x'.repeat(32)}`)
      ).status,
    ).toBe(401);
    const scraped = await request(app)
      .get('/metrics')
      .set('Authorization', `Bearer ${'m'.repeat(32)}`);
    expect(scraped.status).toBe(200);
  });

  it('is not served at all when no token is configured', async () => {
    expect((await request(appWith()).get('/metrics')).status).toBe(404);
  });
});

describe('finding 8: no public source maps', () => {
  it('answers 404 for a .map file that sits in the host-shell build folder', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'bff-maps-'));
    writeFileSync(path.join(dist, 'main.0123456789.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'main.0123456789.js.map'), '{"version":3}');
    const app = appWith({ HOST_SHELL_DIST: dist });
    expect((await request(app).get('/main.0123456789.js')).status).toBe(200);
    const map = await request(app).get('/main.0123456789.js.map');
    expect(map.status).toBe(404);
    expect(map.text).not.toContain('"version":3');
  });
});

describe('finding 8: JSON routes take only JSON', () => {
  it('refuses a form-encoded body (a cross-site form POST) with 415 before the route runs', async () => {
    const res = await request(appWith())
      .post('/api/bokun/remove-reservation/DEMO-10000003')
      .type('form')
      .send('configId=demo');
    expect(res.status).toBe(415);
    expect(res.body.error.code).toBe('unsupported_media_type');
  });
});

describe('finding 8: /api/credentials only for configured config ids', () => {
  it('answers 404 config_not_found for a prefix no configuration has', async () => {
    const res = await request(appWith()).get('/api/credentials?prefix=ANY_');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('config_not_found');
    expect((await request(appWith()).get('/api/credentials?prefix=DEMO_')).status).toBe(200);
  });
});
