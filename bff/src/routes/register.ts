import type Router from '@koa/router';
import {
  koaPath,
  type RouteBody,
  type RouteDef,
  type RouteParams,
  type RouteQuery,
  type RouteResponse,
} from '@booking/shared-contracts';
import { validateInput } from '../middleware/validateRoute';
import type { AppContext, AppState } from '../state';

/** What a route handler receives: the validated input of its contract entry, typed from its schemas. */
export interface RouteInput<R extends RouteDef> {
  params: RouteParams<R>;
  query: RouteQuery<R>;
  body: RouteBody<R>;
}

/**
 * A contract answer already written as bytes (stored rendered and compressed, e.g. a cached schedule): the
 * handler has set its Content-Type, Content-Encoding and ETag; the bytes are sent as they are.
 */
export class WrittenAnswer {
  constructor(readonly bytes: Buffer) {}
}

/**
 * A route handler: gets validated input, returns the contract response body (2xx). It may set
 * `ctx.status` (e.g. 201, 503) or headers; failures are thrown (domain, provider or HTTP errors) and
 * answered by the error middleware through `httpErrorFrom`.
 */
export type RouteHandler<R extends RouteDef> = (
  input: RouteInput<R>,
  ctx: AppContext,
) => RouteResponse<R> | WrittenAnswer | Promise<RouteResponse<R> | WrittenAnswer>;

/**
 * Mounts a contract route: `def.method` on `koaPath(def.path)`, input validated by the route's schemas
 * before the handler runs (bad input answers 400 invalid_request and never reaches it), the handler's
 * result sent as JSON (or as text for `responseContentType: 'text/plain'`). A route declaring
 * `failureCarriesSuccess` has the failures of its handler answered with `success: false` too.
 */
export function register<R extends RouteDef>(
  router: Router<AppState>,
  def: R,
  handler: RouteHandler<R>,
): void {
  const path = koaPath(def.path);
  const method = def.method === 'GET' ? 'get' : 'post';
  router[method](path, async (ctx) => {
    ctx.state.routeLabel = def.path;
    const input = (await validateInput(def, ctx)) as unknown as RouteInput<R>;
    if (def.failureCarriesSuccess) ctx.state.failureCarriesSuccess = true;
    const result = await handler(input, ctx);
    if (result instanceof WrittenAnswer) {
      ctx.body = result.bytes;
      return;
    }
    if (def.responseContentType === 'text/plain') ctx.type = 'text/plain';
    ctx.body = result;
  });
}
