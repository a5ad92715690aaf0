// Child-process helpers for the start and dev scripts: spawn with prefixed output, wait for an HTTP
// answer, and stop everything together when one process dies or a signal arrives.
import { spawn } from 'node:child_process';

/**
 * Starts a long-running child whose output lines are prefixed with its name.
 * @param {string} name @param {string} command @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, cwd?: string }} [options]
 */
export function startService(name, command, args, options = {}) {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${name}] `;
  for (const stream of [child.stdout, child.stderr]) {
    let pending = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
    });
    stream.on('end', () => pending && process.stdout.write(`${prefix}${pending}\n`));
  }
  return { name, child };
}

/**
 * Runs a command to completion with inherited output; rejects on a non-zero exit.
 * @param {string} command @param {string[]} args @param {{ cwd?: string }} [options]
 */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve(undefined)
        : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? code})`)),
    );
  });
}

/**
 * Polls `url` until it answers. With `anyStatus`, any HTTP answer counts (a server without a health route);
 * otherwise only a 2xx does. Rejects after `timeoutMs` or when `child` exits first.
 * @param {string} url
 * @param {{ timeoutMs?: number, anyStatus?: boolean, child?: import('node:child_process').ChildProcess }} [options]
 */
export async function waitForHttp(url, options = {}) {
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  let lastError = 'no answer yet';
  while (Date.now() < deadline) {
    if (options.child && options.child.exitCode !== null) {
      throw new Error(`exited with code ${options.child.exitCode} before ${url} answered`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (options.anyStatus || response.ok) return response.status;
      lastError = `status ${response.status}`;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer in time (${lastError})`);
}

/**
 * Ties the services' lifetimes together: SIGINT/SIGTERM are forwarded to every child, and when one child
 * exits the others are stopped and this process exits with a failure code.
 * @param {{ name: string, child: import('node:child_process').ChildProcess }[]} services
 * @param {() => Promise<void> | void} [onStop] extra cleanup (e.g. closing in-process dev servers)
 */
export function superviseServices(services, onStop) {
  let stopping = false;
  const stopAll = async (exitCode, signal = 'SIGTERM') => {
    if (stopping) return;
    stopping = true;
    await onStop?.();
    const exits = services
      .filter(({ child }) => child.exitCode === null && child.signalCode === null)
      .map(
        ({ child }) =>
          new Promise((resolve) => {
            child.once('exit', resolve);
            child.kill(signal);
            setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
          }),
      );
    await Promise.all(exits);
    process.exit(exitCode);
  };
  for (const { name, child } of services) {
    child.on('exit', (code, signal) => {
      if (stopping) return;
      console.error(`${name} stopped (${signal ?? `exit code ${code}`}); stopping the others.`);
      void stopAll(1);
    });
  }
  process.once('SIGINT', () => void stopAll(0, 'SIGINT'));
  process.once('SIGTERM', () => void stopAll(0, 'SIGTERM'));
  return stopAll;
}
