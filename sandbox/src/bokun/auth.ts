import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Middleware } from 'koa';
import { sendBokunError } from './errors';

/** A Bokun API key: the access key sent in a header and the secret that signs requests. */
export interface BokunKeyPair {
  accessKey: string;
  secretKey: string;
}

export interface AuthOptions {
  keys: readonly BokunKeyPair[];
  clock: () => Date;
  /** Largest accepted distance between X-Bokun-Date and the clock; null turns the check off. */
  maxClockSkewMs: number | null;
}

/** Parses `yyyy-MM-dd HH:mm:ss` as UTC. */
function parseBokunDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [y, mo, d, h, mi, s] = match.slice(1).map(Number) as [number, number, number, number, number, number];
  return new Date(Date.UTC(y, mo - 1, d, h, mi, s));
}

/** Base64 HMAC-SHA1 over date + accessKey + METHOD + path-with-query (bokun.md §1). */
export function expectedSignature(
  secretKey: string,
  date: string,
  accessKey: string,
  method: string,
  pathAndQuery: string,
): string {
  return createHmac('sha1', secretKey)
    .update(date + accessKey + method.toUpperCase() + pathAndQuery, 'utf8')
    .digest('base64');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Refuses requests whose X-Bokun-* headers are missing, stale or do not sign the exact path sent. */
export function bokunAuth(options: AuthOptions): Middleware {
  return async (ctx, next) => {
    const date = ctx.get('X-Bokun-Date');
    const accessKey = ctx.get('X-Bokun-AccessKey');
    const signature = ctx.get('X-Bokun-Signature');
    if (!date || !accessKey || !signature) {
      sendBokunError(
        ctx,
        401,
        'Missing authentication headers: X-Bokun-Date, X-Bokun-AccessKey, X-Bokun-Signature',
      );
      return;
    }
    const key = options.keys.find((k) => k.accessKey === accessKey);
    if (!key) {
      sendBokunError(ctx, 401, 'Unknown access key');
      return;
    }
    const signedAt = parseBokunDate(date);
    if (!signedAt) {
      sendBokunError(ctx, 401, 'X-Bokun-Date must be yyyy-MM-dd HH:mm:ss in UTC');
      return;
    }
    const skew = Math.abs(signedAt.getTime() - options.clock().getTime());
    if (options.maxClockSkewMs !== null && skew > options.maxClockSkewMs) {
      sendBokunError(ctx, 401, 'Request date is too far from server time');
      return;
    }
    if (
      !sameText(signature, expectedSignature(key.secretKey, date, accessKey, ctx.method, ctx.originalUrl))
    ) {
      sendBokunError(ctx, 401, 'Invalid signature');
      return;
    }
    await next();
  };
}
