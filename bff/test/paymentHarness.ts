// Starts the sandbox and a BFF (payment and webhook routes included) on loopback ports, the simulators'
// notification and webhook URLs pointing at the BFF, so payment tests run over real HTTP end to end.
import type { Server } from 'node:http';
import { sandboxProviderEnv, startSandbox, type RunningSandbox } from '@booking/sandbox';
import { freePort, pollUntil } from '@booking/sandbox/processes';
import { createApp } from '../src/app';
import { demoConfig } from '../src/config/widgetConfigs';
import { closeDeps, createDeps } from '../src/createDeps';
import type { AppDeps } from '../src/deps';
import { createOutboxWorker, paymentTopicHandlers } from '../src/jobs/outboxWorker';
import type { PeriodicJob } from '../src/jobs/periodic';
import { createReconciler } from '../src/jobs/reconciler';
import { createPaymentGateways } from '../src/providers/paymentGateways';
import { createLogger } from '../src/logging/createLogger';
import { createMetrics } from '../src/metrics/metrics';
import type { Store } from '../src/store';
import { ENGINE_OPEN_TIMEOUT_MS, type EngineDeps, type IntegrationEngine } from '../src/testing/engines';
import { testEnv, testSessionId } from '../src/testing/testDeps';
import { demoBokunVars, lateBound, postJson, TestClock, type JsonAnswer } from './bokunHarness';
import { buildReservationData, weekdayAhead } from '@booking/sandbox/testing';


/** The `demo` Tpay and Stripe variables pointing at a sandbox (its default demo accounts). */
export function demoPaymentVars(sandboxUrl: string): Record<string, string> {
  return sandboxProviderEnv(sandboxUrl, 'DEMO_', ['TPAY', 'STRIPE']);
}

/** Polls until `check` is true; fails after `timeoutMs`. */
export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  await pollUntil(check, Boolean, { timeoutMs, intervalMs: 25, failWith: 'condition not met in time' });
}

export interface PaymentHarness {
  clock: TestClock;
  sandbox: RunningSandbox;
  bffUrl: string;
  deps: AppDeps;
  /** The store the BFF runs on. */
  store: Store;
  /** Runs by hand so each test decides when confirmations and releases are delivered. */
  worker: PeriodicJob;
  reconciler: PeriodicJob;
  post(path: string, body: unknown): Promise<JsonAnswer>;
  get(path: string): Promise<JsonAnswer>;
  /** Reserves `adults` adults on a day a week ahead; answers the code, Bokun's total and the hold token. */
  reserve(adults?: number): Promise<Reserved>;
  /** Reserves a §7 reservation body built for a date (a day a week ahead), answering the same. */
  reserveWith(build: (date: string) => unknown): Promise<Reserved>;
  /**
   * Stops the sandbox and starts a fresh one on the same address, as a provider restart looks to the BFF:
   * Bokun keeps no booking of the last run; `bokunFirstBookingNumber` chooses where its codes start.
   */
  restartSandbox(options?: { bokunFirstBookingNumber?: number }): Promise<void>;
  close(): Promise<void>;
}

let keySeq = 0;

/** A reservation the harness made: its code, Bokun's total (major units), the hold token and receipt key. */
export interface Reserved {
  code: string;
  total: number;
  holdToken: string;
  receiptKey: string;
}

export interface PaymentHarnessOptions {
  /** Per-call timeout of the BFF's Tpay and Stripe clients (their production defaults otherwise). */
  providerTimeoutMs?: number;
}

/** The hold tokens reserve answered, by confirmation code: the bodies below send them as the widget does. */
const holdTokens = new Map<string, string>();

/** The site the `demo` config of the harness runs on: return URLs must stay on it (or on the BFF). */
export const DEMO_SITE = 'https://shop.example';

/**
 * Sandbox plus BFF (payment and webhook routes mounted) over an engine's store, cache and rate-limit
 * counters (or a bare store), on a clock starting now; `vars` override the environment (the rate and hold
 * limits are out of the way by default).
 */
export async function startPaymentHarness(
  engine: Store | EngineDeps,
  vars: Record<string, string> = {},
  options: PaymentHarnessOptions = {},
): Promise<PaymentHarness> {
  const parts: Partial<EngineDeps> & { store: Store } = 'sql' in engine ? { store: engine } : engine;
  const { store } = parts;
  const clock = new TestClock(new Date());
  const credentialSource: Record<string, string> = {};
  const port = await freePort();
  const bffUrl = `http://127.0.0.1:${port}`;
  const env = testEnv({
    RATE_LIMIT_MAX: '100000',
    HOLD_LIMIT_PER_CLIENT: '100000',
    // Every test is one client on one departure; the share of a departure is tested on its own.
    HOLD_SHARE_PER_DEPARTURE_PERCENT: '100',
    PORT: String(port),
    PUBLIC_URL: bffUrl,
    ...vars,
  });
  const demo = demoConfig(DEMO_SITE);
  const deps = createDeps(env, {
    logger: createLogger('silent'),
    metrics: createMetrics({ defaults: false, now: () => clock.now().getTime() }),
    clock,
    credentialSource,
    ...parts,
    widgetConfigs: (configId) => (configId === demo.configId ? demo : undefined),
    ...(options.providerTimeoutMs
      ? {
          paymentGateways: createPaymentGateways({
            credentialSource,
            clock,
            logger: createLogger('silent'),
            timeoutMs: options.providerTimeoutMs,
          }),
        }
      : {}),
  });
  const app = createApp(deps);
  const server: Server = app.listen(port, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const sandboxOptions = { clock: clock.now, stripeWebhookUrl: `${bffUrl}/api/webhooks/stripe` };
  let sandbox = await startSandbox({ port: 0, ...sandboxOptions });
  Object.assign(credentialSource, demoBokunVars(sandbox.url), demoPaymentVars(sandbox.url));
  const worker = createOutboxWorker(deps, paymentTopicHandlers(deps), { backoff: { baseMs: 1, capMs: 1 } });
  const reconciler = createReconciler(deps, { minAgeMs: 0 });
  const post = (path: string, body: unknown) => postJson(bffUrl, path, body);
  const reserveWith = async (build: (date: string) => unknown): Promise<Reserved> => {
    keySeq += 1;
    // Holds spread over a week of weekdays: the sandbox seeds other channels' bookings by day of month, so on
    // some dates one slot has too few places left for every hold a test file makes.
    const date = weekdayAhead(clock.now(), 7 + (keySeq % 7));
    const res = await post('/api/bokun/reserve', {
      configId: 'demo',
      idempotencyKey: `pay-test-${process.pid}-${keySeq}`,
      reservationData: build(date),
    });
    if (res.status !== 200) throw new Error(`reserve failed: ${JSON.stringify(res.body)}`);
    const { data } = res.body as {
      data: { confirmationCode: string; holdToken: string; receiptKey: string };
    };
    const code = data.confirmationCode;
    holdTokens.set(code, data.holdToken);
    const recorded = await store.reservations.findByConfirmationCode('demo', code);
    if (!recorded) throw new Error(`reservation ${code} was not recorded`);
    return {
      code,
      total: recorded.amountMinor / 100,
      holdToken: data.holdToken,
      receiptKey: data.receiptKey,
    };
  };
  return {
    clock,
    get sandbox() {
      return sandbox;
    },
    bffUrl,
    deps,
    store,
    worker,
    reconciler,
    post,
    async get(path) {
      const response = await fetch(`${bffUrl}${path}`);
      return { status: response.status, body: await response.json() };
    },
    reserve: (adults = 2) => reserveWith((date) => buildReservationData({ date, adults })),
    reserveWith,
    async restartSandbox(restart = {}) {
      const { port: sandboxPort } = new URL(sandbox.url);
      await sandbox.close();
      sandbox = await startSandbox({ port: Number(sandboxPort), ...sandboxOptions, ...restart });
    },
    async close() {
      await worker.stop();
      await reconciler.stop();
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
      await closeDeps(deps);
      await sandbox.close();
    },
  };
}

/**
 * The payment harness over the engine, started in `beforeAll` and closed in `afterAll` of the enclosing
 * describe (see `describeEngines` in src/testing/engines.ts).
 */
export function usePaymentHarness(
  engine: IntegrationEngine,
  vars: Record<string, string> = {},
  options: PaymentHarnessOptions = {},
): PaymentHarness {
  const bound = lateBound<PaymentHarness>();
  beforeAll(async () => {
    bound.set(await startPaymentHarness(await engine.open(), vars, options));
  }, ENGINE_OPEN_TIMEOUT_MS);
  afterAll(() => bound.value.close());
  return bound.value;
}

/** `{holdToken}` of a reservation the harness made, as the widget sends it; nothing for any other code. */
export function holdTokenOf(reservationCode: string): { holdToken?: string } {
  const holdToken = holdTokens.get(reservationCode);
  return holdToken === undefined ? {} : { holdToken };
}

/** A Tpay create-transaction body for a reservation of `amount` PLN. */
export function tpayBody(reservationCode: string, amount: number, pay?: Record<string, unknown>) {
  return {
    amount,
    description: 'Kraków Old Town walking tour',
    hiddenDescription: reservationCode,
    payer: { email: 'anna@example.com', name: 'Anna Nowak' },
    callbacks: {
      payerUrls: { success: 'https://shop.example/ok', error: 'https://shop.example/error' },
    },
    configId: 'demo',
    idempotencyKey: `${reservationCode}|anna@example.com|${amount}|demo|x`,
    sessionId: testSessionId(),
    ...holdTokenOf(reservationCode),
    ...(pay ? { pay } : {}),
  };
}

/** A Stripe create-transaction body for a reservation of `amount` PLN. */
export function stripeBody(reservationCode: string, amount: number) {
  return {
    amount,
    currency: 'PLN',
    description: 'Kraków Old Town walking tour',
    hiddenDescription: reservationCode,
    payer: { email: 'anna@example.com', name: 'Anna Nowak', phone: '+48500100200' },
    callbacks: {
      payerUrls: { success: 'https://shop.example/ok', error: 'https://shop.example/error' },
    },
    configId: 'demo',
    sessionId: testSessionId(),
    idempotencyKey: `${reservationCode}|anna@example.com|${amount}|demo|card`,
    provider: 'stripe_sandbox',
    ...holdTokenOf(reservationCode),
  };
}
