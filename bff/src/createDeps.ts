import { seededWidgetConfigs } from './config/widgetConfigs';
import { systemClock, type AppDeps } from './deps';
import type { Env } from './env';
import { createLogger } from './logging/createLogger';
import { createMetrics } from './metrics/metrics';
import { MemoryRateLimitStore } from './middleware/rateLimit';
import { RedisRateLimitStore } from './middleware/redisRateLimitStore';

/**
 * The default deps of a process for `env`: process.env as the credential source, the seeded widget configs,
 * Redis rate-limit counters when REDIS_URL is set (in-memory otherwise). Any field can be overridden –
 * tests pass a fixed clock, a plain credential object or a silent logger. The rate-limit store closes
 * itself on shutdown; later parts (store, cache) push their own closers and health checks.
 */
export function createDeps(env: Env, overrides: Partial<AppDeps> = {}): AppDeps {
  const clock = overrides.clock ?? systemClock;
  const rateLimitStore =
    overrides.rateLimitStore ??
    (env.REDIS_URL
      ? new RedisRateLimitStore(env.REDIS_URL)
      : new MemoryRateLimitStore(() => clock.now().getTime()));
  const deps: AppDeps = {
    env,
    logger: overrides.logger ?? createLogger(env.LOG_LEVEL),
    clock,
    credentialSource: overrides.credentialSource ?? process.env,
    widgetConfigs: overrides.widgetConfigs ?? seededWidgetConfigs(env.PUBLIC_URL),
    rateLimitStore,
    metrics: overrides.metrics ?? createMetrics(),
    healthChecks: overrides.healthChecks ?? {},
    closers: overrides.closers ?? [],
  };
  deps.closers.push(() => rateLimitStore.close());
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
