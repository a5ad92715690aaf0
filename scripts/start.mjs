// `npm start`: builds every package, then runs the provider sandbox, the BFF (API + host pages) and the
// widget remote's static server, waits until each answers and prints where to look.
// Env: PORT (BFF, 8080), REMOTE_PORT (8081), PARTNER_PORT (demo partner page, 8082), SANDBOX_PORT (8090),
// REMOTE_URL (defaults to the local remote),
// SKIP_BUILD=1 to reuse existing builds.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { run, startService, superviseServices, waitForHttp } from './lib/processes.mjs';
import { demoProviderEnv, portFromEnv, repoRoot, startPartnerPage } from './lib/stackEnv.mjs';

const port = portFromEnv('PORT', 8080);
const remotePort = portFromEnv('REMOTE_PORT', 8081);
const sandboxPort = portFromEnv('SANDBOX_PORT', 8090);
const partnerPort = portFromEnv('PARTNER_PORT', 8082);
const partnerUrl = `http://localhost:${partnerPort}`;
const remoteUrl = process.env.REMOTE_URL ?? `http://localhost:${remotePort}`;
const bffUrl = `http://localhost:${port}`;
const sandboxUrl = `http://localhost:${sandboxPort}`;

const sandboxMain = path.join(repoRoot, 'sandbox/dist/main.js');
const bffMain = path.join(repoRoot, 'bff/dist/main.js');

async function main() {
  if (process.env.SKIP_BUILD !== '1') {
    console.log('Building all packages (npm run build)…');
    await run('npm', ['run', 'build'], { cwd: repoRoot });
  }
  for (const [what, file] of [
    ['BFF', bffMain],
    ['remote-widget', path.join(repoRoot, 'remote-widget/dist/mf-manifest.json')],
  ]) {
    if (!existsSync(file))
      throw new Error(`${what} is not built: ${path.relative(repoRoot, file)} is missing`);
  }

  const services = [];
  /** @type {[string, Promise<unknown>][]} */
  const ready = [];
  if (existsSync(sandboxMain)) {
    const sandbox = startService('sandbox', process.execPath, [sandboxMain], {
      cwd: repoRoot,
      env: { SANDBOX_PORT: String(sandboxPort), PORT: String(port) },
    });
    services.push(sandbox);
    ready.push(['sandbox', waitForHttp(`${sandboxUrl}/__sandbox/health`, { service: sandbox })]);
  } else {
    console.warn('sandbox/dist/main.js is missing: starting without the provider sandbox.');
  }
  const bff = startService('bff', process.execPath, [bffMain], {
    cwd: repoRoot,
    env: {
      PORT: String(port),
      REMOTE_URL: remoteUrl,
      PARTNER_ORIGINS: process.env.PARTNER_ORIGINS ?? `${partnerUrl},http://127.0.0.1:${partnerPort}`,
      ...(await demoProviderEnv(sandboxPort)),
    },
  });
  services.push(bff);
  ready.push(['BFF', waitForHttp(`${bffUrl}/healthz`, { service: bff })]);
  const remote = startService('remote', process.execPath, [path.join(repoRoot, 'scripts/serve-remote.mjs')], {
    cwd: repoRoot,
    env: { REMOTE_PORT: String(remotePort), APP_URL: bffUrl },
  });
  services.push(remote);
  ready.push([
    'remote',
    waitForHttp(`http://localhost:${remotePort}/mf-manifest.json`, { service: remote }),
  ]);
  const partner = startPartnerPage(startService, { partnerPort, remoteUrl });
  services.push(partner);
  ready.push(['partner page', waitForHttp(`${partnerUrl}/`, { service: partner })]);

  const stopAll = superviseServices(services);
  try {
    await Promise.all(
      ready.map(([name, wait]) =>
        wait.catch((error) => Promise.reject(new Error(`${name}: ${error.message}`))),
      ),
    );
  } catch (error) {
    console.error(`Start-up failed – ${error instanceof Error ? error.message : String(error)}`);
    await stopAll(1);
    return;
  }

  console.log(
    [
      '',
      'Everything is up:',
      `  Booking page (host shell + federated widget): ${bffUrl}/megabilet   (other languages: ${bffUrl}/pl/megabilet …)`,
      `  Widget remote manifest:                       ${remoteUrl}/mf-manifest.json`,
      `  Partner page (another origin, embed.js):      ${partnerUrl}/   (snippet: ${remoteUrl}/embed.js)`,
      `  Iframe app on its own:                        ${bffUrl}/widget?configId=demo&lang=en`,
      `  Developer page (embed snippet, message log):  ${bffUrl}/dev`,
      `  Support console (bookings, outbox, insights): ${bffUrl}/support   (with SUPPORT_TOKEN)`,
      `  API OpenAPI document:                         ${bffUrl}/api/openapi.json`,
      `  BFF health:                                   ${bffUrl}/healthz`,
      existsSync(sandboxMain) ? `  Provider sandbox:                             ${sandboxUrl}/` : '',
      'Press Ctrl+C to stop.',
      '',
    ]
      .filter((line) => line !== '')
      .join('\n'),
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
