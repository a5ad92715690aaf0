import request from 'supertest';
import { createApp } from '../app';
import { upstreamError } from '../errors';
import { routeGroups } from '../routes';
import { captureLogs, testDeps, testEnv } from '../testing/testDeps';

function appThrowing(error: unknown) {
  const { logger, logs } = captureLogs('info');
  const deps = testDeps(testEnv(), { logger });
  const app = createApp(deps, [
    ...routeGroups,
    (router) =>
      router.get('/api/test/throw', () => {
        throw error;
      }),
  ]).callback();
  return { app, logs };
}

describe('errorHandler', () => {
  it('answers an unexpected error as a bare 500 internal_error and logs it with the request id', async () => {
    const { app, logs } = appThrowing(new Error('db password=hunter2 at 10.0.0.5'));
    const res = await request(app).get('/api/test/throw').set('X-Request-Id', 'req-500').expect(500);
    expect(res.body).toEqual({ error: { code: 'internal_error', message: 'Internal server error' } });
    expect(res.text).not.toContain('hunter2');
    const logged = logs.lines.find((line) => line.msg === 'request error');
    expect(logged).toMatchObject({ reqId: 'req-500', err: { message: 'db password=hunter2 at 10.0.0.5' } });
  });

  it('renders an HttpError with its own status, code and message', async () => {
    const { app } = appThrowing(upstreamError('The booking system is unavailable'));
    const res = await request(app).get('/api/test/throw').expect(502);
    expect(res.body).toEqual({
      error: { code: 'upstream_error', message: 'The booking system is unavailable' },
    });
  });

  it('keeps the status of a client error thrown by Koa, with a stable code', async () => {
    const { app } = appThrowing(Object.assign(new Error('Forbidden thing'), { status: 403, expose: true }));
    const res = await request(app).get('/api/test/throw').expect(403);
    expect(res.body).toEqual({ error: { code: 'forbidden', message: 'Forbidden thing' } });
  });

  it('treats a thrown non-error value as internal', async () => {
    const { app } = appThrowing('just a string');
    const res = await request(app).get('/api/test/throw').expect(500);
    expect(res.body.error.code).toBe('internal_error');
  });

  it('logs one line per request with method, path and status, never the query string', async () => {
    const { app, logs } = appThrowing(new Error('x'));
    await request(app).get('/api/widget-config/demo?token=abc123').expect(200);
    const line = logs.lines.find((entry) => entry.msg === 'request');
    expect(line).toMatchObject({ method: 'GET', path: '/api/widget-config/demo', status: 200 });
    expect(logs.text()).not.toContain('abc123');
  });
});
