import type Router from '@koa/router';
import { credentials, DEFAULT_PAYMENT_PROVIDER, widgetConfig } from '@booking/shared-contracts';
import { credentialReport } from '../config/credentialReport';
import type { AppDeps } from '../deps';
import { configNotFound } from '../errors';
import type { AppState } from '../state';
import { register } from './register';

/**
 * GET /api/widget-config/{configId}: the public global config and products (never credentials).
 * GET /api/credentials?prefix=: flags and variable names of a config's credentials (spec §7); the payment
 * provider whose keys are required is the one of the config whose prefix this is (Tpay by default).
 */
export function registerConfigRoutes(
  router: Router<AppState>,
  deps: Pick<AppDeps, 'widgetConfigs' | 'credentialSource' | 'widgetConfigRegistry'>,
): void {
  register(router, widgetConfig, async ({ params }, ctx) => {
    const config = deps.widgetConfigRegistry
      ? await deps.widgetConfigRegistry.load(params.configId)
      : deps.widgetConfigs(params.configId);
    if (!config) throw configNotFound(params.configId);
    // Revalidated on every view: an unchanged config costs a 304 (ETag, see compressResponse).
    ctx.set('Cache-Control', 'no-cache');
    ctx.state.revalidate = true;
    return { configId: config.configId, globalConfig: config.globalConfig, products: config.products };
  });

  register(router, credentials, ({ query }, ctx) => {
    // The prefix is the upper-cased config id, whose "-" became "_": try both spellings of the id.
    const id = query.prefix.slice(0, -1).toLowerCase();
    const config = deps.widgetConfigs(id) ?? deps.widgetConfigs(id.replaceAll('_', '-'));
    // Only configured ids: the report must not let anyone probe which variables the server has.
    if (!config) throw configNotFound(id);
    const provider = config.globalConfig.paymentProvider ?? DEFAULT_PAYMENT_PROVIDER;
    ctx.set('Cache-Control', 'no-store');
    return credentialReport(query.prefix, deps.credentialSource, provider);
  });
}
