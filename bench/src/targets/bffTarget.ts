// Forked by run.ts: the Bokun sandbox and the built BFF in one process on loopback ports, with the
// rate limit raised so the load generator is never throttled.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseEnv, startServer } from '@booking/bff';
import { sandboxProviderEnv, startSandbox } from '@booking/sandbox';
import { reply, type ToTarget } from './protocol.ts';

const AVAILABILITIES = /^\/activity\.json\/\d+\/availabilities$/;

async function main(): Promise<void> {
  const sandbox = await startSandbox({ port: 0, host: '127.0.0.1' });
  const env = parseEnv({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    PORT: '0',
    HOST: '127.0.0.1',
    RATE_LIMIT_MAX: '1000000000',
    HOST_SHELL_DIST: mkdtempSync(path.join(tmpdir(), 'bench-no-shell-')),
  });
  const bff = await startServer({
    env,
    deps: {
      credentialSource: sandboxProviderEnv(sandbox.url, 'DEMO_', ['BOKUN']),
    },
  });
  // process.resourceUsage().maxRSS is the peak in KiB since the process started.
  process.on('message', (message: ToTarget) => {
    if (message.type === 'memory') {
      reply({
        type: 'memory',
        rssBytes: process.memoryUsage.rss(),
        maxRssBytes: process.resourceUsage().maxRSS * 1024,
      });
    }
    if (message.type === 'count') {
      const upstreamScheduleCalls = sandbox.state.bokun.callCount({ method: 'GET', path: AVAILABILITIES });
      reply({ type: 'count', upstreamScheduleCalls });
    }
  });
  // The runner ends this process when it is done; closing first keeps shutdown tidy.
  process.on('disconnect', () => {
    void bff
      .close()
      .then(() => sandbox.close())
      .finally(() => process.exit(0));
  });
  reply({ type: 'ready', url: bff.url });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
