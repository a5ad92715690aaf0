// Serves the demo partner page on its own origin, embedding the widget through embed.js alone.
// Usage: node scripts/serve-partner.mjs   (env PARTNER_PORT, default 8082; REMOTE_URL, default http://localhost:8081)
import { createPartnerServer } from './lib/partnerPage.mjs';

const port = Number(process.env.PARTNER_PORT ?? 8082);
const host = process.env.PARTNER_HOST ?? '127.0.0.1';
const remoteUrl = process.env.REMOTE_URL ?? 'http://localhost:8081';

const server = createPartnerServer({ remoteUrl, configId: process.env.PARTNER_CONFIG_ID ?? 'demo' });
server.listen(port, host, () => {
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  console.log(`Partner page: http://localhost:${actualPort}/ (embed.js from ${remoteUrl})`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
