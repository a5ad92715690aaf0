import { compressBody, entityTag, type Encoding } from '../bodyEncoding';
import type { AppContext, AppMiddleware } from '../state';

/** Bodies smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** Media types compressed on the fly (static build files arrive precompressed and are left alone). */
const COMPRESSIBLE_TYPE = /^(application\/(json|javascript|xml)|text\/|image\/svg\+xml)/i;

/**
 * The encoding to answer in: brotli when the request accepts it (smaller; browsers list it after gzip
 * though they prefer neither), else gzip, else null for identity. Koa's negotiation reads q-values.
 */
export function negotiatedEncoding(ctx: AppContext): Encoding | null {
  if (ctx.acceptsEncodings('br', 'identity') === 'br') return 'br';
  if (ctx.acceptsEncodings('gzip', 'identity') === 'gzip') return 'gzip';
  return null;
}

/**
 * True when the request's If-None-Match names `etag` (weak comparison: `W/` and an encoding suffix added
 * by an intermediary are ignored), so the client's copy is current.
 */
export function matchesIfNoneMatch(ctx: AppContext, etag: string): boolean {
  const header = ctx.get('If-None-Match');
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === bare;
  });
}

function bodyBytes(ctx: AppContext): Buffer | null {
  const body: unknown = ctx.body;
  if (Buffer.isBuffer(body)) return body;
  if (typeof body === 'string') return Buffer.from(body);
  if (body === null || body === undefined || typeof (body as { pipe?: unknown }).pipe === 'function')
    return null;
  // A JSON body, serialised once here as Koa itself would.
  return Buffer.from(JSON.stringify(body));
}

/**
 * Response compression and validators for what the app renders itself (API JSON, pages): a 2xx body of a
 * compressible type above COMPRESS_THRESHOLD_BYTES goes as brotli or gzip by the request's Accept-Encoding,
 * with `Vary: Accept-Encoding`. A response marked `ctx.state.revalidate` (catalogue reads) gets an ETag of
 * its body; any response with an ETag is answered 304 when If-None-Match still matches it. Bodies that
 * already carry a Content-Encoding (stored compressed bytes, precompressed build files) and streams are not
 * compressed again.
 */
export function compressResponse(): AppMiddleware {
  return async (ctx, next) => {
    await next();
    if (ctx.status < 200 || ctx.status >= 300) return;
    const encoded = Boolean(ctx.response.get('Content-Encoding'));
    const raw = encoded ? null : bodyBytes(ctx);
    if (raw && ctx.state.revalidate && !ctx.response.get('ETag')) ctx.set('ETag', entityTag(raw));
    const etag = ctx.response.get('ETag');
    if (etag && matchesIfNoneMatch(ctx, etag)) {
      ctx.status = 304;
      ctx.body = null;
      ctx.remove('Content-Encoding');
      return;
    }
    if (!raw || ctx.method === 'HEAD' || !COMPRESSIBLE_TYPE.test(ctx.response.type)) return;
    ctx.vary('Accept-Encoding');
    const encoding = raw.length >= COMPRESS_THRESHOLD_BYTES ? negotiatedEncoding(ctx) : null;
    if (!encoding) return;
    const contentType = ctx.response.get('Content-Type');
    ctx.body = await compressBody(raw, encoding);
    ctx.set('Content-Type', contentType);
    ctx.set('Content-Encoding', encoding);
  };
}
