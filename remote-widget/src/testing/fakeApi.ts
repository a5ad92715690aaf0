import {
  routes as contractRoutes,
  type RouteId,
  type RouteResponse,
  type Routes,
} from '@booking/shared-contracts';
import { ApiError, type WidgetErrorCode } from '../api/ApiError';
import type { ApiClient, CallInput } from '../api/client';

/** One recorded call: the route and what the widget sent. */
export interface RecordedCall {
  id: RouteId;
  input: { params?: unknown; query?: unknown; body?: unknown; timeoutMs?: number };
}

type Handler<Id extends RouteId> = (
  input: CallInput<Routes[Id]>,
  nth: number,
) => RouteResponse<Routes[Id]> | Promise<RouteResponse<Routes[Id]>>;

/** Answers per route id; a route without one fails as a 404. */
export type FakeRoutes = { [Id in RouteId]?: Handler<Id> };

/**
 * The BFF's widget session, issued unless a test answers the route itself: a new id per call, valid for ten
 * years from the real clock's now, so any test clock finds it valid.
 */
const issueSession: Handler<'widgetSession'> = (_input, nth) => ({
  sessionId: `ws_fakeIssuedSession${String(nth + 1).padStart(4, '0')}`,
  expiresAt: new Date(Date.now() + 10 * 365 * 86_400_000).toISOString(),
});

/**
 * A recording fake of the typed API client: answers each route through its handler (which may throw an
 * ApiError) and keeps every call, so tests check what the widget asked for and how often.
 */
export function fakeApi(routes: FakeRoutes = {}): ApiClient & {
  calls: RecordedCall[];
  callsTo(id: RouteId): RecordedCall[];
  routes: FakeRoutes;
} {
  const calls: RecordedCall[] = [];
  const api = {
    calls,
    routes,
    callsTo: (id: RouteId) => calls.filter((call) => call.id === id),
    async call<Id extends RouteId>(id: Id, input: CallInput<Routes[Id]>): Promise<RouteResponse<Routes[Id]>> {
      const nth = calls.filter((call) => call.id === id).length;
      calls.push({ id, input: JSON.parse(JSON.stringify(input)) as RecordedCall['input'] });
      const handler = api.routes[id] ?? (id === 'widgetSession' ? issueSession : undefined);
      if (!handler) throw new ApiError('not_found', `No fake answer for ${id}`, 404);
      return (handler as Handler<Id>)(input, nth);
    },
    /** Checks an inline answer with the contract, as the real client does. */
    async accept<Id extends RouteId>(id: Id, json: unknown): Promise<RouteResponse<Routes[Id]>> {
      try {
        return await contractRoutes[id].response.validate(json);
      } catch (cause) {
        throw new ApiError('invalid_response', String(cause), 0);
      }
    },
  };
  return api;
}

/** An answer of the BFF's error shape, as the client throws it. */
export function apiFailure(code: WidgetErrorCode, status: number, message: string = code): ApiError {
  return new ApiError(code, message, status);
}
