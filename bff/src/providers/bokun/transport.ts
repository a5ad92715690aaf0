import { systemClock, type Clock } from '../../clock';
import { fetchFailure, parseJson } from '../fetchFailure';
import { ProviderError } from '../providerError';
import { bokunErrorFromResponse } from './errors';
import { BACKOFF_CAP_MS, DEFAULT_MAX_RETRIES, readBackoff, retriesRead } from './retry';
import { bokunAuthHeaders } from './signing';
import { JSON_CONTENT_TYPE } from './vendor';

export interface TransportOptions {
  baseUrl: string;
  accessKey: string;
  secretKey: string;
  /** Per attempt, covering headers and body. Default 5 s. */
  timeoutMs?: number;
  /** Retries of idempotent reads after transient failures. Default 2. */
  maxRetries?: number;
  fetch?: typeof fetch;
  /** Signs requests (X-Bokun-Date) with this time. */
  clock?: Clock;
  random?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export type HttpMethod = 'GET' | 'POST';

/** Sends one signed Bokun call, with timeouts, typed errors and retries of idempotent reads. */
export type BokunTransport = <T>(
  method: HttpMethod,
  path: string,
  query?: [string, string][],
  body?: unknown,
) => Promise<T>;

export const DEFAULT_TIMEOUT_MS = 5_000;

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const classify = (error: unknown, timeoutMs: number) => fetchFailure('bokun', 'Bokun', error, timeoutMs);

export function createTransport(options: TransportOptions): BokunTransport {
  const base = new URL(options.baseUrl);
  const basePath = base.pathname.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxRetries = options.maxRetries ?? DEFAULT_MAX_RETRIES;
  const doFetch = options.fetch ?? fetch;
  const clock = options.clock ?? systemClock;
  const random = options.random ?? Math.random;
  const sleep = options.sleep ?? realSleep;
  const keys = { accessKey: options.accessKey, secretKey: options.secretKey };

  async function once(method: HttpMethod, pathAndQuery: string, body: unknown): Promise<unknown> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      ...bokunAuthHeaders(keys, method, pathAndQuery, clock.now()),
      ...(body === undefined ? {} : { 'Content-Type': JSON_CONTENT_TYPE }),
    };
    try {
      const response = await doFetch(base.origin + pathAndQuery, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      const parsed = parseJson(text);
      if (response.status < 200 || response.status > 299) {
        throw bokunErrorFromResponse(response.status, parsed ?? text, response.headers);
      }
      if (parsed === undefined) {
        throw new ProviderError('bokun', 'unexpected', 'Bokun answered with a body that is not JSON', {
          status: response.status,
        });
      }
      return parsed;
    } catch (error) {
      throw classify(error, timeoutMs);
    }
  }

  return async <T>(
    method: HttpMethod,
    path: string,
    query: [string, string][] = [],
    body?: unknown,
  ): Promise<T> => {
    // The query string is built once so the signed path is byte-for-byte the one sent (bokun.md pitfall 1).
    const qs = new URLSearchParams(query).toString();
    const pathAndQuery = `${basePath}${path}${qs ? `?${qs}` : ''}`;
    for (let attempt = 1; ; attempt += 1) {
      try {
        return (await once(method, pathAndQuery, body)) as T;
      } catch (error) {
        const failure = classify(error, timeoutMs);
        if (!retriesRead(method, failure.kind, attempt, maxRetries)) throw failure;
        const asked = failure.kind === 'rate_limit' ? Math.min(failure.retryAfterMs ?? 0, BACKOFF_CAP_MS) : 0;
        await sleep(Math.max(readBackoff(attempt, random), asked));
      }
    }
  };
}
