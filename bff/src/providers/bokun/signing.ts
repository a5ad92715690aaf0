import { createHmac } from 'node:crypto';
import { BOKUN_HEADERS, formatBokunDate } from './vendor';

export interface SignatureInput {
  secretKey: string;
  accessKey: string;
  /** Already formatted `yyyy-MM-dd HH:mm:ss` UTC. */
  date: string;
  method: string;
  /** Path and query exactly as sent on the wire, starting with `/`, no scheme or host. */
  pathAndQuery: string;
}

/** Base64 of the raw HMAC-SHA1 over date + accessKey + METHOD + path-with-query, keyed by the secret. */
export function signBokunRequest(input: SignatureInput): string {
  const text = input.date + input.accessKey + input.method.toUpperCase() + input.pathAndQuery;
  return createHmac('sha1', Buffer.from(input.secretKey, 'utf8')).update(text, 'utf8').digest('base64');
}

/** The three X-Bokun-* headers for one request at `at`. */
export function bokunAuthHeaders(
  keys: { accessKey: string; secretKey: string },
  method: string,
  pathAndQuery: string,
  at: Date,
): Record<string, string> {
  const date = formatBokunDate(at);
  return {
    [BOKUN_HEADERS.date]: date,
    [BOKUN_HEADERS.accessKey]: keys.accessKey,
    [BOKUN_HEADERS.signature]: signBokunRequest({ ...keys, date, method, pathAndQuery }),
  };
}
