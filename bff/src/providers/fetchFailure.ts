import { ProviderError, type ProviderName } from './providerError';

/** A response body as JSON: null for an empty body, undefined for one that is not JSON. */
export function parseJson(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Turns whatever a provider call threw into a ProviderError: an abort of the timeout signal is `timeout`,
 * any other throw of `fetch` is `network`; a ProviderError passes unchanged.
 */
export function fetchFailure(
  provider: ProviderName,
  label: string,
  error: unknown,
  timeoutMs: number,
): ProviderError {
  if (error instanceof ProviderError) return error;
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') {
    return new ProviderError(provider, 'timeout', `${label} did not answer within ${timeoutMs} ms`, {
      cause: error,
    });
  }
  const reason = (error as Error | null)?.message ?? String(error);
  return new ProviderError(provider, 'network', `${label} could not be reached: ${reason}`, { cause: error });
}
