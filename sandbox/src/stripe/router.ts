import Router from '@koa/router';
import type { FaultSwitches } from '../faults';
import type { Context } from 'koa';
import { readRawBody } from '../http/rawBody';
import { apiResponseHeaders, requireSecretKey } from './apiAccess';
import { invalidRequest, stripeErrorBoundary, unrecognizedUrl } from './errors';
import { parseStripeForm } from './formBody';
import { mountHostedCheckout } from './hostedRoutes';
import { idempotency, markExecutionStarted } from './idempotency';
import { EXPAND_ONLY_PARAMS, LIST_PARAMS, refuseUnknownParams } from './knownParams';
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
  /** Fault switches for webhooks (API faults are applied in front of the router). */
  faults?: FaultSwitches;
}

export interface StripeRouter {
  router: Router;
  state: StripeSimulator;
}

const defaultSchedule: Schedule = (run, delayMs) => {
  setTimeout(run, delayMs).unref();
};

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
    ...(options.faults ? { faults: options.faults } : {}),
  });
  const sim = new StripeSimulator({
    clock,
    sender,
    webhookUrl: () => (typeof options.webhookUrl === 'function' ? options.webhookUrl() : options.webhookUrl),
    publicBase: base,
    schedule: options.schedule ?? defaultSchedule,
  });

  const formBody = async (ctx: Context) => {
    const parsed = parseStripeForm(await readRawBody(ctx));
    if (!parsed) throw invalidRequest('Invalid form-encoded body.');
    return parsed;
  };
  const queryParams = (ctx: Context) => parseStripeForm(ctx.querystring) ?? {};
  const param = (ctx: Context, name: string) => String((ctx.params as Record<string, string>)[name]);

  const router = new Router({ prefix });
  router.use(stripeErrorBoundary);
  router.use('/v1', apiResponseHeaders);
  const api = [requireSecretKey(secretKey), idempotency(new Map())];

  router.post('/v1/checkout/sessions', ...api, async (ctx) => {
    const input = parseSessionInput(await formBody(ctx), Math.floor(clock().getTime() / 1000));
    markExecutionStarted(ctx);
    ctx.body = sim.present(sim.create(input));
  });
  router.get('/v1/checkout/sessions/:id', ...api, (ctx) => {
    refuseUnknownParams(queryParams(ctx), EXPAND_ONLY_PARAMS);
    ctx.body = sim.present(sim.get(param(ctx, 'id')));
  });
  router.post('/v1/checkout/sessions/:id/expire', ...api, async (ctx) => {
    refuseUnknownParams(await formBody(ctx), EXPAND_ONLY_PARAMS);
    markExecutionStarted(ctx);
    ctx.body = sim.present(sim.expire(param(ctx, 'id')));
  });
  router.get('/v1/payment_intents/:id', ...api, (ctx) => {
    refuseUnknownParams(queryParams(ctx), EXPAND_ONLY_PARAMS);
    ctx.body = sim.paymentIntent(param(ctx, 'id'));
  });
  router.get('/v1/payment_method_configurations', ...api, (ctx) => {
    refuseUnknownParams(queryParams(ctx), LIST_PARAMS);
    ctx.body = paymentMethodConfigurations();
  });

  mountHostedCheckout(router, sim, base);
  // Anything else under /v1, a wrong method included, is Stripe's 404 in the error shape.
  router.all('/v1/*rest', ...api.slice(0, 1), (ctx) => {
    throw unrecognizedUrl(ctx.method, ctx.path.slice(prefix.length));
  });

  return { router, state: sim };
}
