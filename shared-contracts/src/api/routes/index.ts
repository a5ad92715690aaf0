import { bokunRoutes } from './bokun';
import { configRoutes } from './config';
import { opsRoutes } from './ops';

export * from './bokun';
export * from './config';
export * from './ops';

/** The route table: every call of spec §7 plus the routes the BFF adds. Keys are stable route ids. */
export const routes = {
  ...opsRoutes,
  ...configRoutes,
  ...bokunRoutes,
} as const;

export type Routes = typeof routes;
export type RouteId = keyof Routes;
