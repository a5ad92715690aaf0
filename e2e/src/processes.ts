import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A child process with its output kept for failure messages. */
export interface Service {
  name: string;
  child: ChildProcess;
  /** Everything the process wrote so far (stdout and stderr). */
  output(): string;
}

/** A port that was free a moment ago (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Starts `node <script>` with extra environment variables. */
export function startNode(name: string, script: string, env: Record<string, string>, cwd: string): Service {
  const child = spawn(process.execPath, [script], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    // Keep the tail only: enough to explain a failure, bounded for long runs.
    output = (output + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { name, child, output: () => output };
}

/** Polls `url` until it answers 2xx (or any status with `anyStatus`); fails early when the service exits. */
export async function waitForHttp(
  url: string,
  service: Service,
  options: { timeoutMs?: number; anyStatus?: boolean } = {},
): Promise<void> {
  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (service.child.exitCode !== null) {
      throw new Error(`${service.name} exited with ${service.child.exitCode}:\n${service.output()}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (options.anyStatus || response.ok) return;
      last = `status ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${service.name} did not answer ${url} (${last}):\n${service.output()}`);
}

/** Sends SIGTERM (then SIGKILL after a grace period) and resolves when the process has exited. */
export function stopService(service: Service, graceMs = 5_000): Promise<void> {
  const { child } = service;
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
