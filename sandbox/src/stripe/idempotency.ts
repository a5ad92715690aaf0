import type { Context, Next } from 'koa';
import { readRawBody } from '../http/rawBody';
import { sendStripeError, StripeSimError } from './errors';

interface Stored {
  path: string;
  body: string;
  status: number;
  response: unknown;
}

/**
 * Honours `Idempotency-Key` on POSTs: the same key with the same path and parameters replays the first
 * answer; with different ones it is an `idempotency_error` (stripe.md §1.1, §7). 5xx answers are not kept.
 */
export function idempotency(store: Map<string, Stored>) {
  return async (ctx: Context, next: Next) => {
    const key = ctx.get('idempotency-key');
    if (ctx.method !== 'POST' || !key) {
      await next();
      return;
    }
    const body = await readRawBody(ctx);
    (ctx.request as { rawBody?: string }).rawBody = body;
    const previous = store.get(key);
    if (previous) {
      if (previous.path !== ctx.path || previous.body !== body) {
        return sendStripeError(
          ctx,
          new StripeSimError(
            400,
            'idempotency_error',
            'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          ),
        );
      }
      ctx.status = previous.status;
      ctx.body = previous.response;
      ctx.set('Idempotent-Replayed', 'true');
      return;
    }
    try {
      await next();
    } catch (error) {
      if (!(error instanceof StripeSimError)) throw error;
      sendStripeError(ctx, error);
    }
    if (ctx.status < 500) store.set(key, { path: ctx.path, body, status: ctx.status, response: ctx.body });
  };
}
