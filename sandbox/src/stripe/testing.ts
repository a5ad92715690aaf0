// Test utilities: the Stripe router on a throwaway Koa server, and an endpoint that records webhooks.
import type { AddressInfo } from 'node:net';
import { bodyParser } from '@koa/bodyparser';
import Koa from 'koa';
import { readRawBody } from '../http/rawBody';
import { createStripeRouter, type StripeRouterOptions } from './router';

async function listen(app: Koa) {
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The router mounted like the sandbox does: a JSON-only body parser in front, prefix `/stripe`. */
export async function startStripeSandbox(options: Omit<StripeRouterOptions, 'publicUrl'> = {}) {
  let origin = '';
  const { router, state } = createStripeRouter({ ...options, publicUrl: () => origin });
  const app = new Koa();
  app.use(bodyParser({ enableTypes: ['json'] }));
  app.use(router.routes());
  app.use(router.allowedMethods());
  const running = await listen(app);
  origin = running.url;
  return { ...running, apiUrl: `${running.url}/stripe`, state };
}

/** A webhook endpoint answering the given statuses in turn (the last one repeats). */
export async function startWebhookReceiver(statuses: number[]) {
  const received: { body: string; signature: string }[] = [];
  const app = new Koa();
  app.use(async (ctx) => {
    received.push({ body: await readRawBody(ctx), signature: ctx.get('stripe-signature') });
    ctx.status = statuses[Math.min(received.length - 1, statuses.length - 1)] ?? 200;
    ctx.body = { received: true };
  });
  return { ...(await listen(app)), received };
}

/** A create-session form as stripe-node encodes it: one 200 PLN line item and the demo payer. */
export const demoSessionForm = (extra: Record<string, string> = {}) =>
  new URLSearchParams({
    mode: 'payment',
    'line_items[0][price_data][currency]': 'pln',
    'line_items[0][price_data][product_data][name]': 'Old Town walking tour',
    'line_items[0][price_data][unit_amount]': '20000',
    'line_items[0][quantity]': '1',
    success_url: 'https://shop.example/ok?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'https://shop.example/cancel',
    customer_email: 'anna@example.com',
    'metadata[confirmationCode]': 'UND-92677922',
    ...extra,
  }).toString();

/** Calls the simulated API with the demo key; answers status, headers and the parsed JSON body. */
export async function stripeCall(
  apiUrl: string,
  method: string,
  path: string,
  body?: string,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers: {
      Authorization: 'Bearer sk_test_demo',
      'Content-Type': 'application/x-www-form-urlencoded',
      ...headers,
    },
    ...(body === undefined ? {} : { body }),
    redirect: 'manual',
  });
  return {
    status: response.status,
    headers: response.headers,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- free-form Stripe JSON read by many assertions
    body: (await response.json()) as Record<string, any>,
  };
}
