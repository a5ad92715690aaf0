import type { Middleware, ParameterizedContext } from 'koa';
import type { Logger } from './logging/createLogger';

/** What the middleware chain leaves on `ctx.state` for later middleware and routes. */
export interface AppState {
  /** The request id, from X-Request-Id or generated. */
  requestId: string;
  /** A child logger bound to this request's id. */
  log: Logger;
  /** Metric label for this request: the matched route template, a page id, or a fixed bucket. */
  routeLabel?: string;
  /** Set once a route whose contract declares `failureCarriesSuccess` runs its handler. */
  failureCarriesSuccess?: boolean;
  /** Set by catalogue reads: the answer gets an ETag of its body and a matching If-None-Match gets 304. */
  revalidate?: boolean;
}

export type AppContext = ParameterizedContext<AppState>;
export type AppMiddleware = Middleware<AppState>;
