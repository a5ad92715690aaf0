// The routes a visitor's browser calls, in a module of its own so the widget's bundle takes only these.
import { bokunRoutes } from './bokun';
import { bookingRoutes } from './booking';
import { configRoutes } from './config';
import { googleRoutes } from './google';
import { sessionRoutes } from './session';
import { stripeRoutes } from './stripe';
import { tpayRoutes } from './tpay';

/**
 * The widget client's table: the route table without the health, OpenAPI, webhook and support routes, so
 * their schemas stay out of the widget's code.
 */
export const browserRoutes = {
  ...configRoutes,
  ...sessionRoutes,
  ...bokunRoutes,
  ...tpayRoutes,
  ...stripeRoutes,
  ...bookingRoutes,
  ...googleRoutes,
} as const;

export type BrowserRoutes = typeof browserRoutes;
export type BrowserRouteId = keyof BrowserRoutes;
