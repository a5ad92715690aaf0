import type { AddressInfo } from 'node:net';
import { createSandboxApp, type SandboxOptions, type SandboxState } from './app';

export interface StartOptions extends SandboxOptions {
  /** 0 picks a free port. */
  port: number;
  host?: string;
}

export interface RunningSandbox {
  url: string;
  state: SandboxState;
  close(): Promise<void>;
}

/** Starts the sandbox over HTTP; `url` has no trailing slash. */
export async function startSandbox(options: StartOptions): Promise<RunningSandbox> {
  const { port, host = '127.0.0.1', ...appOptions } = options;
  let url = '';
  const { app, state } = createSandboxApp({ publicUrl: () => url, ...appOptions });
  const server = app.listen(port, host);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const address = server.address() as AddressInfo;
  url = `http://${host}:${address.port}`;
  return {
    url,
    state,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
