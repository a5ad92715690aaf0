// Sandbox (with its Sheets simulator) plus a BFF over a store, the `demo` config's Sheets variables pointing
// at the simulator, for funnel-logging tests over real HTTP.
import { sandboxProviderEnv, startSandbox, type RunningSandbox } from '@booking/sandbox';
import { SANDBOX_SPREADSHEET_ID } from '@booking/sandbox/sheets';
import { demoConfig, type WidgetConfig } from '../src/config/widgetConfigs';
import type { AppDeps } from '../src/deps';
import { createSheetsDelivery, type SheetsDeliveryOptions } from '../src/jobs/sheetsDelivery';
import type { PeriodicJob } from '../src/jobs/periodic';
import { createLogger } from '../src/logging/createLogger';
import { createMetrics } from '../src/metrics/metrics';
import { startServer, type RunningServer } from '../src/server';
import type { Store } from '../src/store';
import { testEnv } from '../src/testing/testDeps';
import { postJson, type JsonAnswer } from './bokunHarness';

/** `{CONFIGID}_GOOGLE_*` variables pointing a config at the sandbox's Sheets simulator. */
export function sheetsVars(
  sandboxUrl: string,
  prefix = 'DEMO_',
  spreadsheetId = SANDBOX_SPREADSHEET_ID,
): Record<string, string> {
  return {
    ...sandboxProviderEnv(sandboxUrl, prefix, ['GOOGLE']),
    [`${prefix}GOOGLE_SPREADSHEET_ID`]: spreadsheetId,
  };
}

/** A §3 log row of an event in a session. */
export function logRow(event: string, sessionId: string, extra: Record<string, string> = {}) {
  return {
    'date-time': '2026-06-01 10:00:00',
    'trip-id': '1001',
    website: 'https://shop.example',
    'website-lang': 'pl',
    step: '1',
    event,
    email: 'anna@example.com',
    'phone-number': '+48 600 100 200',
    client: 'Anna Nowak',
    'session-id': sessionId,
    ...extra,
  };
}

export interface SheetsHarness {
  sandbox: RunningSandbox;
  bff: RunningServer;
  deps: AppDeps;
  /** A Sheets delivery over the harness's deps (or another store), run by hand or started. */
  worker(options?: SheetsDeliveryOptions, store?: Store): PeriodicJob;
  post(path: string, body: unknown): Promise<JsonAnswer>;
  get(path: string): Promise<JsonAnswer>;
  close(): Promise<void>;
}

/** Starts both; `credentials` false leaves the Sheets variables out; `configs` adds configs beside `demo`. */
export async function startSheetsHarness(
  store: Store,
  options: {
    credentials?: boolean;
    configs?: WidgetConfig[];
    vars?: Record<string, string>;
    deps?: Partial<AppDeps>;
  } = {},
): Promise<SheetsHarness> {
  const sandbox = await startSandbox({ port: 0 });
  const configs = new Map([['demo', demoConfig('https://shop.example')]]);
  for (const config of options.configs ?? []) configs.set(config.configId, config);
  const bff = await startServer({
    env: testEnv({ RATE_LIMIT_MAX: '1000000', ...options.vars }),
    deps: {
      logger: createLogger('silent'),
      metrics: createMetrics({ defaults: false }),
      credentialSource: options.credentials === false ? {} : sheetsVars(sandbox.url),
      widgetConfigs: (id) => configs.get(id),
      store,
      ...options.deps,
    },
    shutdownGraceMs: 100,
  });
  const deps = bff.deps;
  return {
    sandbox,
    bff,
    deps,
    worker: (workerOptions = {}, other) =>
      createSheetsDelivery(other ? { ...deps, store: other } : deps, {
        pollMs: 10,
        backoff: { baseMs: 20, capMs: 200 },
        ...workerOptions,
      }),
    post: (path, body) => postJson(bff.url, path, body),
    async get(path) {
      const response = await fetch(`${bff.url}${path}`);
      return { status: response.status, body: await response.json() };
    },
    async close() {
      await bff.close();
      await sandbox.close();
    },
  };
}
