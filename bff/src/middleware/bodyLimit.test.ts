import http from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { createApp } from '../app';
import { routeGroups } from '../routes';
import { testDeps, testEnv } from '../testing/testDeps';

function app() {
  const deps = testDeps(testEnv({ BODY_LIMIT: '1kb' }));
  return createApp(deps, [
    ...routeGroups,
    (router) =>
      router.post('/api/test/body', (ctx) => {
        ctx.body = { size: JSON.stringify(ctx.request.body).length };
      }),
  ]).callback();
}

describe('bodyLimit', () => {
  it('accepts a body within the limit', async () => {
    const res = await request(app())
      .post('/api/test/body')
      .send({ text: 'x'.repeat(500) })
      .expect(200);
    expect(res.body.size).toBeGreaterThan(500);
  });

  it('answers 413 payload_too_large as JSON for a body over the limit', async () => {
    const res = await request(app())
      .post('/api/test/body')
      .send({ text: 'x'.repeat(2000) })
      .expect(413);
    expect(res.body).toEqual({
      error: { code: 'payload_too_large', message: 'The request body exceeds 1024 bytes' },
    });
  });

  it('cuts off a chunked body without Content-Length at the limit too', async () => {
    const handle = app();
    const server = http.createServer((req, res) => void handle(req, res)).listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    try {
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request({
          port,
          host: '127.0.0.1',
          method: 'POST',
          path: '/api/test/body',
          headers: { 'Content-Type': 'application/json' },
        });
        req.on('response', (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on('error', reject);
        // Several writes without Content-Length: Node sends them chunked.
        req.write('{"text":"');
        for (let i = 0; i < 8; i += 1) req.write('y'.repeat(512));
        req.end('"}');
      });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject({ error: { code: 'payload_too_large' } });
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('parses form-encoded bodies (provider notifications)', async () => {
    const res = await request(app())
      .post('/api/test/body')
      .type('form')
      .send('tr_id=TR-1&tr_status=TRUE')
      .expect(200);
    expect(res.body.size).toBe(JSON.stringify({ tr_id: 'TR-1', tr_status: 'TRUE' }).length);
  });
});
