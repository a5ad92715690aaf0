import { bodyParser } from '@koa/bodyparser';
import Koa from 'koa';
import type { BokunKeyPair } from './bokun/auth';
import { bokunRouter } from './bokun/router';
import { createSheetsMiddleware } from './sheets/router';
import type { SheetsSimulator } from './sheets/simulator';
import { FaultSwitches } from './faults';
import { apiFaults } from './faults/apiFaults';
import { faultRoutes } from './faults/faultRoutes';
import { sendStripeError, StripeSimError } from './stripe/errors';
import { apiError, sendTpayError } from './tpay/errors';
import { photoRoutes } from './bokun/photos';
import { type AbortModel, BokunSimulator } from './bokun/simulator';
import type { BandModel } from './bokun/productPrices';
import { createStripeRouter } from './stripe/router';
import type { StripeSimulator } from './stripe/simulator';
import { createTpayRouter } from './tpay/router';
import type { TpaySimulator } from './tpay/simulator';

export interface SandboxOptions {
  /** Time source for holds, availability windows and signature dates. Default: the system clock. */
  clock?: () => Date;
  /**
   * Bokun's own time, when it differs from `clock`: the days it publishes, the start times past their cut-off,
   * its 30-minute holds. Tpay, Stripe and Google keep `clock`, because the timestamps of their signed messages
   * and expiry instants meet the caller's clock. Default: `clock`.
   */
  bokunClock?: () => Date;
  /** Bokun API keys accepted; default the `demo` pair. */
  bokunKeys?: readonly BokunKeyPair[];
  /** Largest accepted X-Bokun-Date skew in ms; null disables the check. Default 15 minutes. */
  bokunMaxClockSkewMs?: number | null;
  /**
   * Number of Bokun's first confirmation code and booking id. Default: the clock's milliseconds at start, so a
   * restarted sandbox never reissues a code of an earlier run; tests that replay a reissued code pass one.
   */
  bokunFirstBookingNumber?: number;
  /** Which methods Bokun's abort-reserved accepts; default both POST and GET. */
  bokunAbortModel?: AbortModel;
  /** Which count picks a tiered rate's band; default `total` (the booking's whole participant count). */
  bokunBandModel?: BandModel;
  /** Origin the payer's browser uses for hosted pages; a function when the port is known only after listen. */
  publicUrl?: string | (() => string);
  /** Receives Stripe's signed checkout.session.* events. Default: the BFF's webhook on port 8080. */
  stripeWebhookUrl?: string;
  /** How long an accepted Tpay BLIK code waits before its timeout shows; default 2 minutes (tpay.md §5). */
  tpayBlikWindowMs?: number;
}

/** Simulator state that tests inspect and steer, one entry per provider. */
export interface SandboxState {
  bokun: BokunSimulator;
  tpay: TpaySimulator;
  stripe: StripeSimulator;
  /** Fault switches of every provider (also set over HTTP at /__sandbox/faults). */
  faults: FaultSwitches;
  sheets: SheetsSimulator;
}

export interface SandboxApp {
  app: Koa;
  state: SandboxState;
}

/** Answers malformed bodies and unexpected failures in Bokun's `{message}` shape instead of crashing. */
const errorBoundary: Koa.Middleware = async (ctx, next) => {
  try {
    await next();
  } catch (error) {
    const status = (error as { status?: unknown }).status;
    const clientError = typeof status === 'number' && status >= 400 && status < 500;
    ctx.status = clientError ? status : 500;
    ctx.body = { message: clientError ? (error as Error).message : 'Internal sandbox error' };
  }
};

/**
 * The payer-facing pages (Tpay's and Stripe's hosted payment pages) refuse to be framed. Assumed: hosted card
 * and bank pages protect themselves against clickjacking this way (neither provider's notes say otherwise, and
 * Stripe Checkout's hosted mode is a redirect, its framed mode a separate product). Strict on purpose: a
 * widget that framed them fails here as it would in production.
 */
const noFraming: Koa.Middleware = async (ctx, next) => {
  await next();
  if (!ctx.response.is('html')) return;
  ctx.set('X-Frame-Options', 'DENY');
  ctx.set('Content-Security-Policy', "frame-ancestors 'none'");
};

/** One Koa app hosting every provider simulator. */
export function createSandboxApp(options: SandboxOptions = {}): SandboxApp {
  const clock = options.clock ?? (() => new Date());
  const bokun = new BokunSimulator({
    clock: options.bokunClock ?? clock,
    ...(options.bokunKeys ? { keys: options.bokunKeys } : {}),
    ...(options.bokunMaxClockSkewMs !== undefined ? { maxClockSkewMs: options.bokunMaxClockSkewMs } : {}),
    ...(options.bokunFirstBookingNumber !== undefined
      ? { firstBookingNumber: options.bokunFirstBookingNumber }
      : {}),
    ...(options.bokunAbortModel ? { abortModel: options.bokunAbortModel } : {}),
    ...(options.bokunBandModel ? { bandModel: options.bokunBandModel } : {}),
  });
  const faults = new FaultSwitches();
  const app = new Koa();
  app.use(errorBoundary);
  app.use(noFraming);
  app.use(bodyParser({ enableTypes: ['json'] }));
  app.use(faultRoutes(faults));
  app.use(async (ctx, next) => {
    // Readiness probe for scripts that start the sandbox and wait for it.
    if (ctx.method === 'GET' && ctx.path === '/__sandbox/health') ctx.body = { ok: true };
    else await next();
  });
  const publicUrl = options.publicUrl ?? 'http://127.0.0.1:8090';
  const sheets = createSheetsMiddleware({
    clock,
    publicUrl: typeof publicUrl === 'string' ? () => publicUrl : publicUrl,
  });
  // Before Bokun's router, which answers every other path in its own error shape.
  app.use(sheets.middleware);
  app.use(photoRoutes);
  app.use(bokunRouter(bokun, faults));
  const tpay = createTpayRouter({
    clock,
    publicUrl,
    faults,
    ...(options.tpayBlikWindowMs === undefined ? {} : { blikWindowMs: options.tpayBlikWindowMs }),
  });
  const stripe = createStripeRouter({
    clock,
    publicUrl,
    faults,
    webhookUrl: options.stripeWebhookUrl ?? 'http://127.0.0.1:8080/api/webhooks/stripe',
  });
  // API calls only: the hosted payment pages stand for the payer's browser, not the provider's API.
  app.use(
    apiFaults(
      faults,
      'tpay',
      '/tpay',
      (ctx, status) =>
        sendTpayError(ctx, status, [apiError('injected_failure', `Injected failure ${status}`)]),
      /^\/(oauth|transactions)(\/|$)/,
    ),
  );
  app.use(
    apiFaults(
      faults,
      'stripe',
      '/stripe',
      (ctx, status) =>
        sendStripeError(ctx, new StripeSimError(status, 'api_error', `Injected failure ${status}`)),
      /^\/v1\//,
    ),
  );
  app.use(tpay.router.routes());
  app.use(tpay.router.allowedMethods());
  app.use(stripe.router.routes());
  app.use(stripe.router.allowedMethods());
  app.use((ctx) => {
    ctx.status = 404;
    ctx.body = { message: `No simulator serves ${ctx.path}` };
  });
  return { app, state: { bokun, tpay: tpay.state, stripe: stripe.state, faults, sheets: sheets.state } };
}
