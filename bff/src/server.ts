import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { createApp } from './app';
import { closeDeps, createDeps } from './createDeps';
import type { AppDeps } from './deps';
import type { Env } from './env';
import { createInsightsRetention, createInsightsRollup } from './jobs/insightsRetention';
import { startPaymentJobs } from './jobs/startPaymentJobs';
import { useStoredWidgetConfigs } from './config/storedWidgetConfigs';
import { DEFAULT_CONFIG_ID } from './config/widgetConfigs';
import type { Logger } from './logging/createLogger';
import { openStore, type Store } from './store';

export interface StartOptions {
  env: Env;
  /** Overrides of the default deps (see createDeps). */
  deps?: Partial<AppDeps>;
  /** How long in-flight requests may run on shutdown before their connections are cut. */
  shutdownGraceMs?: number;
  /**
   * Open and migrate the store named by the env (DATABASE_URL, else PGlite under DATA_DIR) unless
   * `deps.store` is given. Default false, so a server started for a test touches no database folder.
   */
  openStore?: boolean;
  /**
   * Start the payment jobs – the outbox worker (Bokun confirmations and releases; `OUTBOX_WORKER=off`
   * switches it off) and the payment reconciler (`PAYMENT_RECONCILER=off`). Default: when the server
   * opens its own store, as the process entry point does.
   */
  startJobs?: boolean;
}

export interface RunningServer {
  /** Base URL the server answers on (with the real port when PORT was 0). */
  url: string;
  server: Server;
  deps: AppDeps;
  /** Stops accepting, lets in-flight requests finish (up to the grace period), then closes the deps. */
  close(): Promise<void>;
}

/** The store of `env`: PostgreSQL when DATABASE_URL is set, otherwise PGlite in `{DATA_DIR}/pglite`; migrated. */
export function openEnvStore(env: Env, logger?: Logger): Promise<Store> {
  return openStore({
    ...(env.DATABASE_URL
      ? { databaseUrl: env.DATABASE_URL }
      : { dataDir: path.join(env.DATA_DIR, 'pglite') }),
    ...(logger ? { logger } : {}),
  });
}

/** Puts an opened store into deps: readiness probe and a closer. */
function attachStore(deps: AppDeps, store: Store): void {
  deps.store = store;
  deps.closers.push(() => store.close());
  deps.healthChecks.store ??= async () => {
    await store.sql.query('SELECT 1');
  };
}

/**
 * The HTTP server's limits on slow clients: the request headers must arrive within HEADERS_TIMEOUT_MS and the
 * whole request within REQUEST_TIMEOUT_MS, else the connection is answered 408 and closed. Node checks open
 * connections every `connectionsCheckingInterval`, so that is kept well below the shorter limit.
 */
export function serverTimeouts(env: Pick<Env, 'HEADERS_TIMEOUT_MS' | 'REQUEST_TIMEOUT_MS'>) {
  // Node refuses a headers timeout longer than the request timeout: the whole request bounds its headers.
  const headersTimeout = Math.min(env.HEADERS_TIMEOUT_MS, env.REQUEST_TIMEOUT_MS);
  return {
    headersTimeout,
    requestTimeout: env.REQUEST_TIMEOUT_MS,
    connectionsCheckingInterval: Math.min(1000, Math.floor(headersTimeout / 2)),
  };
}

/** Builds deps and app, listens on env.HOST:env.PORT and returns a handle for a graceful shutdown. */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { env, shutdownGraceMs = 10_000 } = options;
  const deps = createDeps(env, options.deps);
  const app = createApp(deps);
  try {
    if (options.openStore && !deps.store) {
      attachStore(deps, await openEnvStore(env, deps.logger));
      // The seeded `demo` (built from this environment) joins the imported sites in the store.
      const demo = deps.widgetConfigs(DEFAULT_CONFIG_ID);
      await useStoredWidgetConfigs(deps, demo ? [demo] : []);
    }
  } catch (error) {
    await closeDeps(deps);
    throw error;
  }
  const handle = app.callback();
  // Koa's handler settles its own errors (the error middleware answers them); nothing is left to await.
  const server = createServer(serverTimeouts(env), (req, res) => void handle(req, res)).listen(
    env.PORT,
    env.HOST,
  );
  try {
    await once(server, 'listening');
  } catch (error) {
    await closeDeps(deps);
    throw error;
  }
  if (options.startJobs ?? options.openStore === true) {
    const jobs = startPaymentJobs(deps);
    const insightJobs = [createInsightsRetention(deps), createInsightsRollup(deps)];
    insightJobs.forEach((job) => job.start());
    // Closers run newest first: the jobs stop before the store they use closes.
    deps.closers.push(() =>
      Promise.all([jobs.stop(), ...insightJobs.map((job) => job.stop())]).then(() => undefined),
    );
  }
  const { port } = server.address() as AddressInfo;
  const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      // close() already drops idle keep-alive sockets; busy ones get the grace period, then are cut.
      server.closeIdleConnections();
      const timer = setTimeout(() => server.closeAllConnections(), shutdownGraceMs);
      timer.unref();
      await stopped;
      clearTimeout(timer);
      await closeDeps(deps);
    })());

  return { url, server, deps, close };
}
