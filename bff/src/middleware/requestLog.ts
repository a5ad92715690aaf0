import type { AppMiddleware } from '../state';

/**
 * Logs one line per request when it ends: method, path (never the query string, which may carry
 * tokens), status and duration. Errors are logged by the error middleware, which runs inside this one.
 */
export function requestLog(): AppMiddleware {
  return async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const status = ctx.status;
      const entry = {
        method: ctx.method,
        path: ctx.path,
        status,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
        route: ctx.state.routeLabel,
      };
      if (status >= 500) ctx.state.log.error(entry, 'request failed');
      else ctx.state.log.info(entry, 'request');
    }
  };
}
