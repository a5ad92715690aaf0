import request from 'supertest';
import { createApp } from '../app';
import { testDeps } from '../testing/testDeps';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('requestId', () => {
  it('echoes a well-formed X-Request-Id', async () => {
    const res = await request(createApp(testDeps()).callback())
      .get('/healthz')
      .set('X-Request-Id', 'abc-123')
      .expect(200);
    expect(res.headers['x-request-id']).toBe('abc-123');
  });

  it('generates a UUID when none is given', async () => {
    const res = await request(createApp(testDeps()).callback()).get('/healthz').expect(200);
    expect(res.headers['x-request-id']).toMatch(UUID);
  });

  it('replaces an id that could inject text into logs', async () => {
    const res = await request(createApp(testDeps()).callback())
      .get('/healthz')
      .set('X-Request-Id', 'x'.repeat(200))
      .expect(200);
    expect(res.headers['x-request-id']).toMatch(UUID);
  });

  it('sets the id on error answers too', async () => {
    const res = await request(createApp(testDeps()).callback())
      .get('/api/nope')
      .set('X-Request-Id', 'r-404')
      .expect(404);
    expect(res.headers['x-request-id']).toBe('r-404');
  });
});
