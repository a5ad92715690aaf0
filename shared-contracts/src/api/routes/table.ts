// The whole route table, in a module of its own: a bundle that does not use it (the widget takes
// `browserRoutes`) leaves out this module, and with it the route groups only it names.
import type { RouteBody, RouteParams, RouteQuery, RouteResponse } from '../defineRoute';
import { browserRoutes } from './browser';
import { insightsRoutes } from './insights';
import { opsRoutes } from './ops';
import { supportRoutes } from './support';
import { webhookRoutes } from './webhooks';

/**
 * The route table: every call of spec §7 plus the routes the BFF adds (the browser's, then webhooks and the
 * support API). Keys are stable route ids.
 */
export const routes = {
  ...opsRoutes,
  ...browserRoutes,
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
