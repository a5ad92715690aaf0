// The routes a visitor's browser calls, as the browser needs them: method, path, params and the schemas of
// their answers. Each route's request part (body and query schemas, examples, OpenAPI text) lives in the
// group's module one folder up, which only the full table imports – so the widget's bundle leaves it out.
import type { Routes } from '../table';
import { bokunBrowserRoutes } from './bokun';
import { bookingBrowserRoutes } from './booking';
import { configBrowserRoutes } from './config';
import { googleBrowserRoutes } from './google';
import { sessionBrowserRoutes } from './session';
import { stripeBrowserRoutes } from './stripe';
import { tpayBrowserRoutes } from './tpay';

/**
 * The widget client's table: the browser part of each route the browser calls (not the health, OpenAPI,
 * webhook and support routes). The full table builds each of these routes from this very part.
 */
export const browserRoutes = {
  ...configBrowserRoutes,
  ...sessionBrowserRoutes,
  ...bokunBrowserRoutes,
  ...tpayBrowserRoutes,
  ...stripeBrowserRoutes,
  ...bookingBrowserRoutes,
  ...googleBrowserRoutes,
} as const;

/** The browser table's value: what the client reads at run time. */
export type BrowserRouteTable = typeof browserRoutes;
export type BrowserRouteId = keyof BrowserRouteTable;
/** The full definitions of the browser's routes, for the types of a call's input (types only: no code). */
export type BrowserRoutes = Pick<Routes, BrowserRouteId>;
