import { readRawBody } from '../http/rawBody';
import type { Context } from 'koa';

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
