import { httpErrorFrom, type HttpError } from '../errors';
import type { AppMiddleware } from '../state';

/** The one failure body: `{ error: { code, message, details? } }`, plus `success: false` where the route says so. */
export function errorBody(error: HttpError, withSuccessFlag = false) {
  return {
    ...(withSuccessFlag ? { success: false as const } : {}),
    error: {
      code: error.code,
      message: error.message,
      ...(error.details === undefined ? {} : { details: error.details }),
    },
  };
}

/**
 * Renders every error with the error's status and the one failure body. A route that declares
 * `failureCarriesSuccess` adds `success: false` to the failures its handler reports. An unexpected error
 * is logged with its stack and answered as a bare internal_error: a 5xx never carries internals. Every 5xx
 * is shown to `onProviderFault`, which counts the ones a provider caused.
 */
export function errorHandler(onProviderFault?: (code: string, thrown: unknown) => void): AppMiddleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (thrown) {
      const error = httpErrorFrom(thrown);
      if (error.status >= 500) onProviderFault?.(error.code, thrown);
      if (error.status >= 500) ctx.state.log.error({ err: thrown }, 'request error');
      else ctx.state.log.debug({ code: error.code, status: error.status }, 'client error');
      ctx.status = error.status;
      for (const [name, value] of Object.entries(error.headers)) ctx.set(name, value);
      const flagged = ctx.state.failureCarriesSuccess === true && error.code !== 'internal_error';
      ctx.body = errorBody(error, flagged);
    }
  };
}
