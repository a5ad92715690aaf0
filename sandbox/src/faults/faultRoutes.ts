import type { Middleware } from 'koa';
import { FaultSpecError, parseFaultSpec, type FaultSwitches } from './faultSwitches';

/**
 * `/__sandbox/faults`: POST a fault spec (201 with the fault and its id; 400 with `{message}` for a bad
 * one), GET the active faults, DELETE to clear them all.
 */
export function faultRoutes(switches: FaultSwitches): Middleware {
  return async (ctx, next) => {
    if (ctx.path !== '/__sandbox/faults') {
      await next();
      return;
    }
    if (ctx.method === 'GET') {
      ctx.body = { faults: switches.list() };
    } else if (ctx.method === 'DELETE') {
      switches.clear();
      ctx.status = 204;
    } else if (ctx.method === 'POST') {
      try {
        ctx.body = switches.add(parseFaultSpec((ctx.request as { body?: unknown }).body));
        ctx.status = 201;
      } catch (error) {
        if (!(error instanceof FaultSpecError)) throw error;
        ctx.status = 400;
        ctx.body = { message: error.message };
      }
    } else {
      ctx.status = 405;
      ctx.set('Allow', 'GET, POST, DELETE');
      ctx.body = { message: 'GET, POST or DELETE' };
    }
  };
}
