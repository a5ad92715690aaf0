import { API_ERROR_STATUS, apiErrorCodeForStatus, type ApiErrorCode } from '@booking/shared-contracts';
import { DomainError } from './domainError';
import { idempotencyFailure } from './domainErrors';
import { providerFailure } from './providerFailure';
import { ProviderError } from './providers/providerError';

// The domain failures and providerFailure, re-exported: services import every failure from here.
export * from './domainError';
export * from './domainErrors';
export { providerFailure, type UpstreamMessages } from './providerFailure';

/** One problem with one input field, as listed in `error.details` of a 400 answer. */
export interface FieldIssue {
  /** Which part of the request: path parameters, query string or body. */
  in: 'params' | 'query' | 'body';
  /** Dotted path inside that part (`payer.email`); empty for the part itself. */
  path: string;
  message: string;
}

/**
 * An answer of the HTTP edge: a status, a catalogue code and a message safe to show. The error middleware
 * renders it as `{error: {code, message, details?}}`; `httpErrorFrom` turns anything thrown into one.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly details?: unknown,
    /** Extra response headers, e.g. Retry-After. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

// The HTTP edge: input, routing and protocol.
export const invalidRequest = (details: FieldIssue[], message = 'The request is invalid') =>
  new HttpError(400, 'invalid_request', message, details);
export const invalidJson = () => new HttpError(400, 'invalid_json', 'The request body is not valid JSON');
export const notFound = (path: string) => new HttpError(404, 'not_found', `No route for ${path}`);
export const methodNotAllowed = () =>
  new HttpError(405, 'method_not_allowed', 'Method not allowed on this path');
export const notImplemented = () => new HttpError(501, 'not_implemented', 'Method not implemented');
export const payloadTooLarge = (limitBytes: number) =>
  new HttpError(413, 'payload_too_large', `The request body exceeds ${limitBytes} bytes`);
export const unsupportedMediaType = (type: string) =>
  new HttpError(415, 'unsupported_media_type', `Content type ${type} is not accepted`);
export const rateLimited = (retryAfterSeconds: number) =>
  new HttpError(429, 'rate_limited', 'Too many requests, please slow down', undefined, {
    'Retry-After': String(retryAfterSeconds),
  });
/** The only text a client ever sees of an unexpected failure. */
export const internalError = () => new HttpError(500, 'internal_error', 'Internal server error');
export const unauthorized = () => new HttpError(401, 'unauthorized', 'Authorization required');
export const legacySheetsBodyRefused = (
  message = 'The body with a service account key is not accepted: send {configId, sheetName, data}',
) => new HttpError(400, 'legacy_sheets_body_refused', message);
export const sessionInvalid = () =>
  new HttpError(
    400,
    'session_invalid',
    "The widget session is missing, expired or not this widget's; open the widget again",
  );
export const originNotAllowed = () =>
  new HttpError(400, 'origin_not_allowed', 'The widget config does not allow this page origin');
export const sessionsExhausted = () =>
  new HttpError(429, 'rate_limited', 'Too many widget sessions from this address; try again later');
export const sheetCellTooLong = (column: string, max: number) =>
  new HttpError(400, 'sheet_cell_too_long', `${column} takes at most ${max} characters`);
export const funnelRateLimited = () =>
  new HttpError(429, 'funnel_rate_limited', 'Too many funnel rows; try again later');
export const outboxItemNotFound = (id: string) =>
  new HttpError(404, 'outbox_item_not_found', `No outbox item ${id}`);
export const outboxItemNotDead = (id: string) =>
  new HttpError(409, 'outbox_item_not_dead', `Outbox item ${id} is not dead; only dead items are retried`);
export const refundFlagNotOpen = (id: string) =>
  new HttpError(404, 'refund_flag_not_open', `No open refund flag ${id}`);
export const invalidWidgetConfig = (details: unknown, message = 'The widget config is invalid') =>
  new HttpError(400, 'invalid_widget_config', message, details);
export const badEncoding = () => new HttpError(400, 'bad_request', 'The request body is not valid UTF-8');

export const widgetNotBuilt = () =>
  new HttpError(503, 'widget_not_built', 'The widget page is not built: run the remote-widget build');

interface StatusLike {
  status?: unknown;
  statusCode?: unknown;
  expose?: unknown;
  message?: unknown;
  type?: unknown;
}

function fromStatusLike(error: unknown): HttpError {
  const e = (typeof error === 'object' && error !== null ? error : {}) as StatusLike;
  const status =
    typeof e.status === 'number' ? e.status : typeof e.statusCode === 'number' ? e.statusCode : 500;
  if (status < 400 || status >= 500) return internalError();
  // co-body marks a JSON syntax error only as a SyntaxError with status 400.
  if (status === 400 && (error instanceof SyntaxError || e.type === 'entity.parse.failed'))
    return invalidJson();
  const code = apiErrorCodeForStatus(status);
  const message = e.expose === true && typeof e.message === 'string' ? e.message : code.replaceAll('_', ' ');
  return new HttpError(status, code, message);
}

/**
 * The answer to anything thrown inside a request. Domain errors get their code's catalogue status;
 * provider and idempotency failures their generic wording (services pass their own where it differs);
 * Koa's 4xx errors keep their status with a stable code; everything else is internal_error, so no stack or
 * upstream text leaks.
 */
export function httpErrorFrom(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof DomainError) {
    const headers: Record<string, string> =
      error.retryAfterSeconds === undefined ? {} : { 'Retry-After': String(error.retryAfterSeconds) };
    return new HttpError(API_ERROR_STATUS[error.code], error.code, error.message, error.details, headers);
  }
  if (error instanceof ProviderError) return httpErrorFrom(providerFailure(error));
  const idempotency = idempotencyFailure(error, 'reservation');
  if (idempotency !== error) return httpErrorFrom(idempotency);
  return fromStatusLike(error);
}

/** The catalogue code a failure is answered with, or undefined for an unexpected one (answered internal_error). */
export function apiErrorCodeOf(error: unknown): ApiErrorCode | undefined {
  const { code } = httpErrorFrom(error);
  return code === 'internal_error' ? undefined : code;
}
