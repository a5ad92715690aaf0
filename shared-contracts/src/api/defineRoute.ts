import type { InferType, ObjectSchema, AnyObject, Schema } from 'yup';

/** HTTP methods used by the /api contract. */
export type HttpMethod = 'GET' | 'POST';

type AnyObjectSchema = ObjectSchema<AnyObject>;

/** Example inputs/outputs attached to a route: drive the schema tests and the OpenAPI examples. */
export interface RouteExamples {
  valid: { params?: unknown; query?: unknown; body?: unknown; response: unknown };
  invalid: { params?: unknown; query?: unknown; body?: unknown; response?: unknown };
}

/**
 * One entry of the route table. `path` uses OpenAPI templates (`/api/x/{id}`); `koaPath()` turns it into
 * the router's form. `response` describes the 2xx JSON body; errors use `errorResponseSchema`.
 */
export interface RouteDef<
  P extends AnyObjectSchema | undefined = AnyObjectSchema | undefined,
  Q extends AnyObjectSchema | undefined = AnyObjectSchema | undefined,
  B extends AnyObjectSchema | undefined = AnyObjectSchema | undefined,
  R extends Schema = Schema,
> {
  method: HttpMethod;
  path: string;
  summary: string;
  tag: string;
  /** Body media type when it is not JSON (e.g. Tpay's form-encoded notifications). */
  bodyContentType?: 'application/json' | 'application/x-www-form-urlencoded';
  /**
   * Non-2xx answers carry `success: false` beside `error` (the §7 reservation calls, whose callers read
   * `success`); the body is otherwise the one `errorResponseSchema` shape.
   */
  failureCarriesSuccess?: boolean;
  /** Response media type when it is not JSON (e.g. the plain `TRUE` answer to Tpay). */
  responseContentType?: 'application/json' | 'text/plain';
  /** The route needs `Authorization: Bearer <token>` (the support API's SUPPORT_TOKEN). */
  auth?: 'supportToken';
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  examples: RouteExamples;
}

/** A route as `defineRoute` returns it: the schemas it declares are known to be present. */
export type DefinedRoute<
  P extends AnyObjectSchema | undefined,
  Q extends AnyObjectSchema | undefined,
  B extends AnyObjectSchema | undefined,
  R extends Schema,
> = RouteDef<P, Q, B, R> & { params: P; query: Q; body: B };

/**
 * What the browser's client reads of a route: where the call goes and how its answers look. The request's
 * schemas, examples and OpenAPI text stay out, so a bundle that takes only this part leaves them out.
 */
export type BrowserRouteDef<
  P extends AnyObjectSchema | undefined = AnyObjectSchema | undefined,
  R extends Schema = Schema,
> = Pick<
  RouteDef<P, undefined, undefined, R>,
  'method' | 'path' | 'params' | 'response' | 'failureCarriesSuccess'
>;

/** A browser part as `defineBrowserRoute` returns it: its params schema is known to be present or absent. */
export type DefinedBrowserRoute<P extends AnyObjectSchema | undefined, R extends Schema> = BrowserRouteDef<
  P,
  R
> & { params: P };

/**
 * Identity helper for the browser part of a route; `defineRoute({...part, summary, tag, body, examples})` then
 * makes the whole route, so the two never disagree.
 */
export function defineBrowserRoute<
  P extends AnyObjectSchema | undefined = undefined,
  R extends Schema = Schema,
>(def: BrowserRouteDef<P, R>): DefinedBrowserRoute<P, R> {
  return def as DefinedBrowserRoute<P, R>;
}

/** Identity helper that keeps each route's schema types precise. */
export function defineRoute<
  P extends AnyObjectSchema | undefined = undefined,
  Q extends AnyObjectSchema | undefined = undefined,
  B extends AnyObjectSchema | undefined = undefined,
  R extends Schema = Schema,
>(def: RouteDef<P, Q, B, R>): DefinedRoute<P, Q, B, R> {
  return def as DefinedRoute<P, Q, B, R>;
}

type InferOr<S, Fallback> = S extends Schema ? InferType<S> : Fallback;

export type RouteParams<R extends RouteDef> = InferOr<R['params'], Record<string, never>>;
export type RouteQuery<R extends RouteDef> = InferOr<R['query'], Record<string, never>>;
export type RouteBody<R extends RouteDef> = InferOr<R['body'], undefined>;
export type RouteResponse<R extends RouteDef> = InferType<R['response']>;

/** `/api/x/{id}` → `/api/x/:id` for @koa/router. */
export function koaPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/** Fills `{name}` placeholders of a route path, URI-encoding each value. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
