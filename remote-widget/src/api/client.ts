import {
  buildPath,
  type BrowserRouteDef,
  type BrowserRouteId as RouteId,
  type BrowserRoutes as Routes,
  type BrowserRouteTable,
  type RouteBody,
  type RouteDef,
  type RouteParams,
  type RouteQuery,
  type RouteResponse,
} from '@booking/shared-contracts';
import type { Schema } from 'yup';
import { ApiError, apiErrorFromResponse } from './ApiError';
import { InFlightRequests } from './inFlight';
import { globalTimers, timeoutSignal, type TimeoutTimers } from './timeout';

/** Default time a call may take before it is aborted. */
export const DEFAULT_TIMEOUT_MS = 15_000;

/** The part of `Response` the client reads, so any fetch implementation fits. */
export type FetchResponse = Pick<Response, 'ok' | 'status' | 'statusText' | 'json'>;

/** The fetch signature the client needs; `window.fetch` fits. */
export type FetchLike = (input: string, init?: RequestInit) => Promise<FetchResponse>;

/** What one call needs: exactly the parts (params, query, body) its route declares. */
export type CallInput<R extends RouteDef> = (R['params'] extends Schema
  ? { params: RouteParams<R> }
  : { params?: undefined }) &
  (R['query'] extends Schema ? { query: RouteQuery<R> } : { query?: undefined }) &
  (R['body'] extends Schema ? { body: RouteBody<R> } : { body?: undefined }) & {
    /** Aborts this call; a call with its own signal is not shared with identical calls. */
    signal?: AbortSignal;
    /** Overrides the client's timeout for this call. */
    timeoutMs?: number;
    /** Lets the request finish when the page is left meanwhile (fetch `keepalive`), e.g. a log row. */
    keepalive?: boolean;
  };

/** Typed client of the BFF's /api contract. */
export interface ApiClient {
  call<Id extends RouteId>(id: Id, input: CallInput<Routes[Id]>): Promise<RouteResponse<Routes[Id]>>;
  /**
   * Checks an answer the page carried inline (its data block) against the route's contract, as a 2xx body from
   * the network is checked; rejects with `invalid_response` on a drift.
   */
  accept<Id extends RouteId>(id: Id, json: unknown): Promise<RouteResponse<Routes[Id]>>;
}

export interface ApiClientOptions {
  /** The contract's browser route table, where the caller bundles it; otherwise loaded on the first call. */
  routes?: BrowserRouteTable;
  /** Origin (and optional path prefix) of the BFF; '' (default) means the page's own origin. */
  baseUrl?: string;
  fetch?: FetchLike;
  /** Ms before a call is aborted as `timeout` (default 15 s). */
  timeoutMs?: number;
  timers?: TimeoutTimers;
  /** Told about every request that got an answer or failed, e.g. for the §9 slow-request threshold. */
  onResponse?: (timing: RequestTiming) => void;
  /** Clock of the timings (epoch ms). */
  now?: () => number;
}

/** How one request went: status 0 when no answer arrived. */
export interface RequestTiming {
  method: string;
  url: string;
  status: number;
  durationMs: number;
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
  route: Pick<BrowserRouteDef, 'path'>,
  params?: Record<string, string | number>,
  query?: QueryValues,
): string {
  return `${baseUrl.replace(/\/+$/, '')}${buildPath(route.path, params)}${queryString(query)}`;
}

/** A 2xx body (or an inline answer, status 0) checked by its route's contract; `invalid_response` on a drift. */
async function validated(route: BrowserRouteDef, json: unknown, status: number): Promise<unknown> {
  try {
    return (await route.response.validate(json)) as unknown;
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new ApiError(
      'invalid_response',
      `Response of ${route.path} breaks the contract: ${reason}`,
      status,
    );
  }
}

/**
 * Creates the client. Each call is driven by the contract route table: method and path come from the route,
 * and a 2xx body is validated against the route's response schema, so a contract drift surfaces as
 * `invalid_response` instead of a broken screen later. Identical calls (method, URL, body) in flight at
 * the same time share one request; every request is aborted after the timeout.
 */
export function createApiClient({
  routes,
  baseUrl = '',
  fetch: fetchImpl,
  timeoutMs = DEFAULT_TIMEOUT_MS,
  timers = globalTimers,
  onResponse,
  now = Date.now,
}: ApiClientOptions = {}): ApiClient {
  const doFetch: FetchLike = fetchImpl ?? ((input, init) => globalThis.fetch(input, init));
  const inFlight = new InFlightRequests();
  let contract: Promise<BrowserRouteTable> | null = routes ? Promise.resolve(routes) : null;
  const loadRoutes = () => (contract ??= import('./contractRoutes').then((module) => module.routes));

  async function send(
    route: BrowserRouteDef,
    url: string,
    body: unknown,
    options: { signal?: AbortSignal; ms?: number; keepalive?: boolean } = {},
  ) {
    const { signal, ms = timeoutMs, keepalive } = options;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const timeout = timeoutSignal(ms, timers, signal);
    const startedAt = now();
    const report = (status: number) =>
      onResponse?.({ method: route.method, url, status, durationMs: now() - startedAt });
    let response: FetchResponse;
    try {
      response = await doFetch(url, {
        method: route.method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: timeout.signal,
        ...(keepalive ? { keepalive } : {}),
      });
    } catch (cause) {
      report(0);
      if (timeout.timedOut()) throw new ApiError('timeout', `${route.path} timed out after ${ms} ms`, 0);
      if (signal?.aborted) throw new ApiError('aborted', `${route.path} was aborted`, 0);
      const reason = cause instanceof Error ? cause.message : String(cause);
      throw new ApiError('network_error', `Network error calling ${url}: ${reason}`, 0);
    } finally {
      timeout.clear();
    }
    report(response.status);
    if (!response.ok) throw await apiErrorFromResponse(response);
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      throw new ApiError('invalid_response', `Response of ${route.path} is not JSON`, response.status);
    }
    return validated(route, json, response.status);
  }

  return {
    async accept(id, json) {
      const route: BrowserRouteDef = (await loadRoutes())[id];
      try {
        return (await route.response.validate(json)) as RouteResponse<Routes[typeof id]>;
      } catch (cause) {
        const reason = cause instanceof Error ? cause.message : String(cause);
        throw new ApiError(
          'invalid_response',
          `Inline answer of ${route.path} breaks the contract: ${reason}`,
          0,
        );
      }
    },
    async call(id, input) {
      const route: BrowserRouteDef = (await loadRoutes())[id];
      const {
        params,
        query,
        body,
        signal,
        timeoutMs: ms,
        keepalive,
      } = input as {
        params?: Record<string, string | number>;
        query?: QueryValues;
        body?: unknown;
        signal?: AbortSignal;
        timeoutMs?: number;
        keepalive?: boolean;
      };
      const url = routeUrl(baseUrl, route, params, query);
      type Answer = RouteResponse<Routes[typeof id]>;
      if (signal) return send(route, url, body, { signal, ms, keepalive }) as Promise<Answer>;
      const key = InFlightRequests.key(route.method, url, body);
      return inFlight.run(key, () => send(route, url, body, { ms, keepalive })) as Promise<Answer>;
    },
  };
}
