// Built BFF processes for tests that kill, pause or run several of them: build-if-stale, spawn with an
// env, wait for /healthz, stop with a signal; plus a PostgreSQL schema of the test's own.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { waitFor } from './paymentHarness';

const BFF_DIR = path.resolve(__dirname, '..');
const MAIN = path.join(BFF_DIR, 'dist', 'main.js');
const CONTRACTS_DIR = path.resolve(BFF_DIR, '..', 'shared-contracts');

/** For the `beforeAll` that builds: a stale build is rebuilt first. */
export const BUILD_TIMEOUT_MS = 180_000;

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(full));
    else if (!entry.name.endsWith('.test.ts')) newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

function mtimeOr0(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/**
 * Builds the contracts and bff/dist when a build is missing or older than a source file of either, so the child
 * runs this code (the child resolves @booking/shared-contracts from its dist).
 */
export function ensureBuilt(): void {
  const built = Math.min(mtimeOr0(MAIN), mtimeOr0(path.join(CONTRACTS_DIR, 'dist', 'index.js')));
  const newest = Math.max(
    newestSource(path.join(BFF_DIR, 'src')),
    newestSource(path.join(CONTRACTS_DIR, 'src')),
  );
  if (built >= newest) return;
  execFileSync('npm', ['run', 'build', '-w', '@booking/shared-contracts', '-w', '@booking/bff'], {
    cwd: path.resolve(BFF_DIR, '..'),
    stdio: 'ignore',
  });
}

/** A BFF child process and where it answers. */
export interface BffProcess {
  proc: ChildProcess;
  url: string;
  /** What it wrote to stderr so far (warnings and errors at LOG_LEVEL=warn). */
  stderr(): string;
}

/**
 * Spawns `bff/dist/main.js` on `port` with quiet test defaults under `env`, and waits until /healthz
 * answers (killing it if it does not).
 */
export async function startBffProcess(port: number, env: Record<string, string>): Promise<BffProcess> {
  const url = `http://127.0.0.1:${port}`;
  const proc = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      RATE_LIMIT_MAX: '100000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  proc.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  try {
    await waitFor(async () => {
      if (proc.exitCode !== null) throw new Error(`BFF exited early: ${stderr}`);
      return fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
    }, 60_000);
  } catch (error) {
    proc.kill('SIGKILL');
    throw error;
  }
  return { proc, url, stderr: () => stderr };
}

/** Sends `signal` and waits for the exit (at once when it already ended). */
export async function stopProcess(proc: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  proc.kill(signal);
  await exited;
}

/** A schema of its own in the database at `testUrl`; `url` points there, `drop` removes it. */
export async function ownSchema(
  testUrl: string,
  prefix: string,
): Promise<{ url: string; schema: string; drop(): Promise<void> }> {
  const schema = `${prefix}_${process.pid}_${randomBytes(3).toString('hex')}`;
  const query = async (sql: string) => {
    const client = new pg.Client({ connectionString: testUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await query(`CREATE SCHEMA ${schema}`);
  const url = new URL(testUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { url: url.toString(), schema, drop: () => query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`) };
}
