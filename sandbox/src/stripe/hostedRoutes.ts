// The payer-facing side of Checkout: the hosted page and the buttons that stand for the payer and the bank.
import type Router from '@koa/router';
import type { Context } from 'koa';
import { checkoutPage, messagePage } from './hostedPage';
import type { SimSession, StripeSimulator } from './simulator';

const page = (ctx: Context, status: number, html: string) => {
  ctx.status = status;
  ctx.type = 'html';
  ctx.body = html;
};

/**
 * Mounts `GET /checkout/:id` and its actions: Pay (card, paid at once), Pay by bank debit (complete but unpaid
 * until the bank settles), Cancel, and the bank's settle buttons for a debit still processing. Tests drive
 * the same endpoints over HTTP to choose each session's path.
 */
export function mountHostedCheckout(router: Router, sim: StripeSimulator, base: () => string): void {
  const hostedSession = (ctx: Context): SimSession | undefined => {
    try {
      return sim.get(String((ctx.params as Record<string, string>).id));
    } catch {
      page(ctx, 404, messagePage('Unknown Checkout Session.'));
      return undefined;
    }
  };
  const redirectToSuccess = (ctx: Context, session: SimSession) => {
    ctx.status = 303;
    ctx.redirect(session.input.successUrl.replace('{CHECKOUT_SESSION_ID}', session.id));
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
    redirectToSuccess(ctx, session);
  });
  router.post('/checkout/:id/pay-delayed', (ctx) => {
    const session = hostedSession(ctx);
    if (!session) return;
    if (session.status !== 'open') return page(ctx, 409, checkoutPage(session, base()));
    sim.completeDelayed(session);
    redirectToSuccess(ctx, session);
  });
  router.post('/checkout/:id/settle/:outcome', (ctx) => {
    const session = hostedSession(ctx);
    if (!session) return;
    const outcome = ctx.params.outcome;
    if (outcome !== 'succeeded' && outcome !== 'failed')
      return page(ctx, 404, messagePage('A debit settles as succeeded or failed.'));
    const settled = sim.settleDelayed(session, outcome);
    page(ctx, settled ? 200 : 409, checkoutPage(session, base()));
  });
  router.post('/checkout/:id/cancel', (ctx) => {
    const session = hostedSession(ctx);
    if (!session) return;
    // Leaving Checkout does not end the session: it stays open until it is paid or expires.
    if (!session.input.cancelUrl) return page(ctx, 200, messagePage('Payment cancelled.'));
    ctx.status = 303;
    ctx.redirect(session.input.cancelUrl);
  });
}
