import { createHash, timingSafeEqual } from 'node:crypto';
import type Router from '@koa/router';
import type { AppDeps } from '../deps';
import { notFound, unauthorized } from '../errors';
import type { AppState } from '../state';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** True when the Authorization header is `Bearer <token>`, compared in constant time. */
export function bearerMatches(header: string, token: string): boolean {
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), digest(token));
}

const DAY_MS = 24 * 60 * 60_000;

/** Sets `bff_holds_last_day` from the store; a store failure leaves the last values and is logged. */
async function readRecentHolds(
  deps: Pick<AppDeps, 'metrics' | 'logger'> & Partial<Pick<AppDeps, 'store' | 'clock'>>,
): Promise<void> {
  if (!deps.store || !deps.clock) return;
  const now = deps.clock.now();
  try {
    const recent = await deps.store.holds.recent(new Date(now.getTime() - DAY_MS), now);
    for (const state of ['live', 'released', 'expired', 'confirmed'] as const) {
      deps.metrics.recentHolds.set({ state }, recent[state]);
    }
  } catch (error) {
    deps.logger.warn({ err: error }, 'reading recent holds for metrics failed');
  }
}

/**
 * GET /metrics: Prometheus text exposition of the app's registry, only for a scraper that sends
 * `Authorization: Bearer $METRICS_TOKEN` (401 otherwise); without a configured token it is not served (404).
 */
export function registerMetrics(
  router: Router<AppState>,
  deps: Pick<AppDeps, 'metrics' | 'env' | 'logger'> & Partial<Pick<AppDeps, 'store' | 'clock'>>,
): void {
  router.get('/metrics', async (ctx) => {
    ctx.state.routeLabel = '/metrics';
    const token = deps.env.METRICS_TOKEN;
    if (token === undefined) throw notFound(ctx.path);
    if (!bearerMatches(ctx.get('Authorization'), token)) throw unauthorized();
    ctx.set('Content-Type', deps.metrics.registry.contentType);
    ctx.set('Cache-Control', 'no-store');
    await readRecentHolds(deps);
    ctx.body = await deps.metrics.registry.metrics();
  });
}
