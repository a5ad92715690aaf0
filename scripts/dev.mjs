// `npm run dev`: hot-reloading dev servers for the host shell (PORT, default 8080) and the widget remote
// (REMOTE_PORT, 8081), with the BFF (built once, BFF_DEV_PORT 8079) and the provider sandbox (SANDBOX_PORT,
// 8090) behind them, and the demo partner page (PARTNER_PORT, 8082) embedding the widget with embed.js as
// `npm start` serves it. The host dev server proxies the BFF's routes and injects the page config like the BFF.
import path from 'node:path';
import { createRequire } from 'node:module';
import { run, startService, superviseServices, waitForHttp } from './lib/processes.mjs';
import { demoProviderEnv, portFromEnv, repoRoot, startPartnerPage } from './lib/stackEnv.mjs';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const WebpackDevServer = require('webpack-dev-server');

const port = portFromEnv('PORT', 8080);
const remotePort = portFromEnv('REMOTE_PORT', 8081);
const bffPort = portFromEnv('BFF_DEV_PORT', 8079);
const sandboxPort = portFromEnv('SANDBOX_PORT', 8090);
const partnerPort = portFromEnv('PARTNER_PORT', 8082);
const remoteUrl = `http://localhost:${remotePort}`;
const bffUrl = `http://localhost:${bffPort}`;
const appUrl = `http://localhost:${port}`;
const partnerUrl = `http://localhost:${partnerPort}`;
const configId = process.env.CONFIG_ID ?? 'demo';

/** Paths the BFF answers; everything else is the host's bundle or a page. */
const BFF_PATHS = ['/api', '/healthz', '/metrics', '/payment-initiate', '/webhooks', '/widget'];

async function main() {
  console.log('Building contracts, sandbox and BFF once…');
  await run(
    'npm',
    ['run', 'build', '-w', '@booking/shared-contracts', '-w', '@booking/sandbox', '-w', '@booking/bff'],
    {
      cwd: repoRoot,
    },
  );
  // Loaded after the build: it reads the contracts and the BFF's page renderer from their dist folders.
  const { devPagesMiddleware } = await import('./lib/devPages.mjs');

  const sandbox = startService('sandbox', process.execPath, [path.join(repoRoot, 'sandbox/dist/main.js')], {
    cwd: repoRoot,
    env: { SANDBOX_PORT: String(sandboxPort), PORT: String(port) },
  });
  const bff = startService('bff', process.execPath, [path.join(repoRoot, 'bff/dist/main.js')], {
    cwd: repoRoot,
    env: {
      PORT: String(bffPort),
      PUBLIC_URL: appUrl,
      REMOTE_URL: remoteUrl,
      // The iframe page (served by the BFF) takes the remote dev server's hot reload over its socket.
      HOT_RELOAD: 'true',
      PARTNER_ORIGINS: process.env.PARTNER_ORIGINS ?? `${partnerUrl},http://127.0.0.1:${partnerPort}`,
      ...(await demoProviderEnv(sandboxPort)),
    },
  });
  const partner = startPartnerPage(startService, { partnerPort, remoteUrl });

  const remoteConfig = require(path.join(repoRoot, 'remote-widget/webpack.config.js'))(
    {},
    { mode: 'development' },
  );
  const remoteServer = new WebpackDevServer(
    {
      port: remotePort,
      hot: true,
      static: false,
      headers: { 'Access-Control-Allow-Origin': '*' },
      allowedHosts: 'all',
      client: { overlay: { warnings: false } },
      // superviseServices owns SIGINT/SIGTERM, so the child services stop too.
      setupExitSignals: false,
      // embed.js asks the remote's origin where the app serving /widget lives, as from serve-remote.mjs.
      setupMiddlewares: (middlewares) => {
        middlewares.unshift({
          name: 'embed-config',
          path: '/embed-config.json',
          middleware: (_req, res) => {
            res.setHeader('access-control-allow-origin', '*');
            res.setHeader('content-type', 'application/json; charset=utf-8');
            res.setHeader('cache-control', 'no-cache');
            res.end(JSON.stringify({ appUrl }));
          },
        });
        return middlewares;
      },
    },
    webpack(remoteConfig),
  );

  // The browser build only: the dev pages are rendered in the browser (the server build is the BFF's).
  const hostConfig = require(path.join(repoRoot, 'host-shell/webpack.config.js'))(
    {},
    { mode: 'development' },
  ).find((config) => config.name === 'browser');
  const hostServer = new WebpackDevServer(
    {
      port,
      hot: true,
      static: false,
      // Pages are rendered with the injected config below, never served as the raw template.
      devMiddleware: { index: false },
      proxy: [{ context: BFF_PATHS, target: bffUrl }],
      client: { overlay: { warnings: false } },
      // superviseServices owns SIGINT/SIGTERM, so the child services stop too.
      setupExitSignals: false,
      setupMiddlewares: (middlewares, devServer) => {
        middlewares.push({
          name: 'booking-pages',
          middleware: devPagesMiddleware(devServer, {
            remoteUrl,
            configId,
            outputPath: hostConfig.output.path,
          }),
        });
        return middlewares;
      },
    },
    webpack(hostConfig),
  );

  const stopAll = superviseServices([sandbox, bff, partner], () =>
    Promise.all([remoteServer.stop(), hostServer.stop()]),
  );
  try {
    await Promise.all([
      waitForHttp(`http://localhost:${sandboxPort}/__sandbox/health`, { service: sandbox }),
      waitForHttp(`${bffUrl}/healthz`, { service: bff }),
      waitForHttp(`${partnerUrl}/`, { service: partner }),
      remoteServer.start(),
      hostServer.start(),
    ]);
  } catch (error) {
    console.error(`Dev start-up failed – ${error instanceof Error ? error.message : String(error)}`);
    await stopAll(1);
    return;
  }
  console.log(
    [
      '',
      'Dev servers are up (hot reload):',
      `  Booking page:   ${appUrl}/megabilet`,
      `  Widget remote:  ${remoteUrl}/mf-manifest.json`,
      `  Partner page:   ${partnerUrl}/   (another origin, embed.js: ${remoteUrl}/embed.js)`,
      `  Iframe app:     ${appUrl}/widget?configId=demo&lang=en`,
      `  BFF (proxied):  ${bffUrl}/healthz, ${bffUrl}/api/openapi.json`,
      `  Sandbox:        http://localhost:${sandboxPort}/`,
      'Press Ctrl+C to stop.',
      '',
    ].join('\n'),
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
