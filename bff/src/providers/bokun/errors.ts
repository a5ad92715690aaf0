import { ProviderError } from '../providerError';
import { errorFieldsOf, errorMessageOf, NOT_RESERVED_STATE, retryAfterMs } from './vendor';

/** Maps a non-2xx Bokun response to its failure kind. */
export function bokunErrorFromResponse(
  status: number,
  body: unknown,
  headers: { get(name: string): string | null },
): ProviderError {
  const message = errorMessageOf(body) ?? `Bokun answered HTTP ${status}`;
  const facts = { status, fields: errorFieldsOf(body) };
  const failure = (kind: ProviderError['kind'], extra = {}) =>
    new ProviderError('bokun', kind, message, { ...facts, ...extra });
  if (status === 401 || status === 403) return failure('auth');
  // The booking's state is Bokun's answer whatever status carries it (a confirm retried after a lost answer
  // may meet "not in reserved state: CONFIRMED" as a 400, a 409 or a 500 alike).
  const state = NOT_RESERVED_STATE.exec(typeof body === 'string' ? body : message)?.[1];
  if (state) return failure('reservation_state', { state });
  if (status === 404) return failure('not_found');
  if (status === 429)
    return failure('rate_limit', { retryAfterMs: retryAfterMs(headers.get('retry-after')) });
  if (status >= 500) return failure('unavailable');
  if (status === 400 || status === 409 || status === 422) return failure('validation');
  return failure('unexpected');
}
