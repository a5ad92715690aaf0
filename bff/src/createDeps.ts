import { createCache, type Cache } from './cache';
import { seededWidgetConfigs } from './config/widgetConfigs';
import { systemClock, type AppDeps } from './deps';
import type { Env } from './env';
import { createLogger } from './logging/createLogger';
import { createMetrics } from './metrics/metrics';
import { MemoryRateLimitStore } from './middleware/rateLimit';
import { RedisRateLimitStore } from './middleware/redisRateLimitStore';
import { createPaymentGateways } from './providers/paymentGateways';
import { createSheetsClientSource } from './providers/sheets';
import { createBokunClientSource } from './providers/bokun/clientSource';
import { sessionSecretOf } from './security/sessionSecret';
import { createWidgetSessions } from './security/widgetSession';

/** A key no value is ever stored under: reading it proves the cache answers. */
const CACHE_PROBE_KEY = 'health:probe';

/**
 * The default deps of a process for `env`: the variables it was parsed from as the credential source, the seeded widget configs,
 * Redis rate-limit counters and catalogue cache when REDIS_URL is set (in-process otherwise), a Bokun client
 * and the payment gateways per config id. Any field can be overridden – tests pass a fixed clock, a plain
 * credential object, a silent logger or fake gateways. Parts built here close themselves on shutdown; a
 * cache passed in is the caller's to close.
 * The store is opened separately (it is asynchronous), see startServer.
 */
export function createDeps(env: Env, overrides: Partial<AppDeps> = {}): AppDeps {
  const clock = overrides.clock ?? systemClock;
  const logger = overrides.logger ?? createLogger(env.LOG_LEVEL);
  const credentialSource = overrides.credentialSource ?? env.CREDENTIAL_SOURCE;
  const rateLimitStore =
    overrides.rateLimitStore ??
    (env.REDIS_URL
      ? new RedisRateLimitStore(env.REDIS_URL, `${env.REDIS_PREFIX}:`)
      : new MemoryRateLimitStore(clock));
  const ownCache =
    overrides.cache === undefined
      ? createCache({ redisUrl: env.REDIS_URL, namespace: env.REDIS_PREFIX, clock, logger })
      : undefined;
  const cache: Cache = ownCache ?? (overrides.cache as Cache);
  const deps: AppDeps = {
    env,
    logger,
    clock,
    credentialSource,
    widgetConfigs: overrides.widgetConfigs ?? seededWidgetConfigs(env.PUBLIC_URL, env.PARTNER_ORIGINS),
    rateLimitStore,
    metrics: overrides.metrics ?? createMetrics({ now: () => clock.now().getTime() }),
    healthChecks: overrides.healthChecks ?? {},
    closers: overrides.closers ?? [],
    cache,
    bokunClient: overrides.bokunClient ?? createBokunClientSource({ credentialSource, clock }),
    paymentGateways: overrides.paymentGateways ?? createPaymentGateways({ credentialSource, clock, logger }),
    // Calls end well inside the worker's lease, so a slow append never outlives its claim.
    sheetsClient:
      overrides.sheetsClient ??
      createSheetsClientSource(credentialSource, { timeoutMs: Math.min(20_000, env.SHEETS_LEASE_MS / 2) }),
    widgetSessions: overrides.widgetSessions ?? createWidgetSessions(sessionSecretOf(env)),
    ...(overrides.store ? { store: overrides.store } : {}),
  };
  deps.closers.push(() => rateLimitStore.close());
  if (ownCache) deps.closers.push(() => ownCache.close());
  // An in-process cache cannot be down; a shared one can, and readiness should say so.
  if (ownCache?.engine === 'redis') {
    deps.healthChecks.cache ??= async () => {
      await ownCache.get(CACHE_PROBE_KEY);
    };
  }
  return deps;
}

/** Runs every closer, newest first, logging (not throwing) failures so one stuck part cannot block the rest. */
export async function closeDeps(deps: AppDeps): Promise<void> {
  for (const close of [...deps.closers].reverse()) {
    try {
      await close();
    } catch (error) {
      deps.logger.error({ err: error }, 'closing a dependency failed');
    }
  }
}
