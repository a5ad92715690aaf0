import type { AppMiddleware } from '../state';

/** Paths whose last segment is a visitor's e-mail address. */
const EMAIL_PATH = /^(\/+api\/+google\/+check-email-for-newsletter\/+)[^/]+/i;

/** What stands in the log for a segment that carried a visitor's e-mail. */
export const REDACTED = '[redacted]';

/**
 * The path as the access log writes it: the e-mail of the newsletter check replaced by `[redacted]`, and so is
 * any other segment that holds an `@` (plain or percent-encoded), whatever route it was sent to.
 */
export function loggedPath(path: string): string {
  return path
    .replace(EMAIL_PATH, `$1${REDACTED}`)
    .split('/')
    .map((segment) => (/@|%40/i.test(segment) ? REDACTED : segment))
    .join('/');
}

/**
 * Logs one line per request when it ends: method, path (never the query string, which may carry
 * tokens, and never a visitor's e-mail: see `loggedPath`), status and duration. Errors are logged by the
 * error middleware, which runs inside this one.
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
        path: loggedPath(ctx.path),
        status,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
        route: ctx.state.routeLabel,
      };
      if (status >= 500) ctx.state.log.error(entry, 'request failed');
      else ctx.state.log.info(entry, 'request');
    }
  };
}
