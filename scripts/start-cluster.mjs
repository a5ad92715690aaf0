// `npm run start:cluster`: the scale-out shape on one machine – two BFF instances on the PostgreSQL of
// DATABASE_URL and the Redis of REDIS_URL behind a small round-robin proxy on PORT (8080), plus the provider
// sandbox, the widget remote and the demo partner page as `npm start` runs them.
// Env: DATABASE_URL and REDIS_URL (required), PORT (proxy, 8080), BFF_PORTS (the instances, "8091,8092"),
// REMOTE_PORT (8081), PARTNER_PORT (8082), SANDBOX_PORT (8090), SKIP_BUILD=1 to reuse existing builds.
// An instance that stops is reported and left down: the proxy sends its traffic to the other.
import { createRequire } from 'node:module';
import path from 'node:path';
import { run, startService, superviseServices, waitForHttp } from './lib/processes.mjs';
import { demoProviderEnv, portFromEnv, repoRoot, startPartnerPage } from './lib/stackEnv.mjs';

const port = portFromEnv('PORT', 8080);
const remotePort = portFromEnv('REMOTE_PORT', 8081);
const partnerPort = portFromEnv('PARTNER_PORT', 8082);
const sandboxPort = portFromEnv('SANDBOX_PORT', 8090);
const instancePorts = (process.env.BFF_PORTS ?? '8091,8092').split(',').map((p) => Number(p.trim()));
const partnerUrl = `http://localhost:${partnerPort}`;
const remoteUrl = process.env.REMOTE_URL ?? `http://localhost:${remotePort}`;
const publicUrl = `http://localhost:${port}`;

async function main() {
  const { DATABASE_URL, REDIS_URL } = process.env;
  if (!DATABASE_URL || !REDIS_URL) {
    console.error(
      'start:cluster needs DATABASE_URL (PostgreSQL) and REDIS_URL, e.g.\n' +
        '  DATABASE_URL=postgres://postgres@127.0.0.1:5432/booking REDIS_URL=redis://127.0.0.1:6379 npm run start:cluster',
    );
    process.exit(1);
  }
  if (instancePorts.length < 2 || instancePorts.some((p) => !Number.isInteger(p) || p <= 0 || p > 65_535)) {
    console.error(`BFF_PORTS must list at least two ports, got "${process.env.BFF_PORTS}"`);
    process.exit(1);
  }
  if (process.env.SKIP_BUILD !== '1') {
    console.log('Building all packages (npm run build)…');
    await run('npm', ['run', 'build'], { cwd: repoRoot });
  }
  const { startRoundRobinProxy } = createRequire(import.meta.url)(
    path.join(repoRoot, 'bff/dist/cluster/roundRobinProxy.js'),
  );

  const sandbox = startService('sandbox', process.execPath, [path.join(repoRoot, 'sandbox/dist/main.js')], {
    cwd: repoRoot,
    env: { SANDBOX_PORT: String(sandboxPort), PORT: String(port) },
  });
  await waitForHttp(`http://localhost:${sandboxPort}/__sandbox/health`, { service: sandbox });

  // One after the other, so the second finds the migrations applied by the first.
  const instances = [];
  let stopping = false;
  for (const [i, instancePort] of instancePorts.entries()) {
    const bff = startService(`bff-${i + 1}`, process.execPath, [path.join(repoRoot, 'bff/dist/main.js')], {
      cwd: repoRoot,
      env: {
        PORT: String(instancePort),
        HOST: '127.0.0.1',
        // Links, return URLs and provider notifications name the proxy, never one instance.
        PUBLIC_URL: publicUrl,
        TRUST_PROXY: 'true',
        REMOTE_URL: remoteUrl,
        PARTNER_ORIGINS: process.env.PARTNER_ORIGINS ?? `${partnerUrl},http://127.0.0.1:${partnerPort}`,
        ...(await demoProviderEnv(sandboxPort)),
      },
    });
    bff.child.on(
      'exit',
      (code, signal) =>
        stopping ||
        console.error(
          `bff-${i + 1} stopped (${signal ?? `exit code ${code}`}); the proxy sends its traffic to the others.`,
        ),
    );
    await waitForHttp(`http://127.0.0.1:${instancePort}/healthz`, { service: bff });
    instances.push(bff);
  }
  const proxy = await startRoundRobinProxy({
    port,
    host: '127.0.0.1',
    targets: instancePorts.map((p) => `http://127.0.0.1:${p}`),
  });

  const remote = startService('remote', process.execPath, [path.join(repoRoot, 'scripts/serve-remote.mjs')], {
    cwd: repoRoot,
    env: { REMOTE_PORT: String(remotePort), APP_URL: publicUrl },
  });
  const partner = startPartnerPage(startService, { partnerPort, remoteUrl });
  superviseServices([sandbox, remote, partner], async () => {
    stopping = true;
    await proxy.close();
    await Promise.all(
      instances
        .filter(({ child }) => child.exitCode === null && child.signalCode === null)
        .map(({ child }) => new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM')))),
    );
  });
  await waitForHttp(`http://localhost:${remotePort}/mf-manifest.json`, { service: remote });
  await waitForHttp(`${partnerUrl}/`, { service: partner });

  console.log(
    [
      '',
      `Cluster is up: ${instances.length} BFF instances (${instancePorts.join(', ')}) behind ${publicUrl}, sharing`,
      '  PostgreSQL (DATABASE_URL) and Redis (REDIS_URL); the proxy answers in turn and skips an instance that is down.',
      `  Booking page:       ${publicUrl}/megabilet`,
      `  Partner page:       ${partnerUrl}/`,
      `  Provider sandbox:   http://localhost:${sandboxPort}/ (faults: POST /__sandbox/faults)`,
      `  Instance health:    ${instancePorts.map((p) => `http://127.0.0.1:${p}/healthz`).join('  ')}`,
      'Press Ctrl+C to stop.',
      '',
    ].join('\n'),
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
