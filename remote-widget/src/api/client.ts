import {
  buildPath,
  routes,
  type RouteBody,
  type RouteDef,
  type RouteId,
  type RouteParams,
  type RouteQuery,
  type RouteResponse,
  type Routes,
} from '@booking/shared-contracts';
import type { Schema } from 'yup';
import { ApiError, apiErrorFromResponse } from './ApiError';

/** The part of `Response` the client reads, so any fetch implementation fits. */
export type FetchResponse = Pick<Response, 'ok' | 'status' | 'statusText' | 'json'>;

/** The fetch signature the client needs; `window.fetch` fits. */
export type FetchLike = (input: string, init?: RequestInit) => Promise<FetchResponse>;

/** What one call needs: exactly the parts (params, query, body) its route declares. */
export type CallInput<R extends RouteDef> = (R['params'] extends Schema
  ? { params: RouteParams<R> }
  : { params?: undefined }) &
  (R['query'] extends Schema ? { query: RouteQuery<R> } : { query?: undefined }) &
  (R['body'] extends Schema ? { body: RouteBody<R> } : { body?: undefined }) & { signal?: AbortSignal };

/** Typed client of the BFF's /api contract. */
export interface ApiClient {
  call<Id extends RouteId>(id: Id, input: CallInput<Routes[Id]>): Promise<RouteResponse<Routes[Id]>>;
}

export interface ApiClientOptions {
  /** Origin (and optional path prefix) of the BFF; '' means the page's own origin. */
  baseUrl: string;
  fetch?: FetchLike;
}

/** Query values the contract uses: scalars only. */
type QueryValues = Record<string, string | number | boolean | null | undefined>;

function queryString(query: QueryValues | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Builds the request URL of a route from its path template, params and query. */
export function routeUrl(
  baseUrl: string,
  route: RouteDef,
  params?: Record<string, string | number>,
  query?: QueryValues,
): string {
  return `${baseUrl.replace(/\/+$/, '')}${buildPath(route.path, params)}${queryString(query)}`;
}

/**
 * Creates the client. Each call is driven by the contract route table: method and path come from the route,
 * and a 2xx body is validated against the route's response schema, so a contract drift surfaces as
 * `invalid_response` instead of a broken screen later.
 */
export function createApiClient({ baseUrl, fetch: fetchImpl }: ApiClientOptions): ApiClient {
  const doFetch: FetchLike = fetchImpl ?? ((input, init) => globalThis.fetch(input, init));
  return {
    async call(id, input) {
      const route: RouteDef = routes[id];
      const { params, query, body, signal } = input as {
        params?: Record<string, string | number>;
        query?: QueryValues;
        body?: unknown;
        signal?: AbortSignal;
      };
      const url = routeUrl(baseUrl, route, params, query);
      const headers: Record<string, string> = { accept: 'application/json' };
      if (body !== undefined) headers['content-type'] = 'application/json';
      let response: FetchResponse;
      try {
        response = await doFetch(url, {
          method: route.method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal,
        });
      } catch (cause) {
        const reason = cause instanceof Error ? cause.message : String(cause);
        throw new ApiError('network_error', `Network error calling ${url}: ${reason}`, 0);
      }
      if (!response.ok) throw await apiErrorFromResponse(response);
      let json: unknown;
      try {
        json = await response.json();
      } catch {
        throw new ApiError('invalid_response', `Response of ${route.path} is not JSON`, response.status);
      }
      try {
        return (await route.response.validate(json)) as RouteResponse<Routes[typeof id]>;
      } catch (cause) {
        const reason = cause instanceof Error ? cause.message : String(cause);
        throw new ApiError(
          'invalid_response',
          `Response of ${route.path} breaks the contract: ${reason}`,
          response.status,
        );
      }
    },
  };
}
