import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import {
  bokunGeneralInformation,
  LOCALIZED_PAGE_ROUTES,
  readInitialData,
  type ActivityDetails,
} from '@booking/shared-contracts';
import type { BokunClient } from '../providers/bokun';
import { createApp } from '../app';
import { rawRequest } from '../testing/rawHttp';
import { captureLogs, testDeps, testEnv } from '../testing/testDeps';
import {
  bundleCode,
  hostBundleCode,
  writeHostServerBuild,
  writeRemoteManifest,
  writeServerBuild,
} from './serverRender/testBundles';

/** The contract's example activity details. */
const exampleActivityDetails = () =>
  (bokunGeneralInformation.examples.valid.response as { data: ActivityDetails }).data;

function appWithDist(dist?: string) {
  return createApp(testDeps(testEnv(dist ? { HOST_SHELL_DIST: dist } : {}))).callback();
}

function pageConfig(html: string): Record<string, unknown> {
  const match = /<script type="application\/json" id="booking-config">(.*?)<\/script>/s.exec(html);
  return JSON.parse(match?.[1] ?? 'null') as Record<string, unknown>;
}

/** GET over a real socket, the body exactly as sent (no client-side decompression). */
async function rawGet(
  handler: ReturnType<typeof appWithDist>,
  urlPath: string,
  headers: Record<string, string>,
) {
  const server = createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await rawRequest(`http://127.0.0.1:${port}${urlPath}`, { headers });
  } finally {
    server.close();
  }
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

/** The app over a Bokun client whose activity titles carry markup that would end a script element. */
function appWithHostileCatalogue() {
  const title = '</script><script>alert(1)</script><!--';
  const client = {
    activityDetails: (activityId: number) =>
      Promise.resolve({ ...exampleActivityDetails(), id: activityId, title }),
  } as unknown as BokunClient;
  return { app: createApp(testDeps(testEnv(), { bokunClient: () => client })).callback(), title };
}

function dataBlock(html: string): string | undefined {
  return /<script type="application\/json" id="booking-initial-data">(.*?)<\/script>/s.exec(html)?.[1];
}

describe('the booking page carries the first render data', () => {
  it('as a JSON data block: config, products and the first activities in the page language', async () => {
    const { app, title } = appWithHostileCatalogue();
    const res = await request(app).get('/pl/megabilet').expect(200);
    const data = readInitialData(dataBlock(res.text));
    expect(data?.configId).toBe('demo');
    expect(data?.widgetConfig.products.length).toBeGreaterThan(0);
    const first = data?.widgetConfig.products[0];
    expect(data?.activities.map((a) => [a.activityId, a.lang])).toEqual(
      first?.variants.map((variant) => [variant.bokunId, 'pl']),
    );
    expect(data?.activities[0]?.answer.data.title).toBe(title);
    // Escaped: the markup inside the JSON ends no element; only the page's own scripts close.
    expect(res.text).not.toContain('<script>alert(1)');
    expect(res.text.match(/<\/script>/g)?.length).toBe(2);
  });

  it('opens the product of ?product=, and only the booking page carries data', async () => {
    const { app } = appWithHostileCatalogue();
    const all = readInitialData(dataBlock((await request(app).get('/megabilet').expect(200)).text));
    const second = all?.widgetConfig.products[1];
    expect(second).toBeDefined();
    const res = await request(app)
      .get(`/megabilet?product=${second?.id ?? ''}`)
      .expect(200);
    expect(readInitialData(dataBlock(res.text))?.activities.map((a) => a.activityId)).toEqual(
      second?.variants.map((variant) => variant.bokunId),
    );
    expect(dataBlock((await request(app).get('/').expect(200)).text)).toBeUndefined();
  });
});

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

  it('§2 answers `/` with a Polish cookie with the Polish home page', async () => {
    const res = await request(appWithDist()).get('/').set('Cookie', 'other=1; lang=pl').expect(200);
    expect(res.text).toContain('<html lang="pl">');
    expect(pageConfig(res.text)).toMatchObject({ page: 'home', lang: 'pl', path: '/' });
    expect(res.headers.vary).toMatch(/Cookie/);
    expect(res.headers.vary).toMatch(/Accept-Language/);
  });

  it('§2 answers `/megabilet` in the browser language without a cookie, and the cookie before it', async () => {
    const app = appWithDist();
    const german = await request(app).get('/megabilet').set('Accept-Language', 'de-DE,de;q=0.9,en;q=0.8');
    expect(pageConfig(german.text)).toMatchObject({ page: 'booking', lang: 'de', path: '/megabilet' });
    const both = await request(app)
      .get('/megabilet')
      .set('Accept-Language', 'de-DE')
      .set('Cookie', 'lang=fr');
    expect(pageConfig(both.text)).toMatchObject({ lang: 'fr' });
    const neither = await request(app).get('/megabilet').set('Accept-Language', 'ja');
    expect(pageConfig(neither.text)).toMatchObject({ lang: 'en' });
  });

  it('§2 keeps the language of a prefixed path whatever the cookie says', async () => {
    const res = await request(appWithDist()).get('/de/megabilet').set('Cookie', 'lang=pl').expect(200);
    expect(pageConfig(res.text)).toMatchObject({ lang: 'de' });
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

  it('serves hashed assets with a year-long immutable cache and entry files short-cached with validators', async () => {
    const dist = builtShell();
    writeFileSync(path.join(dist, 'mf-manifest.json'), '{"name":"host"}');
    const app = appWithDist(dist);
    const hashed = await request(app).get('/main.3f9a1c2b.js').expect(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const manifest = await request(app).get('/mf-manifest.json').expect(200);
    expect(manifest.headers['cache-control']).toBe('public, max-age=30, must-revalidate');
    expect(manifest.headers.etag).toMatch(/^W\/"/);
    await request(app).get('/mf-manifest.json').set('If-None-Match', manifest.headers.etag!).expect(304);
    const plain = await request(app).get('/favicon.ico').expect(200);
    expect(plain.headers['cache-control']).toBe('public, max-age=300');
  });

  it('sends the precompressed copy the request accepts, with its own length and ETag, varying on Accept-Encoding', async () => {
    const dist = builtShell();
    const source = 'console.log("a fairly repetitive script");'.repeat(50);
    writeFileSync(path.join(dist, 'main.3f9a1c2b.js'), source);
    writeFileSync(path.join(dist, 'main.3f9a1c2b.js.br'), brotliCompressSync(source));
    writeFileSync(path.join(dist, 'main.3f9a1c2b.js.gz'), gzipSync(source));
    const app = appWithDist(dist);
    const br = await rawGet(app, '/main.3f9a1c2b.js', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(brotliDecompressSync(br.body).toString()).toBe(source);
    const gz = await rawGet(app, '/main.3f9a1c2b.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(source);
    const plain = await request(app).get('/main.3f9a1c2b.js').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(source.length);
    expect(new Set([br.headers.etag, gz.headers.etag, plain.headers.etag]).size).toBe(3);
    await request(app)
      .get('/main.3f9a1c2b.js')
      .set('Accept-Encoding', 'br')
      .set('If-None-Match', br.headers.etag!)
      .expect(304);
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

describe('the booking page drawn on the server', () => {
  /** The app with a remote build holding a server build and its manifest, and a host server build. */
  function appWithServerBuilds(vars: Record<string, string> = {}, hostCode = hostBundleCode()) {
    const remote = writeServerBuild(bundleCode('v1'), 'v1');
    writeRemoteManifest(remote);
    const { logger, logs } = captureLogs();
    const env = testEnv({
      REMOTE_URL: 'http://remote.example:8081',
      REMOTE_WIDGET_DIST: remote,
      HOST_SERVER_BUILD: writeHostServerBuild(hostCode),
      ...vars,
    });
    return { app: createApp(testDeps(env, { logger })).callback(), logs };
  }

  it("holds the host's markup with the widget's step 1 in its slot, the stamp in the data block and the widget's stylesheet", async () => {
    const { app } = appWithServerBuilds();
    const res = await request(app).get('/pl/megabilet').set('sec-ch-prefers-color-scheme', 'dark').expect(200);
    const data = readInitialData(dataBlock(res.text));
    const product = data?.widgetConfig.products[0]?.id ?? '';
    expect(res.text).toContain(
      `<div id="root" data-server-rendered=""><main data-host><div data-widget-slot=""><div data-widget-root=""><p data-build="v1">pl dark host ${product}</p></div></div></main></div>`,
    );
    expect(data?.rendered).toMatchObject({ build: 'v1', lang: 'pl' });
    expect(res.text).toContain(
      '<link rel="stylesheet" href="http://remote.example:8081/__federation_expose_BookingWidget.abc.css">',
    );
    expect(res.headers['accept-ch']).toBe('Sec-CH-Prefers-Color-Scheme');
  });

  it('draws the product the query opens', async () => {
    const { app } = appWithServerBuilds();
    const all = readInitialData(dataBlock((await request(app).get('/megabilet').expect(200)).text));
    const second = all?.widgetConfig.products[1]?.id ?? '';
    const res = await request(app).get(`/megabilet?product=${second}`).expect(200);
    expect(res.text).toContain(`en light host ${second}</p>`);
  });

  it('goes out for the browser to render, logged, when the host server build throws', async () => {
    const { app, logs } = appWithServerBuilds({}, hostBundleCode("throw new Error('host exploded');"));
    const res = await request(app).get('/megabilet').expect(200);
    expect(res.text).toContain('<div id="root"></div>');
    expect(readInitialData(dataBlock(res.text))?.rendered).toBeUndefined();
    expect(logs.lines.some((line) => line.reason === 'host exploded')).toBe(true);
  });

  it('goes out without markup when SERVER_RENDER is off, and other pages are never drawn', async () => {
    const off = appWithServerBuilds({ SERVER_RENDER: 'false' });
    expect((await request(off.app).get('/megabilet').expect(200)).text).toContain('<div id="root"></div>');
    const on = appWithServerBuilds();
    expect((await request(on.app).get('/pl').expect(200)).text).toContain('<div id="root"></div>');
  });
});

describe("the booking page asks for the remote's manifest with its HTML", () => {
  it('as a fetch preload the federation runtime takes; other pages carry none', async () => {
    const app = createApp(testDeps(testEnv({ REMOTE_URL: 'https://remote.example/widget/' }))).callback();
    const booking = await request(app).get('/de/megabilet').expect(200);
    expect(booking.text).toContain(
      '<link rel="preload" as="fetch" crossorigin href="https://remote.example/widget/mf-manifest.json">',
    );
    const home = await request(app).get('/de').expect(200);
    expect(home.text).not.toContain('mf-manifest.json');
  });
});
