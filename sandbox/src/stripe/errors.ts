import type { Context, Next } from 'koa';

export type StripeErrorType =
  'invalid_request_error' | 'authentication_error' | 'idempotency_error' | 'api_error';

/** A refusal in Stripe's `{error: {type, code, message, param}}` shape. */
export class StripeSimError extends Error {
  constructor(
    readonly status: number,
    readonly type: StripeErrorType,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }
}

export const invalidRequest = (message: string, param?: string, code = 'parameter_invalid') =>
  new StripeSimError(400, 'invalid_request_error', message, code, param);

export function sendStripeError(ctx: Context, error: StripeSimError): void {
  ctx.status = error.status;
  ctx.body = {
    error: {
      type: error.type,
      message: error.message,
      ...(error.code ? { code: error.code } : {}),
      ...(error.param ? { param: error.param } : {}),
    },
  };
}

/** Renders thrown simulator errors, and Koa's own 4xx, in Stripe's shape; anything else is a 500 api_error. */
export async function stripeErrorBoundary(ctx: Context, next: Next): Promise<void> {
  try {
    await next();
  } catch (error) {
    if (error instanceof StripeSimError) return sendStripeError(ctx, error);
    const status = (error as { status?: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return sendStripeError(
        ctx,
        new StripeSimError(status, 'invalid_request_error', (error as Error).message),
      );
    }
    sendStripeError(ctx, new StripeSimError(500, 'api_error', 'Internal simulator error'));
  }
}
