import type { Middleware } from 'koa';
import { applyApiFault } from '../faults/apiFaults';
import type { FaultSwitches } from '../faults';
import { bokunAuth } from './auth';
import { sendBokunError } from './errors';
import { activityRoutes } from './routes/activity';
import { bookingRoutes } from './routes/booking';
import { checkoutRoutes } from './routes/checkout';
import type { BokunSimulator } from './simulator';

/** Paths Bokun owns on the sandbox host. */
const BOKUN_PATH = /^\/(activity|checkout|booking)\.json(\/|$)/;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Records the call, then serves any fault injected for it (a switch set over HTTP first). */
function callLog(sim: BokunSimulator, switches: FaultSwitches | undefined): Middleware {
  return async (ctx, next) => {
    sim.faultBook.record({ method: ctx.method, path: ctx.path, query: ctx.querystring });
    const answered =
      switches &&
      (await applyApiFault(switches, 'bokun', ctx, ctx.path, (c, status) =>
        sendBokunError(c, status, `Injected failure ${status}`),
      ));
    if (answered) return;
    const fault = sim.faultBook.take(ctx.method, ctx.path);
    if (fault?.delayMs) await sleep(fault.delayMs);
    if (fault?.status) {
      ctx.set(fault.headers ?? {});
      sendBokunError(ctx, fault.status, `Injected failure ${fault.status}`);
      return;
    }
    await next();
  };
}

const notFound: Middleware = (ctx) => {
  sendBokunError(ctx, 404, `No such endpoint: ${ctx.method} ${ctx.path}`);
};

/** Runs middleware in order, each one's `next` being the following one. */
function chain(middleware: Middleware[]): Middleware {
  return (ctx, next) => {
    const run = (i: number): Promise<unknown> => {
      const current = middleware[i];
      return current ? Promise.resolve(current(ctx, () => run(i + 1))) : Promise.resolve(next());
    };
    return run(0);
  };
}

/** Bokun's REST paths: call log and faults, the signature check, then the endpoints. */
export function bokunRouter(sim: BokunSimulator, switches?: FaultSwitches): Middleware {
  const routers = [activityRoutes(sim), checkoutRoutes(sim), bookingRoutes(sim)];
  const handle = chain([
    callLog(sim, switches),
    bokunAuth({ keys: sim.keys, clock: sim.clock, maxClockSkewMs: sim.maxClockSkewMs }),
    ...routers.flatMap((r) => [r.routes() as Middleware, r.allowedMethods() as Middleware]),
    notFound,
  ]);
  return async (ctx, next) => {
    if (BOKUN_PATH.test(ctx.path)) await handle(ctx, next);
    else await next();
  };
}
