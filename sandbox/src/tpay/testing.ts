// Test utilities: the Tpay router on a throwaway Koa server, and a receiver that records notifications.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { bodyParser } from '@koa/bodyparser';
import Koa from 'koa';
import { readRawBody } from '../http/rawBody';
import { createTpayRouter, type TpayRouterOptions } from './router';
import type { TpaySimulator } from './simulator';

export interface Listening {
  url: string;
  close(): Promise<void>;
}

async function listen(app: Koa): Promise<Listening & { server: Server }> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The router mounted like the sandbox does: a JSON-only body parser in front, prefix `/tpay`. */
export async function startTpaySandbox(
  options: Omit<TpayRouterOptions, 'publicUrl'> = {},
): Promise<Listening & { apiUrl: string; state: TpaySimulator }> {
  let origin = '';
  const { router, state } = createTpayRouter({ ...options, publicUrl: () => origin });
  const app = new Koa();
  app.use(bodyParser({ enableTypes: ['json'] }));
  app.use(router.routes());
  app.use(router.allowedMethods());
  const running = await listen(app);
  origin = running.url;
  return { ...running, apiUrl: `${running.url}/tpay`, state };
}

export interface ReceivedNotification {
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

/** A notification endpoint answering from `answers` in turn (the last one repeats). */
export async function startReceiver(answers: { status: number; body: string }[]) {
  const received: ReceivedNotification[] = [];
  const app = new Koa();
  app.use(async (ctx) => {
    received.push({ body: await readRawBody(ctx), headers: ctx.headers });
    const answer = answers[Math.min(received.length - 1, answers.length - 1)] ?? {
      status: 200,
      body: 'TRUE',
    };
    ctx.status = answer.status;
    ctx.body = answer.body;
  });
  const running = await listen(app);
  return { ...running, received };
}

/** A create-transaction body with the demo payer and return URLs. */
export const demoTransactionBody = (extra: Record<string, unknown> = {}) => ({
  amount: 200,
  description: 'Old Town walking tour',
  hiddenDescription: 'UND-92677922',
  payer: { email: 'anna@example.com', name: 'Anna Nowak' },
  callbacks: { payerUrls: { success: 'https://shop.example/ok', error: 'https://shop.example/err' } },
  ...extra,
});

/** Calls the simulated API with a fresh demo token, answering the status and the parsed JSON. */
export async function tpayCall(apiUrl: string, method: string, path: string, body?: unknown) {
  const tokenResponse = await fetch(`${apiUrl}/oauth/auth`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'client_id=demo-tpay-client&client_secret=demo-tpay-secret',
  });
  const { access_token } = (await tokenResponse.json()) as { access_token: string };
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${access_token}`, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    redirect: 'manual',
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- free-form Tpay JSON read by many assertions
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}
