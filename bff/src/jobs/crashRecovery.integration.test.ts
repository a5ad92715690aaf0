// The BFF as a real child process is killed with SIGKILL after it acknowledged a paid notification and
// before it confirmed the booking; restarted, its outbox worker confirms the reservation exactly once.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { startSandbox, type RunningSandbox } from '../../../sandbox/src';
import { demoBokunVars } from '../../test/bokunHarness';
import {
  BUILD_TIMEOUT_MS,
  ensureBuilt,
  ownSchema,
  startBffProcess,
  stopProcess,
} from '../../test/bffProcess';
import { demoPaymentVars, freePort, tpayBody, waitFor } from '../../test/paymentHarness';
import { buildReservationData } from '../../test/reservationData';

let sandbox: RunningSandbox;
let dataDir: string;
let database: Awaited<ReturnType<typeof ownSchema>> | undefined;
let child: ChildProcess | undefined;
let bffUrl = '';

async function startBff(port: number, extraEnv: Record<string, string>): Promise<ChildProcess> {
  const started = await startBffProcess(port, {
    DATA_DIR: dataDir,
    HOST_SHELL_DIST: dataDir,
    PAYMENT_RECONCILER: 'off',
    ...demoBokunVars(sandbox.url),
    ...demoPaymentVars(sandbox.url),
    // PostgreSQL when TEST_DATABASE_URL is set (a schema of its own), else PGlite in a temp folder.
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...extraEnv,
  });
  return started.proc;
}

const stop = stopProcess;

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
  const testUrl = process.env.TEST_DATABASE_URL;
  if (testUrl) database = await ownSchema(testUrl, 'crash');
}, BUILD_TIMEOUT_MS);

afterAll(async () => {
  if (child) await stop(child, 'SIGTERM');
  // Undefined when beforeAll failed before starting it.
  if (sandbox as RunningSandbox | undefined) await sandbox.close();
  rmSync(dataDir, { recursive: true, force: true });
  await database?.drop();
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
