import cors from '@koa/cors';
import type { AppMiddleware } from '../state';

/** True for the JSON API paths that cross-origin callers (the widget remote, partner pages) may use. */
export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/**
 * CORS for /api only, for the listed origins only: an allowed Origin is echoed back, any other gets no
 * CORS headers and the browser refuses the answer. Pages and webhooks never get CORS headers.
 */
export function apiCors(allowedOrigins: readonly string[]): AppMiddleware {
  const allowed = new Set(allowedOrigins);
  const handler = cors({
    origin: (ctx) => {
      const origin = ctx.get('Origin');
      return allowed.has(origin) ? origin : '';
    },
    allowMethods: ['GET', 'POST', 'OPTIONS'],
    allowHeaders: ['Content-Type', 'X-Request-Id', 'Idempotency-Key'],
    exposeHeaders: [
      'X-Request-Id',
      'Retry-After',
      'RateLimit-Limit',
      'RateLimit-Remaining',
      'RateLimit-Reset',
    ],
    maxAge: 600,
  });
  return async (ctx, next) => {
    if (!isApiPath(ctx.path)) {
      await next();
      return;
    }
    // Vary on Origin even when refused, so a shared cache never serves one origin's answer to another.
    ctx.vary('Origin');
    await handler(ctx, next);
  };
}
