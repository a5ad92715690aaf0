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

/** A bundle whose render draws `<p data-build>` with what it was asked (or runs `body` instead). */
export function bundleCode(build: string, body?: string): string {
  const render =
    body ??
    `return { html: '<p data-build="${build}">' + request.lang + ' ' + request.colorMode + ' ' + request.hostingMode + '</p>',` +
      ` stamp: Object.assign({ build: '${build}', lang: request.lang }, ${JSON.stringify(TEST_STAMP)}) };`;
  return (
    `const { createHash } = require('node:crypto');\n` +
    `module.exports = { build: '${build}', renderIframeStep1: async (request) => { ${render} } };\n`
  );
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
