/** Why a Sheets call failed, as the outbox worker needs to know it. */
export type SheetsErrorKind =
  'rate_limited' | 'unavailable' | 'auth' | 'not_found' | 'bad_request' | 'network';

/** A failed Sheets call: the kind decides whether a retry can help and how long to wait. */
export class SheetsError extends Error {
  constructor(
    readonly kind: SheetsErrorKind,
    message: string,
    readonly status?: number,
    /** From a Retry-After header, when the server sent one. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'SheetsError';
  }

  /** Quotas (429), outages (5xx) and network failures pass; auth, not-found and bad requests do not. */
  get retryable(): boolean {
    return this.kind === 'rate_limited' || this.kind === 'unavailable' || this.kind === 'network';
  }
}

/** The config has no spreadsheet or service account: rows wait in the store. */
export class SheetsNotConfiguredError extends Error {
  constructor(readonly configId: string) {
    super(`Google Sheets is not configured for ${configId}`);
    this.name = 'SheetsNotConfiguredError';
  }
}

interface GaxiosLike {
  status?: number;
  response?: { status?: number; headers?: unknown; data?: unknown };
  message?: string;
  code?: string;
}

function header(headers: unknown, name: string): string | undefined {
  if (!headers) return undefined;
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? undefined;
  const value = (headers as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

/** Maps whatever the Google client threw (a GaxiosError or a network failure) to a SheetsError. */
export function sheetsErrorFrom(error: unknown): SheetsError {
  if (error instanceof SheetsError) return error;
  const e = (error ?? {}) as GaxiosLike;
  const status = e.response?.status ?? e.status;
  const data = e.response?.data as
    { error?: { message?: unknown } | string; error_description?: unknown } | undefined;
  const detail =
    typeof data?.error === 'object' && typeof data.error.message === 'string'
      ? data.error.message
      : typeof data?.error_description === 'string'
        ? data.error_description
        : (e.message ?? 'Sheets call failed');
  if (typeof status !== 'number') return new SheetsError('network', detail);
  const retryAfter = Number(header(e.response?.headers, 'retry-after'));
  const retryAfterMs = Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter * 1000 : undefined;
  if (status === 429) return new SheetsError('rate_limited', detail, status, retryAfterMs);
  if (status >= 500 || status === 408) return new SheetsError('unavailable', detail, status, retryAfterMs);
  if (status === 401 || status === 403) return new SheetsError('auth', detail, status);
  if (status === 404) return new SheetsError('not_found', detail, status);
  return new SheetsError('bad_request', detail, status);
}
