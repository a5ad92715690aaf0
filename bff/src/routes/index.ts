import Router from '@koa/router';
import type { AppDeps } from '../deps';
import { methodNotAllowed, notImplemented } from '../errors';
import type { AppState } from '../state';
import { registerBokunRoutes } from './bokun';
import { registerConfigRoutes } from './config';
import { registerGoogleRoutes } from './google';
import { registerSessionRoutes } from './session';
import { registerSupportRoutes } from './support';
import { registerMetrics } from './metrics';
import { registerOpsRoutes } from './ops';
import { registerPaymentRoutes } from './payments';
import { registerWebhookRoutes } from './webhooks';

/** Mounts one group of routes; later groups (catalog, reservations, payments, webhooks) follow this shape. */
export type RouteGroup = (router: Router<AppState>, deps: AppDeps) => void;

/** The route groups of the BFF, in mounting order. */
export const routeGroups: RouteGroup[] = [
  registerOpsRoutes,
  registerConfigRoutes,
  registerSessionRoutes,
  registerMetrics,
  registerBokunRoutes,
  registerPaymentRoutes,
  registerGoogleRoutes,
  registerWebhookRoutes,
  registerSupportRoutes,
];

/** The router with every route group mounted. */
export function buildRouter(deps: AppDeps, groups: RouteGroup[] = routeGroups): Router<AppState> {
  const router = new Router<AppState>();
  for (const group of groups) group(router, deps);
  return router;
}

/** 405 / 501 as JSON errors instead of the router's empty answers. */
export function allowedMethods(router: Router<AppState>) {
  return router.allowedMethods({
    throw: true,
    methodNotAllowed,
    notImplemented,
  });
}
