import { notFound } from '../errors';
import type { AppMiddleware } from '../state';

/** Turns a request nothing answered into the JSON 404 `{ error: { code: 'not_found', message } }`. */
export function notFoundFallback(): AppMiddleware {
  return async (ctx, next) => {
    await next();
    if (ctx.status === 404 && ctx.body == null) {
      ctx.state.routeLabel ??= 'unmatched';
      throw notFound(ctx.path);
    }
  };
}
