import { utimesSync, writeFileSync } from 'node:fs';
import type { HostPageRenderRequest } from '@booking/shared-contracts';
import { captureLogs } from '../../testing/testDeps';
import { hostServerBuild } from './hostServerBuild';
import { hostBundleCode, writeHostServerBuild } from './testBundles';

const otherPage = { config: { page: 'home' } } as unknown as HostPageRenderRequest;

describe("hostServerBuild: the host shell's server build", () => {
  it('runs the file with Node built-ins only and answers its renderPage', async () => {
    const { logger } = captureLogs();
    const source = hostServerBuild({ file: writeHostServerBuild(hostBundleCode()), logger });
    const module = await source();
    expect(await module?.renderPage(otherPage)).toBeNull();
    // Loaded once while the file stays as it is.
    expect(await source()).toBe(module);
  });

  it('loads the file again once a rebuild changed it', async () => {
    const { logger } = captureLogs();
    const file = writeHostServerBuild(hostBundleCode());
    const source = hostServerBuild({ file, logger });
    const first = await source();
    writeFileSync(file, hostBundleCode("return { html: 'v2', stamp: null };"));
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    const second = await source();
    expect(second).not.toBe(first);
    expect(await second?.renderPage(otherPage)).toEqual({ html: 'v2', stamp: null });
  });

  it('answers null, logged once, without a file, for a bundle needing a package, or without renderPage', async () => {
    const { logger, logs } = captureLogs();
    const missing = hostServerBuild({ file: '/nonexistent/host-server.js', logger });
    expect(await missing()).toBeNull();
    expect(await missing()).toBeNull();
    expect(logs.text().match(/has no server build/g)).toHaveLength(1);
    const needsReact = hostServerBuild({
      file: writeHostServerBuild("require('react'); module.exports = { renderPage() {} };"),
      logger,
    });
    expect(await needsReact()).toBeNull();
    expect(logs.lines.some((line) => String(line.reason).includes('"react"'))).toBe(true);
    const noRenderer = hostServerBuild({ file: writeHostServerBuild('module.exports = {};'), logger });
    expect(await noRenderer()).toBeNull();
    expect(logs.text()).toContain('does not export a host server module');
  });
});
