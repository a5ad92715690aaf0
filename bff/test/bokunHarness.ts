// Starts the provider sandbox and the BFF on ephemeral loopback ports, sharing one steerable clock,
// so integration tests drive the Bokun routes over real HTTP against the simulator.
import { sandboxProviderEnv, startSandbox, type RunningSandbox } from '@booking/sandbox';
import type { AppDeps } from '../src/deps';
import { createLogger } from '../src/logging/createLogger';
import { createMetrics } from '../src/metrics/metrics';
import { startServer, type RunningServer } from '../src/server';
import type { Store } from '../src/store';
import { ENGINE_OPEN_TIMEOUT_MS, type EngineDeps, type IntegrationEngine } from '../src/testing/engines';
import { testEnv, testSessionId } from '../src/testing/testDeps';

/** A clock tests move by hand; the sandbox and the BFF read the same one. */
export class TestClock {
  constructor(private current: Date) {}
  now = (): Date => new Date(this.current.getTime());
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/** The `demo` Bokun variables pointing at a sandbox; `secretKey` replaces the sandbox's own. */
export function demoBokunVars(sandboxUrl: string, secretKey?: string): Record<string, string> {
  return {
    ...sandboxProviderEnv(sandboxUrl, 'DEMO_', ['BOKUN']),
    ...(secretKey ? { DEMO_BOKUN_SECRET_KEY: secretKey } : {}),
  };
}

/** Starts a BFF with quiet logs and a high rate limit; `deps` overrides anything else. */
export function startBff(deps: Partial<AppDeps>): Promise<RunningServer> {
  return startServer({
    env: testEnv({
      RATE_LIMIT_MAX: '100000',
      HOLD_LIMIT_PER_CLIENT: '100000',
      HOLD_SHARE_PER_DEPARTURE_PERCENT: '100',
    }),
    deps: { logger: createLogger('silent'), metrics: createMetrics({ defaults: false }), ...deps },
    shutdownGraceMs: 100,
  });
}

/** A JSON answer: status and parsed body. */
export interface JsonAnswer {
  status: number;
  // Tests read whatever the route answered; the contract schemas check the shape.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** Routes a browser calls with the widget session the BFF issued. */
const SESSION_ROUTES = new Set([
  '/api/bokun/reserve',
  '/api/tpay/create-transaction',
  '/api/stripe/create-transaction',
  '/payment-initiate',
]);

/** The session each call was first sent under, by route, config and idempotency key (or transaction). */
const callSessions = new Map<string, string>();

/** A placeholder where a session belongs: absent, or an id the BFF never issued (the contract's examples). */
const placeholder = (value: unknown) => typeof value !== 'string' || !value.startsWith('ws_');

/**
 * The body a widget would send: a test that names no issued widget session (most tests are about something
 * else) gets one issued for its config (`testSessionId`) on the routes that require it. Tests about sessions
 * send issued ids of their own, or call the BFF with fetch directly.
 */
export function withTestSession(path: string, body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const fields = body as Record<string, unknown>;
  const configId = typeof fields.configId === 'string' ? fields.configId : 'demo';
  if (SESSION_ROUTES.has(path) && placeholder(fields.sessionId)) {
    // A retry of the same call (same idempotency key or transaction) comes from the same widget session.
    const call = fields.idempotencyKey ?? fields.transactionId;
    const key = `${path} ${configId} ${typeof call === 'string' ? call : ''}`;
    let sessionId = callSessions.get(key);
    if (!sessionId || typeof call !== 'string') callSessions.set(key, (sessionId = testSessionId(configId)));
    return { ...fields, sessionId };
  }
  const data = fields.data as Record<string, unknown> | undefined;
  if (
    path === '/api/google/google-sheets' &&
    data &&
    typeof data === 'object' &&
    placeholder(data['session-id'])
  )
    return { ...fields, data: { ...data, 'session-id': testSessionId(configId) } };
  return body;
}

/** POSTs JSON to the BFF (with a test session where the route needs one) and reads the JSON answer. */
export async function postJson(baseUrl: string, path: string, body: unknown): Promise<JsonAnswer> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(withTestSession(path, body)),
  });
  return { status: response.status, body: await response.json() };
}

export interface Harness {
  clock: TestClock;
  sandbox: RunningSandbox;
  bff: RunningServer;
  /** The store the BFF runs on (absent when started without one). */
  store: Store;
  post(path: string, body: unknown): Promise<JsonAnswer>;
  close(): Promise<void>;
}

/**
 * Sandbox plus BFF for config `demo`, at `start` on the shared clock, over an engine's store, cache and
 * rate-limit counters (or a bare store) if given.
 */
export async function startHarness(start: Date, engine?: Store | EngineDeps): Promise<Harness> {
  const clock = new TestClock(start);
  const sandbox = await startSandbox({ port: 0, clock: clock.now });
  const parts = engine && 'sql' in engine ? { store: engine } : (engine ?? {});
  const bff = await startBff({ clock, credentialSource: demoBokunVars(sandbox.url), ...parts });
  return {
    clock,
    sandbox,
    bff,
    get store(): Store {
      if (!parts.store) throw new Error('this harness runs without a store');
      return parts.store;
    },
    post: (path, body) => postJson(bff.url, path, body),
    async close() {
      await bff.close();
      await sandbox.close();
    },
  };
}

/** Upstream calls the sandbox received matching a method and path pattern. */
export function upstreamCalls(sandbox: RunningSandbox, method: string, path: RegExp | string): number {
  return sandbox.state.bokun.callCount({ method, path });
}

/**
 * An object standing for a value made in `beforeAll`: property reads go to it once it exists. Lets a suite
 * declare `const h = useHarness(…)` beside its tests instead of `let h` plus hooks.
 */
export function lateBound<T extends object>(): { value: T; set(value: T): void } {
  let current: T | undefined;
  const value = new Proxy({} as T, {
    get(_target, key) {
      if (current === undefined) throw new Error('used before beforeAll started it');
      const field: unknown = Reflect.get(current, key, current);
      return typeof field === 'function' ? (field as (...args: unknown[]) => unknown).bind(current) : field;
    },
  });
  return { value, set: (next) => (current = next) };
}

/**
 * Sandbox plus BFF at `start` over the engine's store, cache and counters, started in `beforeAll` and
 * closed in `afterAll` of the enclosing describe (see `describeEngines` in src/testing/engines.ts).
 */
export function useHarness(engine: IntegrationEngine, start: Date): Harness {
  const bound = lateBound<Harness>();
  beforeAll(async () => {
    bound.set(await startHarness(start, await engine.open()));
  }, ENGINE_OPEN_TIMEOUT_MS);
  afterAll(() => bound.value.close());
  return bound.value;
}
