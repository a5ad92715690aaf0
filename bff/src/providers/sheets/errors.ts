import { ProviderError } from '../providerError';

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

/**
 * Maps whatever the Google client threw (a GaxiosError or a network failure) to a ProviderError: quotas
 * (429), outages (5xx, 408) and network failures are transient; auth, not-found and bad requests are not.
 */
export function sheetsErrorFrom(error: unknown): ProviderError {
  if (error instanceof ProviderError) return error;
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
  if (typeof status !== 'number') return new ProviderError('sheets', 'network', detail);
  const retryAfter = Number(header(e.response?.headers, 'retry-after'));
  const retryAfterMs = Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter * 1000 : undefined;
  const failure = (kind: ProviderError['kind'], wait?: number) =>
    new ProviderError('sheets', kind, detail, { status, retryAfterMs: wait });
  if (status === 429) return failure('rate_limit', retryAfterMs);
  if (status >= 500 || status === 408) return failure('unavailable', retryAfterMs);
  if (status === 401 || status === 403) return failure('auth');
  if (status === 404) return failure('not_found');
  return failure('validation');
}
