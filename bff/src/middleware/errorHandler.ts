import { toHttpError } from '../errors';
import type { AppMiddleware } from '../state';

/**
 * Renders every error as `{ error: { code, message, details? } }` with the error's status.
 * An unexpected error is logged with its stack and answered as a bare internal_error: a 5xx never
 * carries internals to the client.
 */
export function errorHandler(): AppMiddleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (thrown) {
      const error = toHttpError(thrown);
      if (error.status >= 500) ctx.state.log.error({ err: thrown }, 'request error');
      else ctx.state.log.debug({ code: error.code, status: error.status }, 'client error');
      ctx.status = error.status;
      for (const [name, value] of Object.entries(error.headers)) ctx.set(name, value);
      ctx.body = {
        error: {
          code: error.code,
          message: error.message,
          ...(error.details === undefined ? {} : { details: error.details }),
        },
      };
    }
  };
}
