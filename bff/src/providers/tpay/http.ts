import {
  TpayError,
  TpayNetworkError,
  TpayTimeoutError,
  TpayUnexpectedResponseError,
  tpayErrorFromResponse,
} from './errors';

export const DEFAULT_TIMEOUT_MS = 15_000;

export interface HttpOptions {
  fetch: typeof fetch;
  timeoutMs: number;
}

/** Turns whatever `fetch` threw into a Tpay error class. */
function classify(error: unknown, timeoutMs: number): TpayError {
  if (error instanceof TpayError) return error;
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') {
    return new TpayTimeoutError(`Tpay did not answer within ${timeoutMs} ms`, { cause: error });
  }
  return new TpayNetworkError(
    `Tpay could not be reached: ${(error as Error | null)?.message ?? String(error)}`,
    {
      cause: error,
    },
  );
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
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
      throw new TpayUnexpectedResponseError(`Tpay answered HTTP ${response.status} without a JSON object`, {
        status: response.status,
      });
    }
    if ((body as { result?: unknown }).result === 'failed')
      throw tpayErrorFromResponse(response.status, body);
    return body;
  } catch (error) {
    throw classify(error, options.timeoutMs);
  }
}
