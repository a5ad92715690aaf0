import { Writable } from 'node:stream';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDeps } from '../createDeps';
import type { AppDeps } from '../deps';
import { parseEnv, type Env } from '../env';
import { createLogger } from '../logging/createLogger';
import { createMetrics } from '../metrics/metrics';
import { createWidgetSessions } from '../security/widgetSession';

/** The SESSION_SECRET of test servers: sessions for them can be issued with `testSessionId`. */
export const TEST_SESSION_SECRET = 'test-session-secret-0123456789abcdef';

/**
 * A widget session id a test server (signed with TEST_SESSION_SECRET) takes for `configId`: issued as the
 * BFF issues it, valid for ten years from now (whatever date a test's clock shows in that span).
 */
export function testSessionId(configId = 'demo', origin = 'http://localhost:8080'): string {
  return createWidgetSessions(TEST_SESSION_SECRET).issue({
    configId,
    origin,
    now: new Date(),
    ttlSeconds: 10 * 365 * 86_400,
  }).id;
}

/** An env for tests: silent logs, an empty host-shell folder (so the built-in shell is used), overrides on top. */
export function testEnv(vars: Record<string, string> = {}): Env {
  return parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PORT: '0',
    HOST: '127.0.0.1',
    PUBLIC_URL: 'http://localhost:8080',
    REMOTE_URL: 'http://localhost:8081',
    HOST_SHELL_DIST: mkdtempSync(path.join(tmpdir(), 'bff-no-build-')),
    // No host server build unless a test names one: pages render in the browser.
    HOST_SERVER_BUILD: path.join(tmpdir(), 'bff-no-host-server-build.js'),
    SESSION_SECRET: TEST_SESSION_SECRET,
    ...vars,
  });
}

/** Log lines written by a logger built with `captureLogs`. */
export interface CapturedLogs {
  lines: Array<Record<string, unknown>>;
  text(): string;
}

/** A logger at `level` whose JSON lines are collected in memory. */
export function captureLogs(level = 'debug'): { logger: AppDeps['logger']; logs: CapturedLogs } {
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      raw.push(chunk.toString('utf8'));
      done();
    },
  });
  const logger = createLogger(level, stream);
  return {
    logger,
    logs: {
      get lines() {
        return raw
          .flatMap((text) => text.split('\n').filter(Boolean))
          .map((line) => JSON.parse(line) as Record<string, unknown>);
      },
      text: () => raw.join(''),
    },
  };
}

/** Deps for tests: an empty credential source and no default process metrics unless overridden. */
export function testDeps(env: Env = testEnv(), overrides: Partial<AppDeps> = {}): AppDeps {
  return createDeps(env, {
    credentialSource: {},
    metrics: createMetrics({ defaults: false }),
    logger: createLogger('silent'),
    ...overrides,
  });
}
