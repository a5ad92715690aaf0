import { apiErrorCodeForStatus, isApiErrorCode, type ApiErrorCode } from '@booking/shared-contracts';

/** Failures the widget names itself: no answer, an answer that breaks the contract, its own checks. */
export const CLIENT_ERROR_CODES = [
  'network_error',
  'timeout',
  'aborted',
  'invalid_response',
  'unexpected_error',
  'credentials_fetch_failed',
  'missing_config_id',
] as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

/** Every code an ApiError carries: one of the BFF's catalogue, or one the widget gives itself. */
export type WidgetErrorCode = ApiErrorCode | ClientErrorCode;

/** Why an API call failed: the BFF's catalogue code, or a client code such as `network_error`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly code: WidgetErrorCode,
    message: string,
    /** HTTP status, or 0 when no answer arrived. */
    readonly status: number,
    readonly details?: unknown,
  ) {
    super(message);
  }

  /** True for failures a retry may fix: no answer, or a 5xx / 429 answer. */
  get retryable(): boolean {
    return this.status === 0 || this.status === 429 || this.status >= 500;
  }
}

interface ErrorBody {
  error?: { code?: unknown; message?: unknown; details?: unknown };
}

/**
 * Reads the BFF's failure body `{ error: { code, message, details } }` (with or without `success: false`).
 * A code outside the catalogue, or no body at all, becomes the generic code of the status (`upstream_error`
 * for a 502, `bad_request` for another 4xx…), so callers only ever see catalogue codes.
 */
export async function apiErrorFromResponse(
  response: Pick<Response, 'status' | 'statusText' | 'json'>,
): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const error = (body as ErrorBody | undefined)?.error;
  const code = isApiErrorCode(error?.code) ? error.code : apiErrorCodeForStatus(response.status);
  const message =
    typeof error?.message === 'string' ? error.message : `${response.status} ${response.statusText}`.trim();
  return new ApiError(code, message, response.status, error?.details);
}
