import { timingSafeEqual } from 'node:crypto';
import Router from '@koa/router';
import type { Context, Next } from 'koa';
import { invalidRequest, sendStripeError, StripeSimError, stripeErrorBoundary } from './errors';
import { readRawBody } from '../http/rawBody';
import { parseStripeForm } from './formBody';
import { checkoutPage, messagePage } from './hostedPage';
import { idempotency } from './idempotency';
import { paymentMethodConfigurations } from './paymentMethods';
import { StripeSimulator } from './simulator';
import { parseSessionInput } from './validateSession';
import { DEFAULT_WEBHOOK_RETRY_DELAYS_MS, WebhookSender, type Schedule } from './webhooks';

export const DEMO_STRIPE_SECRET_KEY = 'sk_test_demo';
export const DEMO_STRIPE_WEBHOOK_SECRET = 'whsec_demo';

export interface StripeRouterOptions {
  clock?: () => Date;
  /** Origin the payer's browser uses for the sandbox, e.g. `http://127.0.0.1:8090`; a function when known late. */
  publicUrl: string | (() => string);
  /** Where the router is mounted. Default `/stripe`. */
  prefix?: string;
  /** Receives the signed `checkout.session.*` events; none are sent without it. A function when known late. */
  webhookUrl?: string | (() => string | undefined);
  /** Default `whsec_demo`. */
  webhookSecret?: string;
  /** Bearer key the API accepts. Default `sk_test_demo`. */
  secretKey?: string;
  fetch?: typeof fetch;
  /** Timer for webhook retries and session expiry. */
  schedule?: Schedule;
  retryDelaysMs?: readonly number[];
}

export interface StripeRouter {
  router: Router;
  state: StripeSimulator;
}

const defaultSchedule: Schedule = (run, delayMs) => {
  setTimeout(run, delayMs).unref();
};

function sameKey(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Stripe's Checkout Session API (`/v1/…`) and a hosted Checkout page, served under `prefix`. */
export function createStripeRouter(options: StripeRouterOptions): StripeRouter {
  const prefix = options.prefix ?? '/stripe';
  const publicUrl = options.publicUrl;
  const base = () =>
    `${(typeof publicUrl === 'function' ? publicUrl() : publicUrl).replace(/\/+$/, '')}${prefix}`;
  const clock = options.clock ?? (() => new Date());
  const secretKey = options.secretKey ?? DEMO_STRIPE_SECRET_KEY;
  const sender = new WebhookSender({
    fetch: options.fetch ?? fetch,
    clock,
    secret: options.webhookSecret ?? DEMO_STRIPE_WEBHOOK_SECRET,
    schedule: options.schedule ?? defaultSchedule,
    retryDelaysMs: options.retryDelaysMs ?? DEFAULT_WEBHOOK_RETRY_DELAYS_MS,
  });
  const sim = new StripeSimulator({
    clock,
    sender,
    webhookUrl: () => (typeof options.webhookUrl === 'function' ? options.webhookUrl() : options.webhookUrl),
    publicBase: base,
    schedule: options.schedule ?? defaultSchedule,
  });

  const requireKey = async (ctx: Context, next: Next) => {
    const given = /^Bearer (.+)$/.exec(ctx.get('authorization'))?.[1] ?? '';
    if (!sameKey(given, secretKey)) {
      const shown = given ? `${given.slice(0, 8)}****${given.slice(-4)}` : '';
      return sendStripeError(
        ctx,
        new StripeSimError(
          401,
          'authentication_error',
          given ? `Invalid API Key provided: ${shown}` : 'You did not provide an API key.',
        ),
      );
    }
    await next();
  };
  const formBody = async (ctx: Context) => {
    const parsed = parseStripeForm(await readRawBody(ctx));
    if (!parsed) throw invalidRequest('Invalid form-encoded body.');
    return parsed;
  };
  const param = (ctx: Context, name: string) => String((ctx.params as Record<string, string>)[name]);

  const router = new Router({ prefix });
  router.use(stripeErrorBoundary);
  const api = [requireKey, idempotency(new Map())];

  router.post('/v1/checkout/sessions', ...api, async (ctx) => {
    const input = parseSessionInput(await formBody(ctx), Math.floor(clock().getTime() / 1000));
    ctx.body = sim.present(sim.create(input));
  });
  router.get('/v1/checkout/sessions/:id', ...api, (ctx) => {
    ctx.body = sim.present(sim.get(param(ctx, 'id')));
  });
  router.post('/v1/checkout/sessions/:id/expire', ...api, (ctx) => {
    ctx.body = sim.present(sim.expire(param(ctx, 'id')));
  });
  router.get('/v1/payment_method_configurations', ...api, (ctx) => {
    ctx.body = paymentMethodConfigurations();
  });

  const page = (ctx: Context, status: number, html: string) => {
    ctx.status = status;
    ctx.type = 'html';
    ctx.body = html;
  };
  const hostedSession = (ctx: Context) => {
    try {
      return sim.get(param(ctx, 'id'));
    } catch {
      page(ctx, 404, messagePage('Unknown Checkout Session.'));
      return undefined;
    }
  };
  router.get('/checkout/:id', (ctx) => {
    const session = hostedSession(ctx);
    if (session) page(ctx, 200, checkoutPage(session, base()));
  });
  router.post('/checkout/:id/pay', (ctx) => {
    const session = hostedSession(ctx);
    if (!session) return;
    if (session.status !== 'open') return page(ctx, 409, checkoutPage(session, base()));
    sim.complete(session);
    ctx.status = 303;
    ctx.redirect(session.input.successUrl.replace('{CHECKOUT_SESSION_ID}', session.id));
  });
  router.post('/checkout/:id/cancel', (ctx) => {
    const session = hostedSession(ctx);
    if (!session) return;
    // Leaving Checkout does not end the session: it stays open until it is paid or expires.
    if (!session.input.cancelUrl) return page(ctx, 200, messagePage('Payment cancelled.'));
    ctx.status = 303;
    ctx.redirect(session.input.cancelUrl);
  });

  return { router, state: sim };
}
