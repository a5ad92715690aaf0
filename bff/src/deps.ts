import type { Clock } from './clock';
import type { Env } from './env';
import type { Logger } from './logging/createLogger';
import type { RateLimitStore } from './middleware/rateLimit';
import type { Metrics } from './metrics/metrics';
import type { PaymentGateways } from './providers/paymentGateways';
import type { SheetsClientSource } from './providers/sheets';
import type { WidgetConfigSource } from './config/widgetConfigs';
import type { WidgetConfigRegistry } from './config/storedWidgetConfigs';
import type { Cache } from './cache';
import type { BokunClientSource } from './providers/bokun/clientSource';
import type { Store } from './store';
import type { WidgetSessions } from './security/widgetSession';

export { systemClock, type Clock } from './clock';

/** A readiness probe: resolves when the dependency answers, rejects otherwise. */
export type HealthCheck = () => Promise<void>;

/**
 * Everything the app and its services need, as a plain object. Route modules read what they use;
 * services take `(deps, input)`. Parts that open asynchronously (the store) are optional, so a test
 * builds only what it exercises.
 */
export interface AppDeps {
  env: Env;
  logger: Logger;
  clock: Clock;
  /** The variables credentials are read from (process.env in production, a plain object in tests). */
  credentialSource: Record<string, string | undefined>;
  /** Widget configurations by config id (the store's, cached, once the store is open). */
  widgetConfigs: WidgetConfigSource;
  /** The store-backed configs (load, list, save), once the server opened its store. */
  widgetConfigRegistry?: WidgetConfigRegistry;
  /** Rate-limit counters; in-memory unless REDIS_URL is set. */
  rateLimitStore: RateLimitStore;
  metrics: Metrics;
  /** Readiness probes reported by /healthz, by name (e.g. `store`). */
  healthChecks: Record<string, HealthCheck>;
  /** Run on shutdown after the server stopped accepting, in reverse order of registration. */
  closers: Array<() => Promise<void>>;
  /** Catalogue cache: Redis when REDIS_URL is set, an in-process LRU otherwise. */
  cache: Cache;
  /** The Bokun client of a config id (throws a Bokun `not_configured` ProviderError without its variables). */
  bokunClient: BokunClientSource;
  /** The Tpay and Stripe gateways of a config id (credentials are checked when an operation runs). */
  paymentGateways: PaymentGateways;
  /** The Google Sheets client of a config id; undefined when its spreadsheet or service account is not set. */
  sheetsClient: SheetsClientSource;
  /** Issues and verifies the widget session ids (signed with SESSION_SECRET). */
  widgetSessions: WidgetSessions;
  /**
   * The migrated database (reservations, idempotency records). Opened asynchronously at start
   * (see startServer's `openStore`), so absent in deps built without it; services that need it answer 503.
   */
  store?: Store;
}
