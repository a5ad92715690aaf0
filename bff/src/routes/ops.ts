import type Router from '@koa/router';
import { buildOpenApiDocument, healthz, openapi, routes } from '@booking/shared-contracts';
import type { AppDeps, HealthCheck } from '../deps';
import type { AppState } from '../state';
import { register } from './register';

const CHECK_TIMEOUT_MS = 2000;

async function runCheck(check: HealthCheck): Promise<'ok' | 'fail'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('health check timed out')), CHECK_TIMEOUT_MS);
    timer.unref();
  });
  try {
    await Promise.race([check(), timeout]);
    return 'ok';
  } catch {
    return 'fail';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /healthz runs every registered check (store, cache…) in parallel: 200 `ok` when all pass, 503
 * `degraded` naming the failing ones – without their error text, which may hold connection details.
 * GET /api/openapi.json serves the document generated from the contract route table.
 */
export function registerOpsRoutes(router: Router<AppState>, deps: Pick<AppDeps, 'healthChecks'>): void {
  register(router, healthz, async (_input, ctx) => {
    const names = Object.keys(deps.healthChecks);
    const results = await Promise.all(
      names.map((name) => runCheck(deps.healthChecks[name] ?? (() => Promise.resolve()))),
    );
    const checks = Object.fromEntries(names.map((name, i) => [name, results[i]]));
    const status: 'ok' | 'degraded' = results.every((result) => result === 'ok') ? 'ok' : 'degraded';
    ctx.set('Cache-Control', 'no-store');
    if (status !== 'ok') ctx.status = 503;
    return { status, checks };
  });

  const document = buildOpenApiDocument(routes, { title: 'Booking widget BFF' });
  register(router, openapi, () => document);
}
