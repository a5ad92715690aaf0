// The BFF as a real child process is killed with SIGKILL after it acknowledged a paid notification and
// before it confirmed the booking; restarted, its outbox worker confirms the reservation exactly once.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startSandbox, type RunningSandbox } from '../../../sandbox/src';
import { demoBokunVars } from '../../test/bokunHarness';
import { demoPaymentVars, freePort, tpayBody, waitFor } from '../../test/paymentHarness';
import { buildReservationData } from '../../test/reservationData';

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
  schema = `crash_${process.pid}_${randomBytes(3).toString('hex')}`;
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
    ...demoPaymentVars(sandbox.url),
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
  dataDir = mkdtempSync(path.join(tmpdir(), 'bff-crash-'));
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

it('confirms a paid booking exactly once after the BFF is killed between payment and confirmation', async () => {
  const port = await freePort();
  bffUrl = `http://127.0.0.1:${port}`;
  child = await startBff(port, { OUTBOX_WORKER: 'off' });

  const date = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const reserved = await post('/api/bokun/reserve', {
    configId: 'demo',
    idempotencyKey: `crash-${process.pid}`,
    reservationData: buildReservationData({ date }),
  });
  expect(reserved.status).toBe(200);
  const { confirmationCode: code, holdToken } = reserved.body.data as {
    confirmationCode: string;
    holdToken: string;
  };
  const total = sandbox.state.bokun.reservation(code)?.amount ?? 0;
  // Back to the BFF's own success page: this BFF's demo site is its own URL.
  const { callbacks: _elsewhere, ...body } = tpayBody(code, total, {
    groupId: 150,
    blikPaymentData: { blikToken: '777123' },
  });
  const created = await post('/api/tpay/create-transaction', { ...body, holdToken });
  expect(created.body.result).toBe('success');
  const title = created.body.title as string;

  // The paid notification is acknowledged (TRUE) and only then the process dies, before any confirmation.
  await waitFor(() =>
    sandbox.state.tpay.notifications.some((n) => n.fields.tr_id === title && n.state === 'delivered'),
  );
  const confirmPath = `/checkout.json/confirm-reserved/${code}`;
  expect(sandbox.state.bokun.callCount({ method: 'POST', path: confirmPath })).toBe(0);
  await stop(child, 'SIGKILL');
  expect(sandbox.state.bokun.reservation(code)?.status).toBe('RESERVED');

  child = await startBff(port, {});
  await waitFor(() => sandbox.state.bokun.reservation(code)?.status === 'CONFIRMED', 20_000);
  // A few more worker passes must not confirm again.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  expect(sandbox.state.bokun.callCount({ method: 'POST', path: confirmPath })).toBe(1);
  const status = await fetch(
    `${bffUrl}/api/booking-status?transaction_id=${created.body.transactionId as string}`,
  );
  expect(await status.json()).toMatchObject({ success: true, status: 'success', confirmationCode: code });
}, 120_000);
