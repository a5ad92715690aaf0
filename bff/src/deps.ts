import type { Env } from './env';
import type { Logger } from './logging/createLogger';
import type { RateLimitStore } from './middleware/rateLimit';
import type { Metrics } from './metrics/metrics';
import type { WidgetConfigSource } from './config/widgetConfigs';

/** Current time; injected so tests and jobs control it. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A readiness probe: resolves when the dependency answers, rejects otherwise. */
export type HealthCheck = () => Promise<void>;

/**
 * Everything the app and its services need, as a plain object. Route modules read what they use;
 * services take `(deps, input)`. Later parts (store, cache, provider clients) are added as optional fields
 * here, so a test builds only what it exercises.
 */
export interface AppDeps {
  env: Env;
  logger: Logger;
  clock: Clock;
  /** The variables credentials are read from (process.env in production, a plain object in tests). */
  credentialSource: Record<string, string | undefined>;
  /** Widget configurations by config id. */
  widgetConfigs: WidgetConfigSource;
  /** Rate-limit counters; in-memory unless REDIS_URL is set. */
  rateLimitStore: RateLimitStore;
  metrics: Metrics;
  /** Readiness probes reported by /healthz, by name (e.g. `store`). */
  healthChecks: Record<string, HealthCheck>;
  /** Run on shutdown after the server stopped accepting, in reverse order of registration. */
  closers: Array<() => Promise<void>>;
}
