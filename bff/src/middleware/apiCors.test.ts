import request from 'supertest';
import { createApp } from '../app';
import { testDeps, testEnv } from '../testing/testDeps';

const app = () =>
  createApp(
    testDeps(testEnv({ REMOTE_URL: 'http://localhost:8081', CORS_ALLOWED_ORIGINS: 'http://localhost:8082' })),
  ).callback();

describe('apiCors', () => {
  it.each(['http://localhost:8081', 'http://localhost:8082', 'http://localhost:8080'])(
    'echoes the allowed origin %s on /api answers',
    async (origin) => {
      const res = await request(app()).get('/api/widget-config/demo').set('Origin', origin).expect(200);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      expect(res.headers['access-control-expose-headers']).toContain('X-Request-Id');
    },
  );

  it('gives an origin outside the list no CORS headers', async () => {
    const res = await request(app())
      .get('/api/widget-config/demo')
      .set('Origin', 'https://evil.example')
      .expect(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers.vary).toContain('Origin');
  });

  it('answers a preflight from an allowed origin', async () => {
    const res = await request(app())
      .options('/api/widget-config/demo')
      .set('Origin', 'http://localhost:8082')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type')
      .expect(204);
    expect(res.headers['access-control-allow-methods']).toContain('POST');
  });

  it('adds no CORS headers to pages', async () => {
    const res = await request(app()).get('/megabilet').set('Origin', 'http://localhost:8082').expect(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('keeps CORS headers on error answers so the caller can read them', async () => {
    const res = await request(app())
      .get('/api/widget-config/nope')
      .set('Origin', 'http://localhost:8081')
      .expect(404);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:8081');
  });
});
