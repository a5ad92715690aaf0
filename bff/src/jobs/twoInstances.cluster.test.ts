// Two built BFF processes on one PostgreSQL and one Redis, behind the round-robin proxy the sandbox's
// notifications and webhooks go through: duplicates split across both are done once, the outbox is drained
// once, the schedule cache and the rate limits are shared, and a SIGKILLed instance's work is finished by
// the other. Runs when TEST_DATABASE_URL and TEST_REDIS_URL are set (.ci/run sets both when the local servers
// answer); bff/jest.config.js leaves *.cluster.test.ts out otherwise.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startSandbox, type RunningSandbox } from '@booking/sandbox';
import { JWS_CERT_PATH } from '@booking/sandbox/tpay';
import { documentedJws } from '../../test/tpayDocsSigner';
import { startRoundRobinProxy, type RunningProxy } from '../cluster/roundRobinProxy';
import { CONFIRM_TOPIC } from '../services/payments';
import { demoBokunVars, withTestSession, type JsonAnswer } from '../../test/bokunHarness';
import {
  BUILD_TIMEOUT_MS,
  ensureBuilt,
  ownSchema,
  startBffProcess,
  stopProcess,
  type BffProcess,
} from '../../test/bffProcess';
import { freePort } from '@booking/sandbox/processes';
import { demoPaymentVars, tpayBody, waitFor } from '../../test/paymentHarness';
import { buildReservationData, OLD_TOWN, weekdayAhead } from '@booking/sandbox/testing';
import { clearFaults, setFault } from '../../test/sandboxFaults';

/** The shared servers this suite is about; bff/jest.config.js selects *.cluster.test.ts only when both are set. */
function sharedServer(name: 'TEST_DATABASE_URL' | 'TEST_REDIS_URL'): string {
  const url = process.env[name];
  if (!url) throw new Error(`${name} must name the shared server for the two-instance tests`);
  return url;
}
const databaseUrl = sharedServer('TEST_DATABASE_URL');
const redisUrl = sharedServer('TEST_REDIS_URL');
const RATE_LIMIT_MAX = 60;

/** A client address of its own per call (instances trust X-Forwarded-For), so limits apply only where meant. */
const freshIp = () => `198.51.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

async function post(baseUrl: string, path: string, body: unknown, ip = freshIp()): Promise<JsonAnswer> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    // One widget session per call (the same for a call's retries), signed with the secret both instances share.
    body: JSON.stringify(withTestSession(path, body)),
  });
  return { status: response.status, body: await response.json() };
}

describe('two BFF instances on one PostgreSQL and one Redis', () => {
  let sandbox: RunningSandbox;
  let proxy: RunningProxy;
  let database: Awaited<ReturnType<typeof ownSchema>>;
  let db: pg.Client;
  const instances: BffProcess[] = [];
  let env: Record<string, string>;
  const ports: number[] = [];
  const a = () => instances[0] as BffProcess;
  const b = () => instances[1] as BffProcess;
  /** Instance `i % 2`: requests alternate between the two. */
  const nth = (i: number) => (instances[i % 2] as BffProcess).url;

  beforeAll(async () => {
    ensureBuilt();
    ports.push(await freePort(), await freePort());
    const proxyPort = await freePort();
    const proxyUrl = `http://127.0.0.1:${proxyPort}`;
    sandbox = await startSandbox({ port: 0, stripeWebhookUrl: `${proxyUrl}/api/webhooks/stripe` });
    proxy = await startRoundRobinProxy({
      port: proxyPort,
      targets: ports.map((p) => `http://127.0.0.1:${p}`),
    });
    database = await ownSchema(databaseUrl, 'two');
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
    env = {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: `test:two:${process.pid}:${randomBytes(3).toString('hex')}`,
      // Notifications and webhooks reach the instances through the proxy, as behind a load balancer.
      PUBLIC_URL: proxyUrl,
      TRUST_PROXY: 'true',
      RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
      HOLD_LIMIT_PER_CLIENT: '1000',
      PAYMENT_RECONCILER: 'off',
      OUTBOX_LEASE_MS: '3000',
      ...demoBokunVars(sandbox.url),
      ...demoPaymentVars(sandbox.url),
    };
    // One after the other: both run the migrations, the second finds them applied.
    for (const port of ports) instances.push(await startBffProcess(port, env));
  }, BUILD_TIMEOUT_MS);

  afterAll(async () => {
    await Promise.all(instances.map((i) => stopProcess(i.proc, 'SIGKILL')));
    await db.end();
    await proxy.close();
    await sandbox.close();
    await database.drop();
    const redis = new (await import('ioredis')).Redis(redisUrl);
    const keys = await redis.keys(`${env.REDIS_PREFIX}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });
  afterEach(() => clearFaults(sandbox.url));

  let keySeq = 0;
  const dayAhead = (days: number) => weekdayAhead(new Date(), days);
  const reserveBody = () => ({
    configId: 'demo',
    idempotencyKey: `two-${process.pid}-${(keySeq += 1)}`,
    reservationData: buildReservationData({ date: dayAhead(8), adults: 1 }),
  });
  const reserve = async (baseUrl = a().url) => {
    const res = await post(baseUrl, '/api/bokun/reserve', reserveBody());
    expect(res.status).toBe(200);
    const { confirmationCode: code, holdToken } = res.body.data as {
      confirmationCode: string;
      holdToken: string;
    };
    return { code, holdToken, total: sandbox.state.bokun.reservation(code)?.amount ?? 0 };
  };
  /** A Tpay body returning to the BFF's own pages (the demo config's site here). */
  const tpay = (code: string, total: number, holdToken: string, pay: Record<string, unknown>) => {
    const { callbacks: _elsewhere, ...body } = tpayBody(code, total, pay);
    return { ...body, holdToken };
  };
  const BLIK = { groupId: 150, blikPaymentData: { blikToken: '777123' } };
  const bokunStatus = (code: string) => sandbox.state.bokun.reservation(code)?.status;
  const confirmCalls = (code: string) =>
    sandbox.state.bokun.callCount({ method: 'POST', path: `/checkout.json/confirm-reserved/${code}` });
  const outboxOf = async (code: string) =>
    (
      await db.query<{ status: string; attempts: number }>(
        `SELECT status, attempts FROM outbox WHERE topic = $1 AND payload->>'reservationCode' = $2`,
        [CONFIRM_TOPIC, code],
      )
    ).rows;

  it('50 concurrent identical reserves split across both: one Bokun hold, one answer', async () => {
    const body = reserveBody();
    const submitsBefore = sandbox.state.bokun.callCount({ method: 'POST', path: '/checkout.json/submit' });
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => post(nth(i), '/api/bokun/reserve', body, ip)),
    );
    expect(answers.map((r) => r.status)).toEqual(Array.from({ length: 50 }, () => 200));
    expect(new Set(answers.map((r) => r.body.data.confirmationCode as string)).size).toBe(1);
    expect(sandbox.state.bokun.callCount({ method: 'POST', path: '/checkout.json/submit' })).toBe(
      submitsBefore + 1,
    );
  });

  it('50 concurrent identical create-transactions split across both: one Tpay transaction', async () => {
    const { code, total, holdToken } = await reserve();
    const body = tpay(code, total, holdToken, { groupId: 108 });
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => post(nth(i), '/api/tpay/create-transaction', body, ip)),
    );
    expect(answers.map((r) => r.status)).toEqual(Array.from({ length: 50 }, () => 200));
    expect(new Set(answers.map((r) => r.body.transactionId as string)).size).toBe(1);
    const ofCode = [...sandbox.state.tpay.transactions.values()].filter((t) => t.hiddenDescription === code);
    expect(ofCode).toHaveLength(1);
  });

  it('a paid notification delivered to both at once confirms the booking once', async () => {
    const { code, total, holdToken } = await reserve();
    await setFault(sandbox.url, { provider: 'tpay', kind: 'drop', route: '^TRUE$' });
    const created = await post(a().url, '/api/tpay/create-transaction', tpay(code, total, holdToken, BLIK));
    const title = created.body.title as string;
    await waitFor(() =>
      sandbox.state.tpay.notifications.some((n) => n.fields.tr_id === title && n.state === 'dropped'),
    );
    const notice = sandbox.state.tpay.notifications.find((n) => n.fields.tr_id === title);
    if (!notice) throw new Error('no notification');
    const x5u = `${sandbox.url}/tpay${JWS_CERT_PATH}`;
    const deliver = (baseUrl: string) =>
      fetch(`${baseUrl}/api/webhooks/tpay`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-jws-signature': documentedJws(notice.body, x5u),
        },
        body: notice.body,
      }).then((r) => r.text());
    expect(await Promise.all([deliver(a().url), deliver(b().url)])).toEqual(['TRUE', 'TRUE']);
    expect(await outboxOf(code)).toHaveLength(1);
    await waitFor(() => bokunStatus(code) === 'CONFIRMED', 20_000);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(confirmCalls(code)).toBe(1);
  });

  it('the outbox is drained once by both workers: every paid booking confirmed exactly once', async () => {
    const bookings = await Promise.all(Array.from({ length: 8 }, (_, i) => reserve(nth(i))));
    await Promise.all(
      bookings.map(({ code, total, holdToken }, i) =>
        post(nth(i), '/api/tpay/create-transaction', tpay(code, total, holdToken, BLIK)),
      ),
    );
    await waitFor(() => bookings.every(({ code }) => bokunStatus(code) === 'CONFIRMED'), 30_000);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    for (const { code } of bookings) {
      expect(confirmCalls(code)).toBe(1);
      expect(await outboxOf(code)).toEqual([{ status: 'sent', attempts: 1 }]);
    }
  });

  it('the schedule cache is shared: one upstream call per month for 20 concurrent reads across both', async () => {
    const day = dayAhead(40);
    const month = `start=${day.slice(0, 8)}01`;
    const upstream = () =>
      sandbox.state.bokun.calls.filter((c) => c.path.endsWith('/availabilities') && c.query.includes(month))
        .length;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(nth(i), `/api/bokun/schedule/${OLD_TOWN}/${day}/${day}`, { configId: 'demo' }),
      ),
    );
    expect(answers.every((r) => r.status === 200)).toBe(true);
    expect(upstream()).toBe(1);
    expect(
      (await post(b().url, `/api/bokun/schedule/${OLD_TOWN}/${day}/${day}`, { configId: 'demo' })).status,
    ).toBe(200);
    expect(upstream()).toBe(1);
  });

  it('rate limits are counted across both: the 61st request of one client is refused on either', async () => {
    const ip = freshIp();
    const answers: number[] = [];
    for (let i = 0; i < RATE_LIMIT_MAX + 10; i += 1) {
      const res = await fetch(`${nth(i)}/api/widget-config/demo`, { headers: { 'x-forwarded-for': ip } });
      await res.arrayBuffer();
      answers.push(res.status);
    }
    expect(answers.slice(0, RATE_LIMIT_MAX).every((s) => s === 200)).toBe(true);
    expect(answers.slice(RATE_LIMIT_MAX)).toEqual(Array.from({ length: 10 }, () => 429));
  });

  it('kill mid-payment: the instance that created the payment dies; the other applies it and confirms once', async () => {
    const { code, total, holdToken } = await reserve(a().url);
    const created = await post(a().url, '/api/tpay/create-transaction', tpay(code, total, holdToken, BLIK));
    expect(created.status).toBe(200);
    // Tpay confirms the BLIK code 1.5 s later; its notification reaches the proxy after A is gone.
    await stopProcess(a().proc, 'SIGKILL');
    await waitFor(() => bokunStatus(code) === 'CONFIRMED', 30_000);
    const status = await fetch(
      `${b().url}/api/booking-status?transaction_id=${created.body.transactionId as string}`,
    );
    expect(await status.json()).toMatchObject({ status: 'success', confirmationCode: code });
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(confirmCalls(code)).toBe(1);
    expect(await outboxOf(code)).toEqual([{ status: 'sent', attempts: 1 }]);
    instances[0] = await startBffProcess(ports[0] as number, env);
  });

  it('kill mid-outbox-delivery: the other instance takes the message over after its lease and confirms once', async () => {
    const { code, total, holdToken } = await reserve(a().url);
    // Only A's worker may claim it: B is paused until A is dead.
    b().proc.kill('SIGSTOP');
    try {
      await setFault(sandbox.url, {
        provider: 'bokun',
        kind: 'timeout',
        route: `^/checkout\\.json/confirm-reserved/${code}$`,
      });
      await post(a().url, '/api/tpay/create-transaction', tpay(code, total, holdToken, BLIK));
      await waitFor(() => confirmCalls(code) === 1, 20_000);
      await stopProcess(a().proc, 'SIGKILL');
      expect(bokunStatus(code)).toBe('RESERVED');
    } finally {
      b().proc.kill('SIGCONT');
    }
    await waitFor(() => bokunStatus(code) === 'CONFIRMED', 30_000);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    // The hung call of the dead instance and B's one that confirmed.
    expect(confirmCalls(code)).toBe(2);
    expect(await outboxOf(code)).toEqual([{ status: 'sent', attempts: 2 }]);
  });
});
