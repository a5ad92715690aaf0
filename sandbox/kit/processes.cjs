'use strict';
// Child processes and polling for everything that starts the stack: `npm start` and the other scripts, the e2e
// stack and the BFF's process tests. Plain CommonJS with its types beside it, so node runs it from the scripts
// and jest from the tests without a build.
const { spawn } = require('node:child_process');
const { createServer } = require('node:net');

const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port that was free a moment ago on loopback (the OS picks it). */
function freePort() {
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

/** Starts a long-running child, keeping the tail of its output (and echoing its lines, prefixed, with `echo`). */
function startService(name, command, args, options = {}) {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...(options.inheritEnv === false ? {} : process.env), ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) {
    let pending = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      // The tail only: enough to explain a failure, bounded for long runs.
      output = (output + chunk).slice(-20_000);
      if (!options.echo) return;
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(`[${name}] ${line}\n`);
    });
    stream.on('end', () => options.echo && pending && process.stdout.write(`[${name}] ${pending}\n`));
  }
  return { name, child, output: () => output };
}

/** Starts `node <script>` in `cwd` with extra environment variables. */
function startNode(name, script, env, cwd) {
  return startService(name, process.execPath, [script], { cwd, env });
}

/**
 * Reads until `done` holds for the value read, every `intervalMs`; answers that value. When `timeoutMs` passes
 * first it throws `failWith` when given, else answers the last value read.
 */
async function pollUntil(read, done, options = {}) {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) {
      if (options.failWith !== undefined) throw new Error(options.failWith);
      return value;
    }
    await delay(options.intervalMs ?? 100);
  }
}

/**
 * Polls `url` until it answers 2xx (any status with `anyStatus`); answers the status. Fails after `timeoutMs`,
 * or early when `service` exits, with the service's output.
 */
async function waitForHttp(url, options = {}) {
  const { service } = options;
  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  const told = () => (service ? `:\n${service.output()}` : '');
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (service && service.child.exitCode !== null) {
      throw new Error(`${service.name} exited with ${service.child.exitCode} before ${url} answered${told()}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (options.anyStatus || response.ok) return response.status;
      last = `status ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await delay(options.intervalMs ?? 100);
  }
  throw new Error(`${service ? service.name : url} did not answer ${url} (${last})${told()}`);
}

/**
 * Sends `signal` (SIGTERM by default) and resolves when the process has exited; a process still running after
 * `graceMs` (default 5 s; Infinity waits) gets SIGKILL.
 */
function stopService(service, options = {}) {
  const { child } = service;
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const graceMs = options.graceMs ?? 5_000;
  return new Promise((resolve) => {
    const timer = Number.isFinite(graceMs) ? setTimeout(() => child.kill('SIGKILL'), graceMs) : undefined;
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(options.signal ?? 'SIGTERM');
  });
}

module.exports = { freePort, startService, startNode, pollUntil, waitForHttp, stopService };
