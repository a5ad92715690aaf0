import type { Context, Next } from 'koa';
import { readRawBody } from '../http/rawBody';
import { invalidRequest, sendStripeError, StripeSimError } from './errors';
import { parseStripeForm, type FormValue } from './formBody';

export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;

interface Stored {
  path: string;
  params: string;
  status: number;
  response: unknown;
}

/** The request's parameters in one canonical text, so key order and encoding details do not matter. */
function canonical(value: FormValue | null): string {
  if (value === null || typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const keys = Object.keys(value).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(value[k] as FormValue)}`).join(',')}}`;
}

/** Handlers call this once the request passed validation: from then on its answer is kept under the key. */
export function markExecutionStarted(ctx: Context): void {
  (ctx.state as { stripeExecutionStarted?: boolean }).stripeExecutionStarted = true;
}

const executionStarted = (ctx: Context) =>
  (ctx.state as { stripeExecutionStarted?: boolean }).stripeExecutionStarted === true;

/**
 * Honours `Idempotency-Key` on POSTs as Stripe does: the same key with the same path and parameters replays
 * the first answer; with others it is an `idempotency_error`. An answer is kept only once the endpoint began
 * executing, so a request refused by validation leaves nothing behind and its corrected retry goes through.
 */
export function idempotency(store: Map<string, Stored>) {
  return async (ctx: Context, next: Next) => {
    const key = ctx.get('idempotency-key');
    if (ctx.method !== 'POST' || !key) {
      await next();
      return;
    }
    if (key.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
      return sendStripeError(
        ctx,
        invalidRequest(`Idempotency keys are at most ${MAX_IDEMPOTENCY_KEY_LENGTH} characters.`),
      );
    }
    const body = await readRawBody(ctx);
    (ctx.request as { rawBody?: string }).rawBody = body;
    const params = canonical(parseStripeForm(body));
    const previous = store.get(key);
    if (previous) {
      if (previous.path !== ctx.path || previous.params !== params) {
        return sendStripeError(
          ctx,
          new StripeSimError(
            400,
            'idempotency_error',
            `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          ),
        );
      }
      ctx.status = previous.status;
      ctx.body = previous.response;
      ctx.set('Idempotent-Replayed', 'true');
      ctx.set('Idempotency-Key', key);
      return;
    }
    try {
      await next();
    } catch (error) {
      if (!(error instanceof StripeSimError)) throw error;
      sendStripeError(ctx, error);
    }
    ctx.set('Idempotency-Key', key);
    if (executionStarted(ctx))
      store.set(key, { path: ctx.path, params, status: ctx.status, response: ctx.body });
  };
}
