import { fetchFailure, parseJson } from '../fetchFailure';
import { ProviderError } from '../providerError';
import { tpayErrorFromResponse } from './errors';

export const DEFAULT_TIMEOUT_MS = 15_000;

export interface HttpOptions {
  fetch: typeof fetch;
  timeoutMs: number;
}

/**
 * One HTTP exchange with Tpay: JSON out of the answer, typed errors for non-2xx, `result: "failed"`,
 * timeouts and connection failures. The timeout covers the headers and the body.
 */
export async function tpayExchange(options: HttpOptions, url: string, init: RequestInit): Promise<unknown> {
  try {
    const response = await options.fetch(url, {
      ...init,
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    const body = parseJson(await response.text());
    if (!response.ok) throw tpayErrorFromResponse(response.status, body);
    if (body === undefined || body === null || typeof body !== 'object') {
      throw new ProviderError(
        'tpay',
        'unexpected',
        `Tpay answered HTTP ${response.status} without a JSON object`,
        {
          status: response.status,
        },
      );
    }
    if ((body as { result?: unknown }).result === 'failed')
      throw tpayErrorFromResponse(response.status, body);
    return body;
  } catch (error) {
    throw fetchFailure('tpay', 'Tpay', error, options.timeoutMs);
  }
}
