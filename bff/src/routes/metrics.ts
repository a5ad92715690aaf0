import type Router from '@koa/router';
import type { AppDeps } from '../deps';
import type { AppState } from '../state';

/** GET /metrics: Prometheus text exposition of the app's registry. */
export function registerMetrics(router: Router<AppState>, deps: Pick<AppDeps, 'metrics'>): void {
  router.get('/metrics', async (ctx) => {
    ctx.state.routeLabel = '/metrics';
    ctx.set('Content-Type', deps.metrics.registry.contentType);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await deps.metrics.registry.metrics();
  });
}
