import { bodyParser } from '@koa/bodyparser';
import { httpErrorFrom, payloadTooLarge } from '../errors';
import type { AppMiddleware } from '../state';

/**
 * Parses JSON and form bodies (Tpay notifications are form-encoded) up to `limitBytes`, keeping the raw
 * text on `ctx.request.rawBody` for webhook signature checks. A body over the limit is refused with 413 –
 * before it is read when Content-Length announces it, otherwise when the parser's limit cuts it off.
 * Malformed JSON becomes 400 invalid_json.
 */
export function bodyLimit(limitBytes: number): AppMiddleware {
  const limit = `${limitBytes}b`;
  const parse = bodyParser({
    enableTypes: ['json', 'form'],
    jsonLimit: limit,
    formLimit: limit,
    onError: (error) => {
      throw (error as { status?: unknown }).status === 413 ? payloadTooLarge(limitBytes) : httpErrorFrom(error);
    },
  });
  return async (ctx, next) => {
    const declared = Number(ctx.get('Content-Length') || '0');
    if (declared > limitBytes) throw payloadTooLarge(limitBytes);
    await parse(ctx, next);
  };
}
