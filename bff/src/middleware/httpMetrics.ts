import type { Metrics } from '../metrics/metrics';
import type { AppMiddleware } from '../state';

/**
 * Records each request's duration under its route *template* (`/api/widget-config/:configId`, a page id,
 * `static`), never the raw path, so label cardinality stays bounded whatever URLs clients send.
 */
export function httpMetrics(metrics: Metrics): AppMiddleware {
  return async (ctx, next) => {
    const end = metrics.httpDuration.startTimer();
    try {
      await next();
    } finally {
      end({ method: ctx.method, route: ctx.state.routeLabel ?? 'unmatched', status: String(ctx.status) });
    }
  };
}
