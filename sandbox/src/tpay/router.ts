import { randomUUID } from 'node:crypto';
import type { FaultSwitches } from '../faults';
import Router from '@koa/router';
import type { Context, Next } from 'koa';
import { basicCredentials, bearerToken, tokenRequestCredentials } from './auth';
import { DEMO_TPAY_CREDENTIALS, findGroup, type TpayCredentials } from './catalog';
import { apiError, sendTpayError, TpaySimError, tpayErrorBoundary } from './errors';
import { logoSvg, notFoundPage, resultPage, transactionPage } from './hostedPage';
import { bankGroupsBody, channelsBody } from './listings';
import { DEFAULT_RETRY_DELAYS_MS, defaultSchedule, TpayNotifier, type Schedule } from './notifier';
import { parseRefundAmount, refundsBody } from './refunds';
import { readTpayBody } from './requestBody';
import {
  JWS_CERT_PATH,
  JWS_ROOT_PATH,
  SANDBOX_JWS_CERT_PEM,
  SANDBOX_JWS_KEY_PEM,
  SANDBOX_JWS_ROOT_PEM,
} from './jwsKeys';
import type { JwsSigner } from './signature';
import { TpaySimulator } from './simulator';
import { parseListQuery, transactionListBody } from './transactionList';
import { parseCreateTransaction, parsePay } from './validate';

export interface TpayRouterOptions {
  clock?: () => Date;
  /** Origin the payer's browser uses for the sandbox, e.g. `http://127.0.0.1:8090`; a function when known late. */
  publicUrl: string | (() => string);
  /** Where the router is mounted. Default `/tpay`. */
  prefix?: string;
  /** Used to deliver notifications. */
  fetch?: typeof fetch;
  /** Waits between notification attempts; one attempt more than entries. */
  retryDelaysMs?: readonly number[];
  /** Timer for notification retries and BLIK confirmations. */
  schedule?: Schedule;
  /** Delay before an accepted BLIK code is confirmed (or rejected) in the app. Default 1.5 s. */
  blikConfirmDelayMs?: number;
  /** How long an accepted BLIK code waits for the payer before a timeout shows. Default 2 minutes (tpay.md §5). */
  blikWindowMs?: number;
  credentials?: TpayCredentials;
  /**
   * Notifications carry an `X-JWS-Signature`: by default made with the sandbox chain served under
   * `{prefix}/x509/`; `false` sends none; a signer uses its own key and certificate URL.
   */
  jws?: JwsSigner | false;
  /** Fault switches for notifications (API faults are applied in front of the router). */
  faults?: FaultSwitches;
}

/** A BLIK code is valid for 2 minutes (docs-api.tpay.com "BLIK", tpay.md §5). */
export const BLIK_CODE_WINDOW_MS = 120_000;

export interface TpayRouter {
  router: Router;
  state: TpaySimulator;
}

/** Signs with the sandbox key; `x5u` is resolved per notification because the base URL may be known late. */
function sandboxSigner(base: () => string): JwsSigner {
  return {
    privateKeyPem: SANDBOX_JWS_KEY_PEM,
    get x5u() {
      return `${base()}${JWS_CERT_PATH}`;
    },
  };
}

/** Tpay Open API, OAuth, listings and the hosted payment panel, served under `prefix`. */
export function createTpayRouter(options: TpayRouterOptions): TpayRouter {
  const prefix = options.prefix ?? '/tpay';
  const publicUrl = options.publicUrl;
  const base = () =>
    `${(typeof publicUrl === 'function' ? publicUrl() : publicUrl).replace(/\/+$/, '')}${prefix}`;
  const clock = options.clock ?? (() => new Date());
  const schedule = options.schedule ?? defaultSchedule;
  const notifier = new TpayNotifier({
    fetch: options.fetch ?? fetch,
    clock,
    schedule,
    retryDelaysMs: options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS,
    ...(options.faults ? { faults: options.faults } : {}),
    ...(options.jws === false ? {} : { jws: options.jws ?? sandboxSigner(base) }),
  });
  const sim = new TpaySimulator({
    clock,
    credentials: options.credentials ?? DEMO_TPAY_CREDENTIALS,
    notifier,
    publicBase: base,
    schedule,
    blikConfirmDelayMs: options.blikConfirmDelayMs ?? 1_500,
    blikWindowMs: options.blikWindowMs ?? BLIK_CODE_WINDOW_MS,
  });

  const requireToken = async (ctx: Context, next: Next) => {
    const fault = sim.faults.shift();
    if (fault?.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    if (fault?.status)
      return sendTpayError(ctx, fault.status, [
        apiError('injected_failure', `Injected failure ${fault.status}`),
      ]);
    const authorization = ctx.get('authorization');
    const token = bearerToken(authorization);
    const basic = basicCredentials(authorization);
    const allowed = token
      ? sim.tokens.valid(token)
      : basic !== null && sim.tokens.credentialsValid(basic.clientId, basic.clientSecret);
    if (!allowed) {
      return sendTpayError(ctx, 401, [apiError('unauthorized', 'Missing, invalid or expired access token')]);
    }
    await next();
  };
  const transaction = (ctx: Context) => {
    const tx = sim.find(String((ctx.params as Record<string, string>).transactionId));
    if (!tx) throw new TpaySimError(404, 'transaction_not_found', 'Transaction not found');
    return tx;
  };

  const router = new Router({ prefix });
  router.use(tpayErrorBoundary);

  router.post('/oauth/auth', async (ctx) => {
    const { clientId, clientSecret } = tokenRequestCredentials(
      await readTpayBody(ctx),
      ctx.get('authorization'),
    );
    const token = sim.issueToken(clientId, clientSecret);
    if (!token)
      return sendTpayError(ctx, 401, [apiError('invalid_client', 'Invalid client_id or client_secret')]);
    ctx.body = token;
  });

  router.get('/oauth/tokeninfo', (ctx) => {
    const token = bearerToken(ctx.get('authorization'));
    if (!token || !sim.tokens.valid(token))
      return sendTpayError(ctx, 401, [apiError('unauthorized', 'Missing, invalid or expired access token')]);
    ctx.body = sim.tokens.info(token);
  });

  router.get('/transactions', requireToken, (ctx) => {
    const query = parseListQuery(ctx.query);
    ctx.body = transactionListBody(sim.transactions.values(), query, (tx) => {
      const { result: _result, requestId: _requestId, ...shown } = sim.present(tx);
      return shown;
    });
  });
  router.post('/transactions', requireToken, async (ctx) => {
    const tx = sim.create(parseCreateTransaction(await readTpayBody(ctx)));
    ctx.body = sim.present(tx);
  });
  router.get('/transactions/bank-groups', requireToken, (ctx) => {
    ctx.body = bankGroupsBody(base(), ctx.query.onlyOnline === 'true');
  });
  router.get('/transactions/channels', requireToken, (ctx) => {
    ctx.body = channelsBody(base());
  });
  router.get('/transactions/:transactionId', requireToken, (ctx) => {
    ctx.body = sim.present(transaction(ctx));
  });
  router.post('/transactions/:transactionId/pay', requireToken, async (ctx) => {
    const tx = transaction(ctx);
    const error = sim.pay(tx, parsePay(await readTpayBody(ctx)));
    if (error) return sendTpayError(ctx, 400, [error]);
    ctx.body = { ...sim.present(tx), result: 'success' };
  });
  router.post('/transactions/:transactionId/cancel', requireToken, (ctx) => {
    const error = sim.cancel(transaction(ctx));
    if (error) return sendTpayError(ctx, 400, [error]);
    ctx.body = { result: 'success', requestId: randomUUID(), status: 'canceled' };
  });
  router.get('/transactions/:transactionId/refunds', requireToken, (ctx) => {
    ctx.body = refundsBody(transaction(ctx));
  });
  router.post('/transactions/:transactionId/refunds', requireToken, async (ctx) => {
    const tx = transaction(ctx);
    const amount = parseRefundAmount(await readTpayBody(ctx));
    if (typeof amount === 'object') return sendTpayError(ctx, 400, [amount]);
    const refund = sim.refund(tx, amount);
    if ('errorCode' in refund) return sendTpayError(ctx, 400, [refund]);
    ctx.body = {
      result: 'success',
      requestId: randomUUID(),
      refundId: refund.refundId,
      amount: refund.amount,
      status: tx.status,
    };
  });

  router.get('/secure', (ctx) => {
    const title = String(ctx.query.title ?? '');
    const tx = sim.find(title);
    ctx.type = 'html';
    ctx.status = tx ? 200 : 404;
    ctx.body = tx ? transactionPage(tx, base()) : notFoundPage(title);
  });
  router.post('/secure/:title/:outcome', (ctx) => {
    const tx = sim.find(String(ctx.params.title));
    const outcome = ctx.params.outcome === 'pay' ? 'paid' : ctx.params.outcome === 'fail' ? 'failed' : null;
    if (!tx || !outcome) {
      ctx.status = 404;
      ctx.type = 'html';
      ctx.body = notFoundPage(String(ctx.params.title));
      return;
    }
    sim.settle(tx, outcome);
    const target = outcome === 'paid' ? tx.successUrl : tx.errorUrl;
    if (target) return ctx.redirect(target);
    ctx.type = 'html';
    ctx.body = resultPage(tx, outcome);
  });
  router.get(JWS_CERT_PATH, (ctx) => {
    ctx.type = 'application/x-pem-file';
    ctx.body = SANDBOX_JWS_CERT_PEM;
  });
  router.get(JWS_ROOT_PATH, (ctx) => {
    ctx.type = 'application/x-pem-file';
    ctx.body = SANDBOX_JWS_ROOT_PEM;
  });
  router.get('/img/:name', (ctx) => {
    const id = Number(String(ctx.params.name).replace(/\.svg$/, ''));
    ctx.type = 'image/svg+xml';
    ctx.body = logoSvg(findGroup(id)?.name ?? 'Tpay');
  });

  return { router, state: sim };
}
