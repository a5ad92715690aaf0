import type { RouteDef } from '@booking/shared-contracts';
import { HttpError } from '../errors';
import type { AppContext } from '../state';
import type { RouteHandler, RouteInput } from './register';

/** A failed reservation call: `success: false` beside the usual `{code, message}` error. */
export interface FailureBody {
  success: false;
  error: { code: string; message: string; details?: unknown };
}

function failureBody(ctx: AppContext, error: HttpError): FailureBody {
  ctx.status = error.status;
  for (const [name, value] of Object.entries(error.headers)) ctx.set(name, value);
  if (error.status >= 500)
    ctx.state.log.warn({ code: error.code, status: error.status, err: error }, 'reservation call failed');
  return {
    success: false,
    error: {
      code: error.code,
      message: error.message,
      ...(error.details === undefined ? {} : { details: error.details }),
    },
  };
}

/**
 * Reservation routes answer failures as `{success: false, error: {code, message}}` with the error's
 * status: the §7 callers read `success`, the widget's API client reads `error.code`. Anything that is
 * not an HttpError is left to the error middleware (a bare 500).
 */
export function withFailureBody<R extends RouteDef>(handler: RouteHandler<R>): RouteHandler<R> {
  return async (input: RouteInput<R>, ctx: AppContext) => {
    try {
      return await handler(input, ctx);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      // The failure body is not the contract's 2xx shape, which is why it leaves with a non-2xx status.
      return failureBody(ctx, error);
    }
  };
}
