// Built BFF processes for tests that kill, pause or run several of them: build-if-stale, spawn with an
// env, wait for /healthz, stop with a signal; a PostgreSQL schema of the test's own; and the frame of a
// crash test (one BFF over a sandbox, killed and restarted on the same store).
import { execFileSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startSandbox, type RunningSandbox } from '@booking/sandbox';
import { startService, stopService, waitForHttp } from '@booking/sandbox/processes';
import { TEST_SESSION_SECRET } from '../src/testing/testDeps';
import { withTestSession } from './bokunHarness';

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
  /** The tail of what it wrote (warnings and errors at LOG_LEVEL=warn). */
  output(): string;
}

/**
 * Spawns `bff/dist/main.js` on `port` with quiet test defaults under `env` (not this process's environment), and
 * waits until /healthz answers (killing it if it does not).
 */
export async function startBffProcess(port: number, env: Record<string, string>): Promise<BffProcess> {
  const url = `http://127.0.0.1:${port}`;
  const service = startService('BFF', process.execPath, [MAIN], {
    inheritEnv: false,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      RATE_LIMIT_MAX: '100000',
      SESSION_SECRET: TEST_SESSION_SECRET,
      ...env,
    },
  });
  try {
    await waitForHttp(`${url}/healthz`, { service, timeoutMs: 60_000, intervalMs: 25 });
  } catch (error) {
    service.child.kill('SIGKILL');
    throw error;
  }
  return { proc: service.child, url, output: () => service.output() };
}

/** Sends `signal` and waits for the exit (at once when it already ended). */
export function stopProcess(proc: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  return stopService({ child: proc }, { signal, graceMs: Infinity });
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

/** One built BFF over a sandbox of its own, started, killed and started again by a crash test. */
export interface RestartableBff {
  readonly sandbox: RunningSandbox;
  /** Where the BFF answers once started (the same URL across restarts). */
  readonly url: string;
  /** Starts the BFF on `port` with the suite's variables and `extraEnv`. */
  start(port: number, extraEnv?: Record<string, string>): Promise<void>;
  /** Stops the running BFF with `signal` (SIGKILL for a crash). */
  stop(signal: NodeJS.Signals): Promise<void>;
  post(pathname: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }>;
}

/**
 * The crash tests' frame, as jest hooks: builds the BFF if stale, starts a sandbox, and keeps the store across
 * restarts – PostgreSQL in a schema of its own when TEST_DATABASE_URL is set, else PGlite in a temp folder.
 * `vars` gives the suite's provider variables for the sandbox's URL.
 */
export function useRestartableBff(
  name: string,
  vars: (sandboxUrl: string) => Record<string, string>,
): RestartableBff {
  let sandbox: RunningSandbox | undefined;
  let dataDir = '';
  let database: Awaited<ReturnType<typeof ownSchema>> | undefined;
  let child: ChildProcess | undefined;
  let url = '';

  beforeAll(async () => {
    ensureBuilt();
    sandbox = await startSandbox({ port: 0 });
    dataDir = mkdtempSync(path.join(tmpdir(), `bff-${name}-`));
    const testUrl = process.env.TEST_DATABASE_URL;
    if (testUrl) database = await ownSchema(testUrl, name.replace(/\W/g, '_'));
  }, BUILD_TIMEOUT_MS);

  afterAll(async () => {
    if (child) await stopProcess(child, 'SIGTERM');
    await sandbox?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  });

  const running = (): RunningSandbox => {
    if (!sandbox) throw new Error('The sandbox is not started');
    return sandbox;
  };

  return {
    get sandbox() {
      return running();
    },
    get url() {
      return url;
    },
    async start(port, extraEnv = {}) {
      const started = await startBffProcess(port, {
        DATA_DIR: dataDir,
        HOST_SHELL_DIST: dataDir,
        PAYMENT_RECONCILER: 'off',
        ...vars(running().url),
        ...(database ? { DATABASE_URL: database.url } : {}),
        ...extraEnv,
      });
      child = started.proc;
      url = started.url;
    },
    async stop(signal) {
      if (child) await stopProcess(child, signal);
    },
    async post(pathname, body) {
      const response = await fetch(`${url}${pathname}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(withTestSession(pathname, body)),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
  };
}
