// The BFF as a real child process is killed with SIGKILL while the Sheets simulator holds the answer to an
// append it has already stored; restarted, the worker finishes the queue and no row is lost or written twice.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startSandbox, type RunningSandbox } from '../../../sandbox/src';
import { demoBokunVars } from '../../test/bokunHarness';
import { freePort, waitFor } from '../../test/paymentHarness';
import { logRow, sheetsVars } from '../../test/sheetsHarness';

const BFF_DIR = path.resolve(__dirname, '..', '..');
const MAIN = path.join(BFF_DIR, 'dist', 'main.js');
const BUILD_TIMEOUT_MS = 180_000;

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(full));
    else if (!entry.name.endsWith('.test.ts')) newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

const CONTRACTS_DIR = path.resolve(BFF_DIR, '..', 'shared-contracts');

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
function ensureBuilt(): void {
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

let sandbox: RunningSandbox;
let dataDir: string;
let databaseUrl: string | undefined;
let schema: string | undefined;
let child: ChildProcess | undefined;
let bffUrl = '';

/** PostgreSQL when TEST_DATABASE_URL is set (a schema of its own), else PGlite in a temp folder. */
async function prepareDatabase(): Promise<void> {
  const testUrl = process.env.TEST_DATABASE_URL;
  if (!testUrl) return;
  schema = `sheetcrash_${process.pid}_${randomBytes(3).toString('hex')}`;
  const client = new pg.Client({ connectionString: testUrl });
  await client.connect();
  await client.query(`CREATE SCHEMA ${schema}`);
  await client.end();
  const url = new URL(testUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  databaseUrl = url.toString();
}

async function startBff(port: number, extraEnv: Record<string, string>): Promise<ChildProcess> {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: bffUrl,
    DATA_DIR: dataDir,
    HOST_SHELL_DIST: dataDir,
    RATE_LIMIT_MAX: '100000',
    PAYMENT_RECONCILER: 'off',
    ...demoBokunVars(sandbox.url),
    ...sheetsVars(sandbox.url),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...extraEnv,
  };
  const proc = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  proc.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  try {
    await waitFor(async () => {
      if (proc.exitCode !== null) throw new Error(`BFF exited early: ${stderr}`);
      return fetch(`${bffUrl}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
    }, 60_000);
  } catch (error) {
    proc.kill('SIGKILL');
    throw error;
  }
  return proc;
}

async function stop(proc: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  proc.kill(signal);
  await exited;
}

const post = async (pathname: string, body: unknown) => {
  const response = await fetch(`${bffUrl}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

beforeAll(async () => {
  ensureBuilt();
  sandbox = await startSandbox({ port: 0 });
  dataDir = mkdtempSync(path.join(tmpdir(), 'bff-sheets-crash-'));
  await prepareDatabase();
}, BUILD_TIMEOUT_MS);

afterAll(async () => {
  if (child) await stop(child, 'SIGTERM');
  // Undefined when beforeAll failed before starting it.
  if (sandbox as RunningSandbox | undefined) await sandbox.close();
  rmSync(dataDir, { recursive: true, force: true });
  if (schema && process.env.TEST_DATABASE_URL) {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  }
});

const EVENTS = 200;
const jobVars = {
  SHEETS_LEASE_MS: '2000',
  SHEETS_BACKOFF_BASE_MS: '50',
  SHEETS_BACKOFF_CAP_MS: '500',
  SHEETS_BATCH_SIZE: '50',
  PAYMENT_RECONCILER: 'off',
};

it('loses and duplicates no sheet row when the BFF is killed mid-delivery and restarted', async () => {
  const port = await freePort();
  bffUrl = `http://127.0.0.1:${port}`;
  const sheets = sandbox.state.sheets;
  sheets.setFault(503);
  child = await startBff(port, jobVars);
  const eventIds: string[] = [];
  for (let i = 0; i < EVENTS; i += 1) {
    const answer = await post('/api/google/google-sheets', {
      configId: 'demo',
      sheetName: 'Logi',
      data: logRow('OPEN', `widget_crash_${String(i)}`),
    });
    expect(answer.status).toBe(200);
    eventIds.push((answer.body.data as { eventId: string }).eventId);
  }
  // The outage ends; the next append is stored by Google but its answer never reaches the BFF: it dies first.
  sheets.appendAnswerDelayMs = 10_000;
  sheets.clearFault();
  await waitFor(() => sheets.rows('Logi').length > 0, 20_000);
  await stop(child, 'SIGKILL');
  const landedBeforeCrash = sheets.rows('Logi').length;
  expect(landedBeforeCrash).toBeGreaterThan(0);
  expect(landedBeforeCrash).toBeLessThan(EVENTS);
  sheets.appendAnswerDelayMs = 0;

  child = await startBff(port, jobVars);
  await waitFor(() => sheets.rows('Logi').length >= EVENTS, 30_000);
  // More passes must write nothing more.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const landed = sheets.rows('Logi').map((row) => String(row[10]));
  expect(landed).toHaveLength(EVENTS);
  expect(new Set(landed)).toEqual(new Set(eventIds));
}, 120_000);
