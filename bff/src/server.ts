import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createApp } from './app';
import { closeDeps, createDeps } from './createDeps';
import type { AppDeps } from './deps';
import type { Env } from './env';

export interface StartOptions {
  env: Env;
  /** Overrides of the default deps (see createDeps). */
  deps?: Partial<AppDeps>;
  /** How long in-flight requests may run on shutdown before their connections are cut. */
  shutdownGraceMs?: number;
}

export interface RunningServer {
  /** Base URL the server answers on (with the real port when PORT was 0). */
  url: string;
  server: Server;
  deps: AppDeps;
  /** Stops accepting, lets in-flight requests finish (up to the grace period), then closes the deps. */
  close(): Promise<void>;
}

/** Builds deps and app, listens on env.HOST:env.PORT and returns a handle for a graceful shutdown. */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { env, shutdownGraceMs = 10_000 } = options;
  const deps = createDeps(env, options.deps);
  const app = createApp(deps);
  const server = app.listen(env.PORT, env.HOST);
  try {
    await once(server, 'listening');
  } catch (error) {
    await closeDeps(deps);
    throw error;
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
