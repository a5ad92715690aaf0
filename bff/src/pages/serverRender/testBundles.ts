// Server builds for the BFF's tests: tiny CommonJS bundles with the widget server module's exports, written into a
// build folder with their manifest the way the remote's build writes them.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RenderStamp } from '@booking/shared-contracts';

export const TEST_STAMP: Omit<RenderStamp, 'build' | 'lang'> = {
  today: '2026-06-01',
  colorMode: 'light',
  activityId: 1002,
  month: '2026-06',
  accent: '#1f7a4d',
};

/**
 * A bundle whose renders draw `<p data-build>` with what they were asked – the iframe app's its language, colour
 * and hosting mode, a host page's widget its props' language, colour and opening – or run `body` instead.
 */
export function bundleCode(build: string, body?: string): string {
  const stamp = `Object.assign({ build: '${build}', lang: request.lang || request.props.lang }, ${JSON.stringify(TEST_STAMP)})`;
  const render =
    body ??
    `return { html: '<p data-build="${build}">' + request.lang + ' ' + request.colorMode + ' ' + request.hostingMode + '</p>', stamp: ${stamp} };`;
  const hosted =
    body ??
    `return { html: '<p data-build="${build}">' + request.props.lang + ' ' + request.colorMode + ' host ' + request.props.openId + '</p>', stamp: ${stamp} };`;
  return (
    `const { createHash } = require('node:crypto');\n` +
    `module.exports = { build: '${build}', renderIframeStep1: async (request) => { ${render} },` +
    ` renderHostedStep1: async (request) => { ${hosted} } };\n`
  );
}

/**
 * A host shell server bundle: the booking page as `<main data-host>` with the widget its `renderWidget` drew
 * (opened on the first product, or `?product=`) in the slot, else a loading line; null for other pages.
 */
export function hostBundleCode(body?: string): string {
  const render =
    body ??
    `if (request.config.page !== 'booking') return null;` +
      ` const products = request.initialData.widgetConfig.products;` +
      ` const wanted = new URLSearchParams(request.search).get('product');` +
      ` const product = products.find((p) => p.id === wanted) || products[0];` +
      ` const widget = await request.renderWidget({ configId: request.config.configId, lang: request.config.lang, openId: product.id });` +
      ` return { html: '<main data-host>' + (widget ? '<div data-widget-slot=""><div data-widget-root="">' + widget.html + '</div></div>' : 'Loading') + '</main>', stamp: widget ? widget.stamp : null };`;
  return `module.exports = { renderPage: async (request) => { ${render} } };\n`;
}

/** Writes a host server bundle into a new folder; answers its file. */
export function writeHostServerBuild(code: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'host-server-')), 'host-server.js');
  writeFileSync(file, code);
  return file;
}

/** Writes the remote's `mf-manifest.json` into `dist`, its `./BookingWidget` loading `css` with its code. */
export function writeRemoteManifest(dist: string, css: string[] = ['__federation_expose_BookingWidget.abc.css']) {
  const manifest = { exposes: [{ name: 'BookingWidget', assets: { css: { sync: css, async: [] } } }] };
  writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify(manifest));
}

/** Writes `server/manifest.json` and the bundle into `dist` (a new folder when absent); answers the folder. */
export function writeServerBuild(
  code: string,
  build: string,
  dist = mkdtempSync(path.join(tmpdir(), 'widget-dist-')),
) {
  const sha256 = createHash('sha256').update(code).digest('hex');
  const file = `widget-server.${sha256.slice(0, 10)}.js`;
  mkdirSync(path.join(dist, 'server'), { recursive: true });
  writeFileSync(path.join(dist, 'server', file), code);
  writeFileSync(path.join(dist, 'server', 'manifest.json'), JSON.stringify({ build, file, sha256 }));
  return dist;
}
