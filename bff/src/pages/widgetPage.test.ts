import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createApp } from '../app';
import { testDeps, testEnv } from '../testing/testDeps';
import { DEFAULT_REMOTE_WIDGET_DIST, remoteWidgetDist, renderWidgetPage } from './widgetPage';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8" />' +
  '<script defer src="app/runtime.0123456789.js"></script><script defer src="app/widget.abcdef0123.js"></script>' +
  '</head><body><div id="booking-widget-root"></div></body></html>';

function builtWidget(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'remote-widget-dist-'));
  writeFileSync(path.join(dist, 'widget.html'), TEMPLATE);
  return dist;
}

/** The app as main.ts builds it, with REMOTE_WIDGET_DIST pointing at `dist`. */
function appWithWidget(dist: string) {
  const previous = process.env.REMOTE_WIDGET_DIST;
  process.env.REMOTE_WIDGET_DIST = dist;
  try {
    return createApp(testDeps(testEnv({ REMOTE_URL: 'http://remote.example:8081' }))).callback();
  } finally {
    if (previous === undefined) delete process.env.REMOTE_WIDGET_DIST;
    else process.env.REMOTE_WIDGET_DIST = previous;
  }
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

  it('may be framed by partner sites, with scripts allowed from the remote origin', async () => {
    const res = await request(appWithWidget(builtWidget())).get('/widget?configId=demo').expect(200);
    expect(res.headers['x-frame-options']).toBeUndefined();
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain('frame-ancestors *');
    expect(csp).toMatch(/script-src 'self' http:\/\/remote\.example:8081/);
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

describe('remoteWidgetDist', () => {
  it('takes REMOTE_WIDGET_DIST, else the repository build', () => {
    expect(remoteWidgetDist({ REMOTE_WIDGET_DIST: '/srv/widget' })).toBe('/srv/widget');
    expect(remoteWidgetDist({})).toBe(DEFAULT_REMOTE_WIDGET_DIST);
    expect(DEFAULT_REMOTE_WIDGET_DIST.endsWith(path.join('remote-widget', 'dist'))).toBe(true);
  });
});

describe('renderWidgetPage', () => {
  it('does not double the slash of a remote URL with a trailing slash', () => {
    expect(renderWidgetPage(TEMPLATE, 'https://cdn.example/widget/', 'de')).toContain(
      'src="https://cdn.example/widget/app/widget.abcdef0123.js"',
    );
  });
});
