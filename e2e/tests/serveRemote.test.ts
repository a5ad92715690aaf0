// scripts/serve-remote.mjs over real HTTP: the static server that gives the widget remote its own origin.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, startNode, stopService, waitForHttp, type Service } from '@booking/sandbox/processes';
import { REPO_ROOT } from '../src/stack';

let server: Service;
let baseUrl: string;
let port: number;
const root = mkdtempSync(path.join(tmpdir(), 'serve-remote-'));

beforeAll(async () => {
  mkdirSync(path.join(root, 'dist'));
  writeFileSync(path.join(root, 'dist/remoteEntry.js'), 'var widget;');
  writeFileSync(path.join(root, 'dist/mf-manifest.json'), '{"name":"widget"}');
  writeFileSync(path.join(root, 'dist/470.8ddf308f79.js'), 'console.log(1);');
  writeFileSync(path.join(root, 'secret.txt'), 'outside the served folder');
  port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  server = startNode(
    'serve-remote',
    path.join(REPO_ROOT, 'scripts/serve-remote.mjs'),
    { REMOTE_PORT: String(port), REMOTE_DIST: path.join(root, 'dist') },
    REPO_ROOT,
  );
  await waitForHttp(`${baseUrl}/mf-manifest.json`, { service: server });
});

afterAll(async () => {
  await stopService(server);
  rmSync(root, { recursive: true, force: true });
});

/** A raw GET that sends the path exactly as given (fetch would normalize `..`). */
function rawGet(rawPath: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path: rawPath }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    })
      .on('error', reject)
      .end();
  });
}

describe('serve-remote', () => {
  it('serves the manifest with CORS, a JSON content type and a short cache', async () => {
    const response = await fetch(`${baseUrl}/mf-manifest.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=30, must-revalidate');
    expect(await response.json()).toEqual({ name: 'widget' });
  });

  it('serves remoteEntry.js as JavaScript with a short cache', async () => {
    const response = await fetch(`${baseUrl}/remoteEntry.js`);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=30, must-revalidate');
  });

  it('caches content-hashed files for a year as immutable', async () => {
    const response = await fetch(`${baseUrl}/470.8ddf308f79.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 for a missing file', async () => {
    const response = await fetch(`${baseUrl}/nope.js`);
    expect(response.status).toBe(404);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it.each(['/../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt', '/%2e%2e%5csecret.txt'])(
    'never serves a file outside its folder (%s)',
    async (rawPath) => {
      expect([400, 404]).toContain(await rawGet(rawPath));
    },
  );

  it('refuses writes with 405', async () => {
    const response = await fetch(`${baseUrl}/remoteEntry.js`, { method: 'POST', body: 'x' });
    expect(response.status).toBe(405);
  });
});
