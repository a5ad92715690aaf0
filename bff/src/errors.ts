/** One problem with one input field, as listed in `error.details` of a 400 answer. */
export interface FieldIssue {
  /** Which part of the request: path parameters, query string or body. */
  in: 'params' | 'query' | 'body';
  /** Dotted path inside that part (`payer.email`); empty for the part itself. */
  path: string;
  message: string;
}

/**
 * An error meant for the client: an HTTP status, a stable snake_case code and a message safe to show.
 * Anything else thrown inside a request is answered as a generic 500 by the error middleware.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    /** Extra response headers, e.g. Retry-After. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** 400 invalid_request: the request failed the contract schema. */
export const invalidRequest = (details: FieldIssue[], message = 'The request is invalid') =>
  new HttpError(400, 'invalid_request', message, details);

/** 400 invalid_json: the body could not be parsed. */
export const invalidJson = () => new HttpError(400, 'invalid_json', 'The request body is not valid JSON');

/** 404 not_found: no route answers this path. */
export const notFound = (path: string) => new HttpError(404, 'not_found', `No route for ${path}`);

/** 404 config_not_found: no widget configuration has this id. */
export const configNotFound = (configId: string) =>
  new HttpError(404, 'config_not_found', `Configuration "${configId}" does not exist`);

/** 405 method_not_allowed. */
export const methodNotAllowed = (method: string, path: string) =>
  new HttpError(405, 'method_not_allowed', `${method} is not allowed on ${path}`);

/** 413 payload_too_large: the body exceeds BODY_LIMIT. */
export const payloadTooLarge = (limitBytes: number) =>
  new HttpError(413, 'payload_too_large', `The request body exceeds ${limitBytes} bytes`);

/** 415 unsupported_media_type. */
export const unsupportedMediaType = (type: string) =>
  new HttpError(415, 'unsupported_media_type', `Content type ${type} is not accepted`);

/** 429 rate_limited, with Retry-After in seconds. */
export const rateLimited = (retryAfterSeconds: number) =>
  new HttpError(429, 'rate_limited', 'Too many requests, please slow down', undefined, {
    'Retry-After': String(retryAfterSeconds),
  });

/** 502 upstream_error: a provider answered badly; the message must not carry the provider's internals. */
export const upstreamError = (message = 'An upstream service failed') =>
  new HttpError(502, 'upstream_error', message);

/** 503 service_unavailable: a dependency is down or the server is shutting down. */
export const serviceUnavailable = (message = 'The service is temporarily unavailable') =>
  new HttpError(503, 'service_unavailable', message);

/** 504 upstream_timeout: a provider did not answer in time. */
export const upstreamTimeout = (message = 'An upstream service timed out') =>
  new HttpError(504, 'upstream_timeout', message);

/** 500 internal_error: the only text a client ever sees of an unexpected failure. */
export const internalError = () => new HttpError(500, 'internal_error', 'Internal server error');

const CODES_BY_STATUS: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  408: 'request_timeout',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'unprocessable_entity',
  429: 'rate_limited',
};

interface StatusLike {
  status?: unknown;
  statusCode?: unknown;
  expose?: unknown;
  message?: unknown;
  type?: unknown;
}

/**
 * Maps anything thrown to an HttpError. Errors from Koa or its parsers that carry a 4xx status keep it
 * (with a stable code); every other error becomes internal_error so no stack or upstream text leaks.
 */
export function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const e = (typeof error === 'object' && error !== null ? error : {}) as StatusLike;
  const status =
    typeof e.status === 'number' ? e.status : typeof e.statusCode === 'number' ? e.statusCode : 500;
  if (status < 400 || status >= 500) return internalError();
  // co-body marks a JSON syntax error only as a SyntaxError with status 400.
  if (status === 400 && (error instanceof SyntaxError || e.type === 'entity.parse.failed'))
    return invalidJson();
  const code = CODES_BY_STATUS[status] ?? 'bad_request';
  const message = e.expose === true && typeof e.message === 'string' ? e.message : code.replaceAll('_', ' ');
  return new HttpError(status, code, message);
}
