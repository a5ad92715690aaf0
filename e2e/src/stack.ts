import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sandboxProviderUrls } from '@booking/sandbox';
import { freePort, startNode, stopService, waitForHttp, type Service } from '@booking/sandbox/processes';
import { sandboxNow } from './sandboxNow';

/** The repository root. */
export const REPO_ROOT = path.resolve(__dirname, '../..');

const BUILT_FILES = [
  'sandbox/dist/main.js',
  'bff/dist/main.js',
  'host-shell/dist/index.html',
  'remote-widget/dist/mf-manifest.json',
];

/** The built sandbox, BFF and widget remote, each a child process on its own free port. */
export interface Stack {
  bffUrl: string;
  remoteUrl: string;
  sandboxUrl: string;
  /** The demo partner page (scripts/serve-partner.mjs) on an origin of its own, allowed by the demo config. */
  partnerUrl: string;
  /** Stops the remote's static server (the remote goes down). */
  stopRemote(): Promise<void>;
  /** Starts the remote's static server again on the same port, serving `distDir` when given (another deploy). */
  startRemote(distDir?: string): Promise<void>;
  stop(): Promise<void>;
}

/** Starts the stack from the builds of `npm run build`; fails with a clear message when one is missing. */
export async function startStack(
  options: {
    partnerOrigins?: string[];
    remoteDist?: string;
    bffEnv?: Record<string, string>;
    /**
     * E.g. `SANDBOX_NOW`, which starts the sandbox's clock at a fixed instant; without it, E2E_SANDBOX_NOW
     * (`HH:MM` of today in Kraków, or an ISO instant) does, to replay the suite at another hour.
     */
    sandboxEnv?: Record<string, string>;
  } = {},
): Promise<Stack> {
  const missing = BUILT_FILES.filter((file) => !existsSync(path.join(REPO_ROOT, file)));
  if (missing.length > 0) throw new Error(`Run "npm run build" first; missing: ${missing.join(', ')}`);

  const [bffPort, remotePort, sandboxPort, partnerPort] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'booking-e2e-'));
  const bffUrl = `http://localhost:${bffPort}`;
  const remoteUrl = `http://localhost:${remotePort}`;
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  const partnerUrl = `http://127.0.0.1:${partnerPort}`;
  const services: Service[] = [];
  const replayAt = sandboxNow(process.env.E2E_SANDBOX_NOW);

  let remote: Service | undefined;
  let remoteDist = options.remoteDist;
  const startRemote = async (distDir?: string) => {
    remoteDist = distDir ?? remoteDist;
    remote = startNode(
      'remote',
      path.join(REPO_ROOT, 'scripts/serve-remote.mjs'),
      {
        REMOTE_PORT: String(remotePort),
        APP_URL: bffUrl,
        ...(remoteDist ? { REMOTE_DIST: remoteDist } : {}),
      },
      REPO_ROOT,
    );
    await waitForHttp(`${remoteUrl}/mf-manifest.json`, { service: remote });
  };
  const stopRemote = async () => {
    if (remote) await stopService(remote);
  };

  const stop = async () => {
    await Promise.all([...services, ...(remote ? [remote] : [])].map((service) => stopService(service)));
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    const sandbox = startNode(
      'sandbox',
      path.join(REPO_ROOT, 'sandbox/dist/main.js'),
      {
        SANDBOX_PORT: String(sandboxPort),
        // Stripe's signed checkout.session.* events go to this stack's BFF (not the default port 8080).
        SANDBOX_STRIPE_WEBHOOK_URL: `http://127.0.0.1:${bffPort}/api/webhooks/stripe`,
        ...(replayAt ? { SANDBOX_NOW: replayAt } : {}),
        ...options.sandboxEnv,
      },
      REPO_ROOT,
    );
    services.push(sandbox);
    const bff = startNode(
      'bff',
      path.join(REPO_ROOT, 'bff/dist/main.js'),
      {
        PORT: String(bffPort),
        REMOTE_URL: remoteUrl,
        PARTNER_ORIGINS: [partnerUrl, ...(options.partnerOrigins ?? [])].join(','),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ...sandboxProviderUrls(sandboxUrl),
        // One browser books again and again on the same departures: one client, never a hoarder here.
        HOLD_SHARE_PER_DEPARTURE_PERCENT: '100',
        ...options.bffEnv,
      },
      REPO_ROOT,
    );
    services.push(bff);
    const partner = startNode(
      'partner',
      path.join(REPO_ROOT, 'scripts/serve-partner.mjs'),
      { PARTNER_PORT: String(partnerPort), REMOTE_URL: remoteUrl },
      REPO_ROOT,
    );
    services.push(partner);
    // A busy machine (tests of several packages at once) can take a while to open the BFF's data store.
    await Promise.all([
      waitForHttp(`${partnerUrl}/`, { service: partner }),
      waitForHttp(`${sandboxUrl}/__sandbox/health`, { service: sandbox }),
      waitForHttp(`${bffUrl}/healthz`, { service: bff, timeoutMs: 90_000 }),
      startRemote(options.remoteDist),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { bffUrl, remoteUrl, sandboxUrl, partnerUrl, stopRemote, startRemote, stop };
}
