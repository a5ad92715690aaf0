import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createApp } from '../app';
import type { AppDeps } from '../deps';
import { demoConfig } from '../config/widgetConfigs';
import { captureLogs, testDeps, testEnv } from '../testing/testDeps';
import { bokunGeneralInformation, readInitialData, type ActivityDetails } from '@booking/shared-contracts';
import type { BokunClient } from '../providers/bokun';
import { renderWidgetPage, visitorLanguage } from './widgetPage';
import { bundleCode, writeServerBuild } from './serverRender/testBundles';

/** The contract's example activity details. */
const exampleActivityDetails = () =>
  (bokunGeneralInformation.examples.valid.response as { data: ActivityDetails }).data;

const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8" />' +
  '<script defer src="app/runtime.0123456789.js"></script><script defer src="app/widget.abcdef0123.js"></script>' +
  '</head><body><div id="booking-widget-root"></div></body></html>';

/** The sources of one CSP directive. */
function cspDirective(header: unknown, name: string): string | undefined {
  return String(header)
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `))
    ?.slice(name.length + 1);
}

function builtWidget(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'remote-widget-dist-'));
  writeFileSync(path.join(dist, 'widget.html'), TEMPLATE);
  return dist;
}

/** The app as main.ts builds it, with REMOTE_WIDGET_DIST pointing at `dist`. */
function appWithWidget(dist: string, vars: Record<string, string> = {}, overrides: Partial<AppDeps> = {}) {
  const env = testEnv({ REMOTE_URL: 'http://remote.example:8081', REMOTE_WIDGET_DIST: dist, ...vars });
  return createApp(testDeps(env, overrides)).callback();
}

describe('GET /widget', () => {
  it('serves the built iframe app in the language of the lang query', async () => {
    const res = await request(appWithWidget(builtWidget())).get('/widget?configId=demo&lang=pl').expect(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.text).toContain('<html lang="pl">');
    expect(res.text).toContain('<div id="booking-widget-root"></div>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it("loads the app's scripts from the remote's origin", async () => {
    const res = await request(appWithWidget(builtWidget())).get('/widget').expect(200);
    expect(res.text).toContain('src="http://remote.example:8081/app/runtime.0123456789.js"');
    expect(res.text).toContain('src="http://remote.example:8081/app/widget.abcdef0123.js"');
    expect(res.text).toContain('<html lang="en">');
  });

  it('may be framed by the partner origins its config allows, with scripts allowed from the remote origin', async () => {
    const app = appWithWidget(builtWidget(), {
      PARTNER_ORIGINS: 'https://partner.example,http://127.0.0.1:8082/',
      PUBLIC_URL: 'https://booking.example/',
    });
    const res = await request(app).get('/widget?configId=demo').expect(200);
    expect(res.headers['x-frame-options']).toBeUndefined();
    const csp = String(res.headers['content-security-policy']);
    // The config's partner origins, its own site (domain) and the app itself – nobody else.
    expect(cspDirective(csp, 'frame-ancestors')).toBe(
      "'self' https://partner.example http://127.0.0.1:8082 https://booking.example",
    );
    expect(csp).toMatch(/script-src 'self' http:\/\/remote\.example:8081/);
  });

  it('takes the demo config without a configId, as the app does, and only itself for an unknown one', async () => {
    const app = appWithWidget(builtWidget(), { PARTNER_ORIGINS: 'https://partner.example' });
    const bare = await request(app).get('/widget?lang=de').expect(200);
    expect(cspDirective(bare.headers['content-security-policy'], 'frame-ancestors')).toBe(
      "'self' https://partner.example http://localhost:8080",
    );
    const unknown = await request(app).get('/widget?configId=nobody').expect(200);
    expect(cspDirective(unknown.headers['content-security-policy'], 'frame-ancestors')).toBe("'self'");
  });

  it('lets any site frame it only when the config allows any origin, and warns once', async () => {
    const { logger, logs } = captureLogs('warn');
    const open = demoConfig('https://booking.example', ['*']);
    const app = appWithWidget(
      builtWidget(),
      {},
      { logger, widgetConfigs: (configId) => (configId === 'open' ? { ...open, configId } : undefined) },
    );
    for (let i = 0; i < 2; i += 1) {
      const res = await request(app).get('/widget?configId=open').expect(200);
      expect(cspDirective(res.headers['content-security-policy'], 'frame-ancestors')).toBe('*');
    }
    const warnings = logs.lines.filter((line) => String(line.msg).includes('allows any origin'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ level: 40, configId: 'open' });
    // Other pages keep their own policy.
    const page = await request(app).get('/megabilet').expect(200);
    expect(cspDirective(page.headers['content-security-policy'], 'frame-ancestors')).toBe("'self'");
  });

  it('answers 400 with the field for a malformed configId or an unknown language', async () => {
    const app = appWithWidget(builtWidget());
    const bad = await request(app).get('/widget?configId=../etc&lang=xx').expect(400);
    expect(bad.body).toMatchObject({ error: { code: 'invalid_request' } });
    const fields = (bad.body as { error: { details: { path: string }[] } }).error.details.map((d) => d.path);
    expect(fields).toEqual(['configId', 'lang']);
  });

  it('answers 503 as JSON when the widget is not built', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'remote-widget-empty-'));
    const res = await request(appWithWidget(empty)).get('/widget').expect(503);
    expect(res.body).toMatchObject({ error: { code: 'widget_not_built' } });
  });

  it('leaves other methods to the 405/404 handling', async () => {
    const res = await request(appWithWidget(builtWidget())).post('/widget').send({});
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});

/** The page's data block text. */
const block = (html: string) =>
  /<script type="application\/json" id="booking-initial-data">(.*?)<\/script>/s.exec(html)?.[1];
/** A Bokun client answering every activity with the contract's example details. */
const client = {
  activityDetails: (activityId: number) => Promise.resolve({ ...exampleActivityDetails(), id: activityId }),
} as unknown as BokunClient;

describe('GET /widget carries the first render data', () => {
  it("in the language of the lang query, else the visitor's (cookie, then Accept-Language)", async () => {
    const app = appWithWidget(builtWidget(), {}, { bokunClient: () => client });
    const langs = async (url: string, headers: Record<string, string> = {}) => {
      const res = await request(app).get(url).set(headers).expect(200);
      const data = readInitialData(block(res.text));
      expect([data?.configId, data?.credentials === null]).toEqual(['demo', false]);
      return [...new Set(data?.activities.map((a) => a.lang))];
    };
    expect(await langs('/widget?configId=demo&lang=fr')).toEqual(['fr']);
    expect(await langs('/widget?configId=demo', { cookie: 'lang=it' })).toEqual(['it']);
    expect(await langs('/widget', { 'accept-language': 'es-ES,es;q=0.9' })).toEqual(['es']);
  });

  it('for the product or activity of ?openId=', async () => {
    const app = appWithWidget(builtWidget(), {}, { bokunClient: () => client });
    const second = demoConfig('http://localhost:8080').products[1];
    const activity = second?.variants[0]?.bokunId;
    const res = await request(app)
      .get(`/widget?lang=en&openId=${String(activity)}`)
      .expect(200);
    expect(readInitialData(block(res.text))?.activities.map((a) => a.activityId)).toEqual(
      second?.variants.map((variant) => variant.bokunId),
    );
  });

  it('finds the visitor language as the app does: the lang cookie, then the browser languages, else en', () => {
    expect(visitorLanguage('a=1; lang=it', 'de-DE,de;q=0.9')).toBe('it');
    expect(visitorLanguage('', 'xx, es-ES;q=0.8')).toBe('es');
    expect(visitorLanguage('lang=zz', '')).toBe('en');
  });

  it('puts the block into the head, before the scripts run', () => {
    const data = '<script type="application/json" id="booking-initial-data">{}</script>';
    const html = renderWidgetPage(TEMPLATE, 'https://cdn.example', 'pl', data);
    expect(html.indexOf('booking-initial-data')).toBeLessThan(html.indexOf('</head>'));
  });
});

describe('GET /widget carries step 1 rendered on the server', () => {
  const appWithServerBuild = (code: string, vars: Record<string, string> = {}) => {
    const dist = builtWidget();
    writeServerBuild(code, 'v1', dist);
    const { logger, logs } = captureLogs();
    return { app: appWithWidget(dist, vars, { bokunClient: () => client, logger }), logs };
  };

  it("puts the remote build's markup in the app's root and what it was drawn for in the data block", async () => {
    const { app } = appWithServerBuild(bundleCode('v1'));
    const res = await request(app).get('/widget?configId=demo&lang=pl').expect(200);
    expect(res.text).toContain('<div id="booking-widget-root"><p data-build="v1">pl light iframe</p></div>');
    expect(readInitialData(block(res.text))?.rendered).toMatchObject({ build: 'v1', lang: 'pl' });
    expect(res.headers['accept-ch']).toBe('Sec-CH-Prefers-Color-Scheme');
  });

  it("draws the colour mode the URL forces, else the browser's hint, and the embed panel as such", async () => {
    const { app } = appWithServerBuild(bundleCode('v1'));
    const forced = await request(app)
      .get('/widget?lang=en&colorMode=dark')
      .set('sec-ch-prefers-color-scheme', 'light');
    expect(forced.text).toContain('en dark iframe');
    const hinted = await request(app).get('/widget?lang=en').set('sec-ch-prefers-color-scheme', 'dark');
    expect(hinted.text).toContain('en dark iframe');
    const embed = await request(app).get('/widget?lang=en&embed=1').set('sec-fetch-dest', 'iframe');
    expect(embed.text).toContain('en light embed');
  });

  it("leaves a plain iframe's step 1 to the browser: its parent decides what opens", async () => {
    const { app } = appWithServerBuild(bundleCode('v1'));
    const res = await request(app).get('/widget?lang=en').set('sec-fetch-dest', 'iframe').expect(200);
    expect(res.text).toContain('<div id="booking-widget-root"></div>');
    expect(readInitialData(block(res.text))?.rendered).toBeUndefined();
  });

  it('goes out for the browser to render, logged, when the server build throws', async () => {
    const { app, logs } = appWithServerBuild(bundleCode('v1', "throw new Error('render exploded');"));
    const res = await request(app).get('/widget?lang=en').expect(200);
    expect(res.text).toContain('<div id="booking-widget-root"></div>');
    expect(readInitialData(block(res.text))?.rendered).toBeUndefined();
    expect(logs.text()).toContain('render exploded');
  });

  it('answers a page asked again within a second from the kept bytes, and one from fresh data after', async () => {
    const dist = builtWidget();
    writeServerBuild(bundleCode('v1'), 'v1', dist);
    const app = appWithWidget(dist, {}, { bokunClient: () => client });
    const first = await request(app).get('/widget?lang=en').set('accept-encoding', 'gzip').expect(200);
    const again = await request(app).get('/widget?lang=en').set('accept-encoding', 'gzip').expect(200);
    expect(again.headers['content-encoding']).toBe('gzip');
    expect(again.text).toBe(first.text);
    expect(again.text).toContain('<p data-build="v1">en light iframe</p>');
    // The kept page keeps its config's framing rule.
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
  });

  it('goes out without markup when SERVER_RENDER is off', async () => {
    const { app } = appWithServerBuild(bundleCode('v1'), { SERVER_RENDER: 'false' });
    const res = await request(app).get('/widget?lang=en').expect(200);
    expect(res.text).toContain('<div id="booking-widget-root"></div>');
  });
});

describe('renderWidgetPage', () => {
  it('names the browser tab in the language asked for, a template without a title included', () => {
    expect(renderWidgetPage(TEMPLATE, 'https://cdn.example', 'pl')).toContain(
      '<title>Zarezerwuj bilety</title>',
    );
    const titled = TEMPLATE.replace('<head>', '<head><title>Booking widget</title>');
    const html = renderWidgetPage(titled, 'https://cdn.example', 'it');
    expect(html).toContain('<title>Prenota i biglietti</title>');
    expect(html).not.toContain('Booking widget');
  });

  it('does not double the slash of a remote URL with a trailing slash', () => {
    expect(renderWidgetPage(TEMPLATE, 'https://cdn.example/widget/', 'de')).toContain(
      'src="https://cdn.example/widget/app/widget.abcdef0123.js"',
    );
  });
});
