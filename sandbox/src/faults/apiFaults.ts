import type { Context, Middleware } from 'koa';
import { pause, type FaultProvider, type FaultSwitches } from './faultSwitches';

/** The longest a `timeout` fault holds a call: far past any client timeout. */
const HANG_MS = 10 * 60_000;

/** Answers an injected failure in the provider's own error shape. */
export type FaultResponder = (ctx: Context, status: number) => void;

/**
 * Applies the API faults of `provider` to the call in `ctx` (path as the provider sees it): waits for a
 * `latency`, holds a `timeout` until the client goes away, answers an `error`. Resolves true when the call
 * was answered here (the handler must not run).
 */
export async function applyApiFault(
  switches: FaultSwitches,
  provider: FaultProvider,
  ctx: Context,
  path: string,
  respond: FaultResponder,
): Promise<boolean> {
  const fault = switches.takeForCall(provider, ctx.method, path);
  if (!fault) return false;
  const gone = new AbortController();
  ctx.res.once('close', () => gone.abort());
  if (fault.kind === 'latency') {
    await pause(fault.delayMs ?? 1_000, gone.signal);
    return false;
  }
  if (fault.kind === 'timeout') {
    await pause(HANG_MS, gone.signal);
    ctx.respond = false;
    return true;
  }
  if (fault.retryAfterSeconds !== undefined) ctx.set('Retry-After', String(fault.retryAfterSeconds));
  respond(ctx, fault.status ?? 503);
  return true;
}

/** Middleware applying `provider`'s API faults to calls under `prefix` whose rest matches `apiPath`. */
export function apiFaults(
  switches: FaultSwitches,
  provider: FaultProvider,
  prefix: string,
  respond: FaultResponder,
  apiPath: RegExp = /^\//,
): Middleware {
  return async (ctx, next) => {
    if (ctx.path.startsWith(`${prefix}/`)) {
      const path = ctx.path.slice(prefix.length);
      if (apiPath.test(path) && (await applyApiFault(switches, provider, ctx, path, respond))) return;
    }
    await next();
  };
}
