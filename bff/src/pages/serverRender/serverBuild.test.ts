import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { captureLogs } from '../../testing/testDeps';
import { evaluateServerBundle, parseServerManifest, serverBuildSource } from './serverBuild';
import { bundleCode, writeServerBuild } from './testBundles';

const request = {
  initialData: { configId: 'demo' } as never,
  configId: 'demo',
  lang: 'pl' as const,
  openId: null,
  colorMode: 'light' as const,
  colorModeForced: false,
  hostingMode: 'iframe' as const,
  now: 0,
};

describe('evaluateServerBundle', () => {
  it("runs a CommonJS server bundle with Node's own modules and answers its exports", async () => {
    const module = evaluateServerBundle(bundleCode('v1'), '/srv/widget-server.js');
    expect(module.build).toBe('v1');
    expect((await module.renderIframeStep1(request))?.html).toBe('<p data-build="v1">pl light iframe</p>');
  });

  it('refuses a bundle that requires a package it did not bundle', () => {
    expect(() => evaluateServerBundle("require('react'); module.exports = {};", 'x.js')).toThrow(
      'The server build asked for "react", which it does not bundle',
    );
  });

  it('refuses a file that does not export a widget server module', () => {
    expect(() => evaluateServerBundle('module.exports = { build: 1 };', 'x.js')).toThrow(
      'does not export a widget server module',
    );
  });
});

describe('parseServerManifest', () => {
  it('reads the build, the file and its SHA-256, and refuses anything else', () => {
    const sha256 = 'a'.repeat(64);
    expect(parseServerManifest(JSON.stringify({ build: 'v2', file: 'w.1.js', sha256 }))).toEqual({
      build: 'v2',
      file: 'w.1.js',
      sha256,
    });
    expect(() =>
      parseServerManifest(JSON.stringify({ build: 'v2', file: '../etc/passwd.js', sha256 })),
    ).toThrow();
    expect(() =>
      parseServerManifest(JSON.stringify({ build: 'v2', file: 'w.js', sha256: 'nope' })),
    ).toThrow();
  });
});

/** The server build of a build folder, with the warnings it logs. */
function localSource(dist: string) {
  const { logger, logs } = captureLogs();
  const source = serverBuildSource({
    remoteUrl: 'http://remote.test',
    distDir: dist,
    fallbackDistDir: dist,
    logger,
  });
  return { source, logs };
}

describe('serverBuildSource', () => {
  it("loads the build folder's server build once per content, and the next deploy when the manifest changes", async () => {
    const dist = writeServerBuild(bundleCode('v1'), 'v1');
    const { source } = localSource(dist);
    const first = await source();
    expect(first?.build).toBe('v1');
    expect(await source()).toBe(first);
    // A new deploy replaces the folder's manifest: the next page renders with it, no restart.
    writeServerBuild(bundleCode('v2'), 'v2', dist);
    const second = await source();
    expect(second?.build).toBe('v2');
    expect((await second?.module.renderIframeStep1(request))?.html).toContain('data-build="v2"');
  });

  it('answers null and warns once when the remote publishes no server build', async () => {
    const dist = writeServerBuild(bundleCode('v1'), 'v1');
    const { logger, logs } = captureLogs();
    const source = serverBuildSource({
      remoteUrl: 'http://remote.test',
      distDir: path.join(dist, 'missing'),
      fallbackDistDir: dist,
      logger,
    });
    expect(await source()).toBeNull();
    expect(await source()).toBeNull();
    expect(logs.lines.filter((line) => String(line.msg).includes('publishes no server build'))).toHaveLength(
      1,
    );
  });

  it('refuses a bundle whose content is not the one the manifest names (a cut download), logged once', async () => {
    const dist = writeServerBuild(bundleCode('v1'), 'v1');
    const manifest = parseServerManifest(readFileSync(path.join(dist, 'server', 'manifest.json'), 'utf8'));
    writeFileSync(path.join(dist, 'server', manifest.file), bundleCode('v1').slice(0, 40));
    const { source, logs } = localSource(dist);
    expect(await source()).toBeNull();
    expect(await source()).toBeNull();
    const warnings = logs.lines.filter((line) => String(line.msg).includes('does not load'));
    expect(warnings).toHaveLength(1);
    expect(JSON.stringify(warnings[0])).toContain('has SHA-256');
  });

  it('answers null for a server build that throws while loading', async () => {
    const dist = writeServerBuild("throw new Error('broken build');", 'v3');
    const { source, logs } = localSource(dist);
    expect(await source()).toBeNull();
    expect(logs.text()).toContain('broken build');
  });

  it("reads the manifest and the file from the remote's deployment, the file once per content", async () => {
    const code = bundleCode('remote-v1');
    const dist = writeServerBuild(code, 'remote-v1');
    const manifest = readFileSync(path.join(dist, 'server', 'manifest.json'), 'utf8');
    const asked: string[] = [];
    const fakeFetch = ((url: string | URL) => {
      asked.push(String(url));
      const href = String(url);
      if (href.endsWith('/server/manifest.json'))
        return Promise.resolve(new Response(manifest, { headers: { etag: '"m1"' } }));
      if (href.includes('/server/widget-server.')) return Promise.resolve(new Response(code));
      return Promise.resolve(new Response('', { status: 404 }));
    }) as typeof fetch;
    const { logger } = captureLogs();
    const source = serverBuildSource({
      remoteUrl: 'http://remote.test/widget/',
      fallbackDistDir: path.join(dist, 'none'),
      logger,
      fetch: fakeFetch,
    });
    expect((await source())?.build).toBe('remote-v1');
    expect((await source())?.build).toBe('remote-v1');
    expect(asked.filter((url) => url.includes('widget-server.'))).toEqual([
      `http://remote.test/widget/server/${JSON.parse(manifest).file as string}`,
    ]);
  });
});
