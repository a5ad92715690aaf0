import type { ChildProcess } from 'node:child_process';

/** A child process with the tail of its output kept for failure messages. */
export interface Service {
  name: string;
  child: ChildProcess;
  /** The last output the process wrote (stdout and stderr). */
  output(): string;
}

export interface ServiceOptions {
  cwd?: string;
  env?: Record<string, string | undefined>;
  /** Start from this process's environment (default) or from `env` alone. */
  inheritEnv?: boolean;
  /** Write each output line to this process's stdout, prefixed with the name. */
  echo?: boolean;
}

export function freePort(): Promise<number>;
export function startService(name: string, command: string, args: string[], options?: ServiceOptions): Service;
export function startNode(name: string, script: string, env: Record<string, string>, cwd: string): Service;
export function pollUntil<T>(
  read: () => T | Promise<T>,
  done: (value: T) => boolean,
  options?: { timeoutMs?: number; intervalMs?: number; failWith?: string },
): Promise<T>;
export function waitForHttp(
  url: string,
  options?: { service?: Service; timeoutMs?: number; intervalMs?: number; anyStatus?: boolean },
): Promise<number>;
export function stopService(service: Pick<Service, 'child'>, options?: { signal?: NodeJS.Signals; graceMs?: number }): Promise<void>;
