import type { Clock } from '../../clock';
import { tpayExchange, type HttpOptions } from './http';
import { DEFAULT_TOKEN_LIFETIME_S, TOKEN_REFRESH_MARGIN_MS, TPAY_PATHS, tokenRequestBody } from './vendor';
import { ProviderError } from '../providerError';

export interface TokenSourceOptions extends HttpOptions {
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  clock: Clock;
  /** Renew this long before expiry. Default 5 minutes. */
  refreshMarginMs?: number;
}

/** OAuth2 client-credentials tokens for one Tpay account. */
export interface TokenSource {
  /** A valid access token: the cached one, or a new one when it is missing or about to expire. */
  token(): Promise<string>;
  /** Drops the cached token, e.g. after Tpay answered 401 to it. */
  invalidate(): void;
}

/**
 * Caches the token until `issued_at + expires_in - margin`; concurrent callers share one in-flight token
 * request, so a burst of calls never asks Tpay for several tokens.
 */
export function createTokenSource(options: TokenSourceOptions): TokenSource {
  const margin = options.refreshMarginMs ?? TOKEN_REFRESH_MARGIN_MS;
  let cached: { value: string; renewAt: number } | undefined;
  let inFlight: Promise<string> | undefined;

  async function fetchToken(): Promise<string> {
    const requestedAt = options.clock.now().getTime();
    const body = (await tpayExchange(options, `${options.apiUrl}${TPAY_PATHS.token}`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: tokenRequestBody(options.clientId, options.clientSecret).toString(),
    })) as { access_token?: unknown; expires_in?: unknown; issued_at?: unknown };
    if (typeof body.access_token !== 'string' || body.access_token === '') {
      throw new ProviderError('tpay', 'unexpected', 'Tpay token response has no access_token');
    }
    const lifetimeS = typeof body.expires_in === 'number' ? body.expires_in : DEFAULT_TOKEN_LIFETIME_S;
    // issued_at is Tpay's clock; our own request time keeps a skewed server clock from stretching the cache.
    const issuedAt =
      typeof body.issued_at === 'number' ? Math.min(body.issued_at * 1000, requestedAt) : requestedAt;
    cached = { value: body.access_token, renewAt: issuedAt + lifetimeS * 1000 - margin };
    return body.access_token;
  }

  return {
    token() {
      if (cached && options.clock.now().getTime() < cached.renewAt) return Promise.resolve(cached.value);
      inFlight ??= fetchToken().finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
    invalidate() {
      cached = undefined;
    },
  };
}
