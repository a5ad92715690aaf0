// The whole route table, in a module of its own: a bundle that does not use it (the widget takes
// `browserRoutes`) leaves out this module, and with it the route groups and request schemas only it names.
import type { RouteBody, RouteParams, RouteQuery, RouteResponse } from '../defineRoute';
import { bokunRoutes } from './bokun';
import { bookingRoutes } from './booking';
import { configRoutes } from './config';
import { googleRoutes } from './google';
import { insightsRoutes } from './insights';
import { opsRoutes } from './ops';
import { sessionRoutes } from './session';
import { stripeRoutes } from './stripe';
import { supportRoutes } from './support';
import { tpayRoutes } from './tpay';
import { webhookRoutes } from './webhooks';

/**
 * The route table: every call of spec §7 plus the routes the BFF adds (the browser's, then webhooks and the
 * support API). Keys are stable route ids.
 */
export const routes = {
  ...opsRoutes,
  // the browser's routes, in the order of `browserRoutes`
  ...configRoutes,
  ...sessionRoutes,
  ...bokunRoutes,
  ...tpayRoutes,
  ...stripeRoutes,
  ...bookingRoutes,
  ...googleRoutes,
  ...webhookRoutes,
  ...supportRoutes,
  ...insightsRoutes,
} as const;

export type Routes = typeof routes;
export type RouteId = keyof Routes;

/** The inferred input and output types of one route: `RouteIO<'bokunReserve'>['body']`. */
export interface RouteIO<Id extends RouteId> {
  params: RouteParams<Routes[Id]>;
  query: RouteQuery<Routes[Id]>;
  body: RouteBody<Routes[Id]>;
  response: RouteResponse<Routes[Id]>;
}
