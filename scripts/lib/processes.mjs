// Child-process helpers for the start and dev scripts: the stack kit's (@booking/sandbox/processes) with echoed
// output, running a command, and stopping everything together when one process dies or a signal arrives.
import { spawn } from 'node:child_process';
import kit from '@booking/sandbox/processes';

/**
 * Starts a long-running child whose output lines are echoed, prefixed with its name.
 * @param {string} name @param {string} command @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, cwd?: string }} [options]
 */
export function startService(name, command, args, options = {}) {
  return kit.startService(name, command, args, { ...options, echo: true });
}

/**
 * Polls `url` until it answers (any HTTP answer with `anyStatus`, else a 2xx); up to a minute by default.
 * @param {string} url
 * @param {{ timeoutMs?: number, anyStatus?: boolean, service?: import('@booking/sandbox/processes').Service }} [options]
 */
export function waitForHttp(url, options = {}) {
  return kit.waitForHttp(url, { timeoutMs: 60_000, intervalMs: 250, ...options });
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
