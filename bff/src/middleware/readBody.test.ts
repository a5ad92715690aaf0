import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import Koa from 'koa';
import request from 'supertest';
import { errorHandler } from './errorHandler';
import { readBody } from './readBody';
import { requestId } from './requestId';
import { createLogger } from '../logging/createLogger';
import type { AppState } from '../state';

function app(limitBytes = 1_000) {
  const koa = new Koa<AppState>();
  koa.use(requestId(createLogger('silent')));
  koa.use(errorHandler());
  koa.use(readBody({ limitBytes, maxDepth: 8, formPaths: new Set(['/form']) }));
  koa.use((ctx) => {
    ctx.body = { body: ctx.request.body ?? null, raw: ctx.request.rawBody ?? null };
  });
  return koa.callback();
}

const post = (path = '/json') => request(app()).post(path);

describe('readBody', () => {
  it('parses JSON and keeps the raw text', async () => {
    const res = await post().set('Content-Type', 'application/json; charset=utf-8').send('{"a":1}');
    expect(res.body).toEqual({ body: { a: 1 }, raw: '{"a":1}' });
  });

  it('parses a form body only on a form path, a repeated field keeping its first value', async () => {
    const res = await post('/form').type('form').send('a=1&a=2&b=x');
    expect(res.body.body).toEqual({ a: '1', b: 'x' });
    expect((await post('/json').type('form').send('a=1')).status).toBe(415);
  });

  it('answers 415 for a media type other than JSON, a charset other than UTF-8, and text/plain', async () => {
    expect((await post().set('Content-Type', 'text/plain').send('{"a":1}')).status).toBe(415);
    expect((await post().set('Content-Type', 'application/json; charset=latin1').send('{}')).status).toBe(
      415,
    );
    expect((await post().set('Content-Type', 'multipart/form-data; boundary=x').send('--x--')).status).toBe(
      415,
    );
  });

  it('answers 415 for any Content-Encoding, gzip included, whatever the bytes', async () => {
    const bad = await post()
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'gzip')
      .send('{}');
    expect(bad.status).toBe(415);
    expect(bad.body.error.code).toBe('unsupported_media_type');
    const real = await post()
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'gzip')
      .send(gzipSync('{}'));
    expect(real.status).toBe(415);
  });

  it('answers 413 for a body over the limit, announced or not', async () => {
    const big = JSON.stringify({ a: 'x'.repeat(2_000) });
    const res = await post().set('Content-Type', 'application/json').send(big);
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('payload_too_large');
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
          path: '/json',
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

  it('answers 400 before parsing JSON nested deeper than the limit', async () => {
    const res = await post()
      .set('Content-Type', 'application/json')
      .send('['.repeat(9) + ']'.repeat(9));
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_request');
  });

  it('answers 400 invalid_json for malformed JSON and 400 for bytes that are not UTF-8', async () => {
    expect((await post().set('Content-Type', 'application/json').send('{"a":')).body.error.code).toBe(
      'invalid_json',
    );
    const latin = await post()
      .set('Content-Type', 'application/json')
      .serialize((bytes: Buffer) => bytes as unknown as string)
      .send(Buffer.from([0x22, 0xff, 0x22]));
    expect(latin.status).toBe(400);
    expect(latin.body.error.code).toBe('bad_request');
  });

  it('leaves requests without a body alone', async () => {
    expect((await request(app()).get('/json')).body).toEqual({ body: null, raw: null });
    expect((await post().send()).status).toBe(200);
  });
});
