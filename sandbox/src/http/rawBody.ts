import type { Context } from 'koa';

const LIMIT_BYTES = 256 * 1024;

/**
 * The raw request body. The sandbox's shared parser reads only JSON, so form posts (Stripe's API, Tpay's token
 * endpoint and hosted page) arrive unread and are read here; a body another parser already read is taken from
 * `rawBody`.
 */
export async function readRawBody(ctx: Context): Promise<string> {
  const already = (ctx.request as { rawBody?: unknown }).rawBody;
  if (typeof already === 'string') return already;
  if (ctx.req.readableEnded) return '';
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > LIMIT_BYTES) ctx.throw(413, 'Request body too large');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}
