import request from 'supertest';
import { array, number, object, string } from 'yup';
import { defineRoute } from '@booking/shared-contracts';
import { createApp } from '../app';
import { register } from '../routes/register';
import { testDeps, testEnv } from '../testing/testDeps';

const echo = defineRoute({
  method: 'POST',
  path: '/api/test/echo/{id}',
  summary: 'echo',
  tag: 'test',
  params: object({ id: number().integer().positive().required() }),
  query: object({ mode: string().oneOf(['a', 'b']).default('a') }),
  body: object({
    email: string().email().required(),
    tickets: array(object({ count: number().integer().min(0).required() }))
      .min(1)
      .required(),
  }),
  response: object({ id: number().required(), mode: string().required(), received: object().required() }),
  examples: { valid: { response: {} }, invalid: {} },
});

function app() {
  let calls = 0;
  const deps = testDeps(testEnv());
  const server = createApp(deps, [
    (router) =>
      register(router, echo, ({ params, query, body }) => {
        calls += 1;
        return { id: params.id, mode: query.mode, received: body };
      }),
  ]).callback();
  return { server, calls: () => calls };
}

describe('validateRoute / register', () => {
  it('hands the handler cast, defaulted input with unknown fields stripped', async () => {
    const { server } = app();
    const res = await request(server)
      .post('/api/test/echo/42')
      .send({ email: 'ann@example.com', tickets: [{ count: '2', extra: 1 }], isAdmin: true })
      .expect(200);
    expect(res.body).toEqual({
      id: 42,
      mode: 'a',
      received: { email: 'ann@example.com', tickets: [{ count: 2 }] },
    });
  });

  it('answers 400 invalid_request listing every problem in params, query and body, and never calls the handler', async () => {
    const { server, calls } = app();
    const res = await request(server)
      .post('/api/test/echo/-1?mode=z')
      .send({ email: 'nope', tickets: [{ count: -1 }] })
      .expect(400);
    expect(res.body.error.code).toBe('invalid_request');
    expect(res.body.error.message).toMatch(/^Invalid request: /);
    const where = (res.body.error.details as Array<{ in: string; path: string }>).map(
      (d) => `${d.in}:${d.path}`,
    );
    expect(where.sort()).toEqual(['body:email', 'body:tickets[0].count', 'params:id', 'query:mode']);
    expect(calls()).toBe(0);
  });

  it('answers 400 for a missing body and 415 for a non-JSON body, never 500', async () => {
    const { server } = app();
    const missing = await request(server).post('/api/test/echo/1').expect(400);
    expect(missing.body.error.code).toBe('invalid_request');
    const text = await request(server)
      .post('/api/test/echo/1')
      .set('Content-Type', 'text/plain')
      .send('hello')
      .expect(415);
    expect(text.body.error.code).toBe('unsupported_media_type');
  });

  it('answers 400 invalid_json for malformed JSON', async () => {
    const { server } = app();
    const res = await request(server)
      .post('/api/test/echo/1')
      .set('Content-Type', 'application/json')
      .send('{"email":')
      .expect(400);
    expect(res.body).toEqual({
      error: { code: 'invalid_json', message: 'The request body is not valid JSON' },
    });
  });

  it('refuses a repeated query parameter instead of guessing', async () => {
    const { server } = app();
    const res = await request(server)
      .post('/api/test/echo/1?mode=a&mode=b')
      .send({ email: 'ann@example.com', tickets: [{ count: 1 }] })
      .expect(400);
    expect(res.body.error.details[0]).toMatchObject({ in: 'query', path: 'mode' });
  });
});
