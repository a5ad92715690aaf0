// Ports and URLs of the local stack, shared by `npm start` and `npm run dev`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Reads a port from the environment, exiting with a clear message when it is not one. */
export function portFromEnv(name, fallback) {
  const raw = process.env[name];
  const port = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(port) || port <= 0 || port > 65_535) {
    console.error(`${name} must be a port number between 1 and 65535, got "${raw}"`);
    process.exit(1);
  }
  return port;
}

/**
 * Provider base URLs of the seeded `demo` config pointing at the sandbox on `sandboxPort`: Bokun, Tpay,
 * Stripe and the Google Sheets API with its token endpoint (the funnel rows land in the sandbox's
 * spreadsheet), as the sandbox's `sandboxProviderUrls` gives them. Variables the user already set win, so real
 * providers stay reachable by setting them. Imported when called: the sandbox is built by then.
 * @param {number} sandboxPort
 * @returns {Promise<Record<string, string>>}
 */
export async function demoProviderEnv(sandboxPort) {
  const { sandboxProviderUrls } = await import('@booking/sandbox');
  const defaults = sandboxProviderUrls(`http://127.0.0.1:${sandboxPort}`);
  return Object.fromEntries(Object.entries(defaults).filter(([name]) => process.env[name] === undefined));
}

/**
 * The service that serves the demo partner page (scripts/serve-partner.mjs) on `partnerPort`, loading
 * embed.js from `remoteUrl`. `startService` is passed in so this module stays free of process handling.
 * @param {typeof import('./processes.mjs').startService} startService
 * @param {{ partnerPort: number, remoteUrl: string }} options
 */
export function startPartnerPage(startService, { partnerPort, remoteUrl }) {
  return startService('partner', process.execPath, [path.join(repoRoot, 'scripts/serve-partner.mjs')], {
    cwd: repoRoot,
    env: { PARTNER_PORT: String(partnerPort), REMOTE_URL: remoteUrl },
  });
}
