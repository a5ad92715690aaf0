import type { AppDeps } from '../deps';
import { catchUp } from '../services/insights/report';
import { periodic, type PeriodicJob } from './periodic';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Rolls new funnel events into the insights' counters every two seconds; a pass answers how many it rolled. */
export function createInsightsRollup(
  deps: Pick<AppDeps, 'store' | 'logger'>,
  intervalMs = 2_000,
): PeriodicJob {
  return periodic(
    () => (deps.store ? catchUp(deps.store) : Promise.resolve(0)),
    intervalMs,
    (error) => deps.logger.error({ err: error }, 'funnel roll-up failed'),
  );
}

/**
 * Purges funnel events, sessions and provider fault counts older than INSIGHTS_RETENTION_DAYS, once an hour;
 * a pass answers how many events went.
 */
export function createInsightsRetention(
  deps: Pick<AppDeps, 'store' | 'env' | 'clock' | 'logger'>,
  intervalMs = HOUR_MS,
): PeriodicJob {
  return periodic(
    async () => {
      if (!deps.store) return 0;
      const before = new Date(deps.clock.now().getTime() - deps.env.INSIGHTS_RETENTION_DAYS * DAY_MS);
      const purged = await deps.store.funnelEvents.purgeBefore(before);
      if (purged > 0) deps.logger.info({ purged, before: before.toISOString() }, 'old funnel events purged');
      return purged;
    },
    intervalMs,
    (error) => deps.logger.error({ err: error }, 'funnel event purge failed'),
  );
}
