import type { Context, Next } from 'koa';

export type StripeErrorType = 'invalid_request_error' | 'idempotency_error' | 'api_error';

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

/**
 * Whether stripe-node may retry, as Stripe's `Stripe-Should-Retry` says: never a refusal of the request itself,
 * always a conflict with a concurrent request or a failure on Stripe's side.
 */
export function shouldRetry(status: number): boolean | null {
  if (status === 409 || status >= 500) return true;
  if (status === 429) return null;
  return false;
}

export function sendStripeError(ctx: Context, error: StripeSimError): void {
  ctx.status = error.status;
  const retry = shouldRetry(error.status);
  if (retry !== null) ctx.set('Stripe-Should-Retry', String(retry));
  ctx.body = {
    error: {
      type: error.type,
      message: error.message,
      ...(error.code ? { code: error.code } : {}),
      ...(error.param ? { param: error.param } : {}),
    },
  };
}

/** What Stripe answers for a path or method it does not serve: a 404 in the error shape, never a bare body. */
export const unrecognizedUrl = (method: string, path: string) =>
  new StripeSimError(
    404,
    'invalid_request_error',
    `Unrecognized request URL (${method}: ${path}). The simulator serves only the Checkout Session and payment method configuration calls.`,
  );

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
