import { systemClock, type Clock } from '../../clock';
import { verify, X509Certificate } from 'node:crypto';
import { JWS_ROOT_CA_PATH } from './vendor';
import { ProviderError } from '../providerError';

export interface JwsVerifyOptions {
  /**
   * Where certificates may come from: `https://secure.tpay.com` (production), the sandbox host, or the
   * local simulator's base URL. The root CA is read from `{prefix}/x509/tpay-jws-root.pem`.
   */
  x5uPrefix: string;
  /** Loads a PEM file by URL. Default: fetch. Results are cached by the verifier. */
  loadPem?: (url: string) => Promise<string>;
  clock?: Clock;
}

const fail = (message: string): never => {
  throw new ProviderError('tpay', 'invalid_notification', `Notification JWS rejected: ${message}`);
};

async function fetchPem(url: string): Promise<string> {
  const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
  return response.text();
}

/** `x5u` must sit under the prefix itself, not on a look-alike host such as `secure.tpay.com.evil`. */
function underPrefix(url: string, prefix: string): boolean {
  const base = prefix.replace(/\/+$/, '');
  return url.startsWith(`${base}/`);
}

function decodeHeader(encoded: string): { alg?: unknown; x5u?: unknown } {
  try {
    return JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as { alg?: unknown; x5u?: unknown };
  } catch {
    return fail('the protected header is not base64url JSON');
  }
}

/**
 * Verifies Tpay's detached JWS over the raw body (tpay.md §7.2): the certificate named by `x5u` must
 * live under the trusted prefix, be signed by that prefix's root CA and be within its validity dates; the
 * RS256 signature covers `protectedHeader + "." + base64url(body)`.
 */
export function createJwsVerifier(options: JwsVerifyOptions) {
  const load = options.loadPem ?? fetchPem;
  const clock = options.clock ?? systemClock;
  const cache = new Map<string, Promise<X509Certificate>>();
  const certificate = (url: string) => {
    let entry = cache.get(url);
    if (!entry) {
      entry = load(url).then((pem) => new X509Certificate(pem));
      entry.catch(() => cache.delete(url));
      cache.set(url, entry);
    }
    return entry;
  };

  return async function verifyJws(header: string | undefined, rawBody: string | Buffer): Promise<void> {
    if (!header) return fail('the X-JWS-Signature header is missing');
    const [protectedHeader, , signature] = header.split('.');
    if (!protectedHeader || !signature || header.split('.').length !== 3)
      return fail('the header is not a JWS');
    const { alg, x5u } = decodeHeader(protectedHeader);
    if (alg !== undefined && alg !== 'RS256') return fail(`unsupported alg ${JSON.stringify(alg)}`);
    if (typeof x5u !== 'string' || !underPrefix(x5u, options.x5uPrefix))
      return fail('x5u is not a trusted certificate URL');
    let leaf: X509Certificate;
    let root: X509Certificate;
    try {
      [leaf, root] = await Promise.all([
        certificate(x5u),
        certificate(`${options.x5uPrefix.replace(/\/+$/, '')}${JWS_ROOT_CA_PATH}`),
      ]);
    } catch (error) {
      throw new ProviderError(
        'tpay',
        'invalid_notification',
        'Notification JWS rejected: the certificates could not be loaded',
        {
          cause: error,
        },
      );
    }
    if (!leaf.verify(root.publicKey)) return fail('the certificate is not signed by the root CA');
    const now = clock.now().getTime();
    if (now < Date.parse(leaf.validFrom) || now > Date.parse(leaf.validTo))
      return fail('the certificate is not valid now');
    const body = Buffer.isBuffer(rawBody) ? rawBody : Buffer.from(rawBody, 'utf8');
    const input = Buffer.from(`${protectedHeader}.${body.toString('base64url')}`);
    if (!verify('RSA-SHA256', input, leaf.publicKey, Buffer.from(signature, 'base64url'))) {
      return fail('the signature does not match the body');
    }
  };
}
