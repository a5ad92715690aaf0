import { createHash, timingSafeEqual } from 'node:crypto';
import type { Middleware } from 'koa';
import { notFound, unauthorized } from '../errors';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Guards the support API: without a configured token the API is off (404, as for any unknown path);
 * otherwise only `Authorization: Bearer <token>` passes – a missing or wrong one is 401 before any input is
 * read, so nothing about bookings, ids or validation leaks. Compared in constant time.
 */
export function supportAuth(token: string | undefined): Middleware {
  const expected = token ? digest(token) : undefined;
  return async (ctx, next) => {
    if (!expected) throw notFound(ctx.path);
    const given = /^Bearer\s+(.+)$/i.exec(ctx.get('authorization'))?.[1]?.trim() ?? '';
    if (!given || !timingSafeEqual(digest(given), expected)) {
      ctx.set('WWW-Authenticate', 'Bearer realm="support"');
      throw unauthorized();
    }
    ctx.set('Cache-Control', 'no-store');
    await next();
  };
}
