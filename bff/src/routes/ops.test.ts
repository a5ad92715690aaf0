import request from 'supertest';
import { healthz, openapi, routes } from '@booking/shared-contracts';
import { createApp } from '../app';
import { testDeps, testEnv } from '../testing/testDeps';
import { createMetrics } from '../metrics/metrics';

describe('GET /healthz', () => {
  it('answers ok when every registered check passes', async () => {
    const deps = testDeps(testEnv(), { healthChecks: { store: () => Promise.resolve() } });
    const res = await request(createApp(deps).callback()).get('/healthz').expect(200);
    expect(res.body).toEqual({ status: 'ok', checks: { store: 'ok' } });
    expect(healthz.response.isValidSync(res.body)).toBe(true);
  });

  it('answers 503 degraded naming the failing check, without its error text', async () => {
    const deps = testDeps(testEnv(), {
      healthChecks: {
        store: () => Promise.reject(new Error('connect ECONNREFUSED postgres://admin:pw@db')),
        cache: () => Promise.resolve(),
      },
    });
    const res = await request(createApp(deps).callback()).get('/healthz').expect(503);
    expect(res.body).toEqual({ status: 'degraded', checks: { store: 'fail', cache: 'ok' } });
    expect(res.text).not.toContain('ECONNREFUSED');
  });
});

describe('GET /api/openapi.json', () => {
  it('documents every route of the contract table under its path and method', async () => {
    const res = await request(createApp(testDeps()).callback()).get('/api/openapi.json').expect(200);
    expect(openapi.response.isValidSync(res.body)).toBe(true);
    expect(res.body.openapi).toBe('3.1.0');
    for (const [id, def] of Object.entries(routes)) {
      expect(res.body.paths[def.path]?.[def.method.toLowerCase()]?.operationId).toBe(id);
    }
  });

  it('describes parameters with their schema constraints', async () => {
    const res = await request(createApp(testDeps()).callback()).get('/api/openapi.json').expect(200);
    const op = res.body.paths['/api/credentials'].get;
    expect(op.parameters).toEqual([
      {
        name: 'prefix',
        in: 'query',
        required: true,
        schema: { type: 'string', pattern: '^[A-Z0-9_]{1,64}_$' },
      },
    ]);
    expect(op.responses['200'].content['application/json'].schema.required).toContain('hasCredentials');
  });
});

describe('GET /metrics', () => {
  it('exposes default metrics and a request-duration histogram labelled by route template and status', async () => {
    const token = 'scrape-token-0123456789';
    const app = createApp(
      testDeps(testEnv({ METRICS_TOKEN: token }), { metrics: createMetrics() }),
    ).callback();
    await request(app).get('/api/widget-config/demo').expect(200);
    await request(app).get('/api/widget-config/unknown').expect(404);
    const res = await request(app).get('/metrics').set('Authorization', `Bearer ${token}`).expect(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.text).toContain('bff_process_cpu_user_seconds_total');
    expect(res.text).toMatch(
      /bff_http_request_duration_seconds_count\{method="GET",route="\/api\/widget-config\/\{configId\}",status="200"\} 1/,
    );
    expect(res.text).toMatch(/route="\/api\/widget-config\/\{configId\}",status="404"\} 1/);
    expect(res.text).not.toContain('route="/api/widget-config/unknown"');
  });
});
