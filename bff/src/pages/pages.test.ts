import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { LOCALIZED_PAGE_ROUTES } from '@booking/shared-contracts';
import { createApp } from '../app';
import { testDeps, testEnv } from '../testing/testDeps';

function appWithDist(dist?: string) {
  return createApp(testDeps(testEnv(dist ? { HOST_SHELL_DIST: dist } : {}))).callback();
}

function pageConfig(html: string): Record<string, unknown> {
  const match = /<script type="application\/json" id="booking-config">(.*?)<\/script>/s.exec(html);
  return JSON.parse(match?.[1] ?? 'null') as Record<string, unknown>;
}

function builtShell(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'host-shell-dist-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><!--booking-config--><script src="/main.3f9a1c2b.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dist, 'main.3f9a1c2b.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'favicon.ico'), 'ico');
  mkdirSync(path.join(dist, 'nested'));
  return dist;
}

describe('page routes', () => {
  it('answers /de/megabilet with the shell in German and the booking page config', async () => {
    const res = await request(appWithDist()).get('/de/megabilet').expect(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.text).toContain('<html lang="de">');
    expect(pageConfig(res.text)).toEqual({
      page: 'booking',
      lang: 'de',
      path: '/de/megabilet',
      remoteUrl: 'http://localhost:8081',
      apiBaseUrl: '',
      configId: 'demo',
    });
  });

  it('answers every page route of §2 in all six languages', async () => {
    const app = appWithDist();
    for (const route of LOCALIZED_PAGE_ROUTES) {
      const res = await request(app).get(route.path).expect(200);
      expect(pageConfig(res.text)).toMatchObject({ page: route.id, lang: route.lang });
    }
  });

  it('answers an unknown path with 404, the not-found page and its message rendered server-side', async () => {
    const res = await request(appWithDist()).get('/no-such-page').expect(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.text).toContain('Page not found: /no-such-page');
    expect(pageConfig(res.text)).toMatchObject({ page: 'notFound', lang: 'en', path: '/no-such-page' });
  });

  it('keeps the language of an unknown path under a language prefix', async () => {
    const res = await request(appWithDist()).get('/pl/nie-ma').expect(404);
    expect(res.text).toContain('<html lang="pl">');
  });

  it('escapes markup in an unknown path', async () => {
    const res = await request(appWithDist()).get('/<img src=x onerror=alert(1)>').expect(404);
    expect(res.text).not.toContain('<img src=x');
    expect(res.text).toContain('Page not found: /&lt;img src=x onerror=alert(1)&gt;');
    const encoded = await request(appWithDist()).get('/%3Cscript%3Ealert(1)%3C%2Fscript%3E').expect(404);
    expect(encoded.text).not.toContain('<script>alert');
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const res = await request(appWithDist()).get('/api/nope').expect(404);
    expect(res.body).toEqual({ error: { code: 'not_found', message: 'No route for /api/nope' } });
  });

  it('answers other methods on page paths with a JSON 404, and known API paths with 405', async () => {
    await request(appWithDist()).post('/megabilet').expect(404);
    const res = await request(appWithDist()).post('/api/widget-config/demo').expect(405);
    expect(res.body.error.code).toBe('method_not_allowed');
  });
});

describe('host-shell build', () => {
  it('uses the built index.html as the template', async () => {
    const res = await request(appWithDist(builtShell())).get('/it').expect(200);
    expect(res.text).toContain('<html lang="it">');
    expect(res.text).toContain('/main.3f9a1c2b.js');
    expect(pageConfig(res.text)).toMatchObject({ page: 'home', lang: 'it' });
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets with a year-long immutable cache and other files revalidated', async () => {
    const app = appWithDist(builtShell());
    const hashed = await request(app).get('/main.3f9a1c2b.js').expect(200);
    expect(hashed.headers['cache-control']).toBe('max-age=31536000,immutable');
    const plain = await request(app).get('/favicon.ico').expect(200);
    expect(plain.headers['cache-control']).toBe('no-cache');
  });

  it('never serves files outside the build or the raw template', async () => {
    const app = appWithDist(builtShell());
    await request(app).get('/../package.json').expect(404);
    await request(app).get('/%2e%2e/%2e%2e/package.json').expect(404);
    const raw = await request(app).get('/index.html').expect(404);
    expect(raw.text).not.toContain('<!--booking-config-->');
    await request(app).get('/nested').expect(404);
  });
});
