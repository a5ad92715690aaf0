import type { Context } from 'koa';

const LIMIT_BYTES = 256 * 1024;

/**
 * The raw request body. The sandbox's shared parser reads only JSON, so form posts arrive unread and are
 * read here; a body another parser already read is taken from `rawBody`.
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

/** Tpay accepts JSON on its API and form posts on the token endpoint and the hosted page. */
export async function readTpayBody(ctx: Context): Promise<Record<string, unknown>> {
  const raw = await readRawBody(ctx);
  if (raw.trim() === '') return {};
  if (ctx.is('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(raw));
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
  } catch {
    // fall through to the refusal below
  }
  return ctx.throw(400, 'The body must be a JSON object');
}
