/** Why an API call failed: the BFF's error code, `network_error`, or `invalid_response` when the body breaks the contract. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly code: string,
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

/** Reads `{ error: { code, message, details } }` from a non-2xx answer, falling back to the status line. */
export async function apiErrorFromResponse(
  response: Pick<Response, 'status' | 'statusText' | 'json'>,
): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const error = (body as { error?: { code?: unknown; message?: unknown; details?: unknown } } | undefined)
    ?.error;
  const code = typeof error?.code === 'string' ? error.code : `http_${response.status}`;
  const message =
    typeof error?.message === 'string' ? error.message : `${response.status} ${response.statusText}`.trim();
  return new ApiError(code, message, response.status, error?.details);
}
