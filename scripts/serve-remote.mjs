// Serves the built widget remote (remote-widget/dist) on its own origin, as an independent deploy would.
// Usage: node scripts/serve-remote.mjs   (env REMOTE_PORT, default 8081; REMOTE_DIST to serve another folder;
// APP_URL, the BFF serving the iframe app, for embed.js – default http://localhost:8080)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createStaticServer } from './lib/staticServer.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(process.env.REMOTE_DIST ?? path.join(repoRoot, 'remote-widget/dist'));
const port = Number(process.env.REMOTE_PORT ?? 8081);
const host = process.env.REMOTE_HOST ?? '127.0.0.1';

const appUrl = process.env.APP_URL ?? 'http://localhost:8080';
const server = createStaticServer({ root, appUrl });
server.listen(port, host, () => {
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  console.log(
    `Widget remote: serving ${root} at http://localhost:${actualPort}/ (manifest: /mf-manifest.json)`,
  );
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
