import { ProviderError } from '../providerError';
import { errorsOf } from './vendor';

/** Maps a Tpay answer that is not a success (non-2xx, or `result: "failed"`) to its failure kind. */
export function tpayErrorFromResponse(status: number, body: unknown): ProviderError {
  const errors = errorsOf(body);
  const first = errors[0];
  const message = first
    ? `${first.errorCode}: ${first.errorMessage || 'no message'}`
    : `Tpay answered HTTP ${status}`;
  const failure = (kind: ProviderError['kind']) =>
    new ProviderError('tpay', kind, message, { status, errors });
  if (status === 401 || status === 403) return failure('auth');
  if (status === 404) return failure('not_found');
  if (status === 429) return failure('rate_limit');
  if (status >= 500) return failure('unavailable');
  if (errors.some((e) => e.errorCode === 'payment_failed')) return failure('payment_refused');
  if (status === 400 || status === 409 || status === 422 || (status < 300 && errors.length > 0)) {
    return failure('validation');
  }
  return failure('unexpected');
}
