// What every Stripe API answer shares: the secret key check and the response headers clients read.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context, Next } from 'koa';
import { sendStripeError, StripeSimError } from './errors';
import { SIMULATED_API_VERSION } from './simulator';

function sameKey(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The secret key of a request. Stripe takes it as a Bearer token or, as its own examples with `curl -u key:`
 * send it, as the user name of HTTP Basic with an empty password.
 */
export function keyOf(authorization: string): string {
  const bearer = /^Bearer (.+)$/i.exec(authorization)?.[1];
  if (bearer) return bearer;
  const basic = /^Basic (.+)$/i.exec(authorization)?.[1];
  if (!basic) return '';
  const decoded = Buffer.from(basic, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon === -1 ? decoded : decoded.slice(0, colon);
}

/**
 * Refuses a request without the account's secret key with a 401. Stripe's error types have no authentication
 * type: the body says `invalid_request_error` and clients tell the case by the status.
 */
export function requireSecretKey(secretKey: string) {
  return async (ctx: Context, next: Next) => {
    const given = keyOf(ctx.get('authorization'));
    if (!sameKey(given, secretKey)) {
      const shown = given ? `${given.slice(0, 8)}****${given.slice(-4)}` : '';
      return sendStripeError(
        ctx,
        new StripeSimError(
          401,
          'invalid_request_error',
          given ? `Invalid API Key provided: ${shown}` : 'You did not provide an API key.',
        ),
      );
    }
    await next();
  };
}

/** `Request-Id` and `Stripe-Version` on every API answer, refusals included. */
export async function apiResponseHeaders(ctx: Context, next: Next): Promise<void> {
  ctx.set('Request-Id', `req_${randomBytes(10).toString('base64url').replace(/[-_]/g, 'x').slice(0, 14)}`);
  ctx.set('Stripe-Version', SIMULATED_API_VERSION);
  await next();
}
