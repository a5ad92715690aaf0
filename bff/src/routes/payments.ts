import type Router from '@koa/router';
import {
  bookingCleanup,
  bookingReceipt,
  bookingStatus,
  paymentInitiate,
  stripeCreateTransaction,
  stripePaymentMethods,
  tpayCancelTransaction,
  tpayCreateTransaction,
  tpayPaymentMethods,
} from '@booking/shared-contracts';
import type { AppDeps } from '../deps';
import {
  cancelTpayTransaction,
  cleanupBooking,
  createTransaction,
  getBookingReceipt,
  getBookingStatus,
  recordPaymentInitiation,
  stripePaymentMethods as listStripeMethods,
  stripeTransactionInput,
  tpayPaymentMethods as listTpayMethods,
  tpayTransactionInput,
} from '../services/payments';
import type { AppState } from '../state';
import { register } from './register';
import { requireWidgetSession } from '../services/sessions/widgetSession';

const FALLBACK_NOTE = 'Payment methods could not be loaded from the provider; showing the default methods';

/**
 * The payment routes of spec §7: method lists (with the §8 fallbacks), transaction creation and
 * cancellation, booking status, the payment-initiate record and the cleanup after a failed creation.
 * Each validates with its contract and calls one payments service; responses are never cached.
 */
export function registerPaymentRoutes(router: Router<AppState>, deps: AppDeps): void {
  register(router, tpayPaymentMethods, async ({ body }) => {
    const list = await listTpayMethods(deps, body.configId);
    return {
      success: !list.fallback,
      data: list.methods,
      ...(list.fallback ? { error: FALLBACK_NOTE } : {}),
    };
  });

  register(router, stripePaymentMethods, async ({ query }) => {
    const list = await listStripeMethods(deps, query.configId);
    return {
      success: !list.fallback,
      methods: list.methods,
      ...(list.fallback ? { error: FALLBACK_NOTE } : {}),
    };
  });

  register(router, tpayCreateTransaction, async ({ body }, ctx) => {
    ctx.set('Cache-Control', 'no-store');
    requireWidgetSession(deps, body.configId, body.sessionId, ctx.get('Origin'));
    return createTransaction(deps, deps.paymentGateways.tpay(body.configId), tpayTransactionInput(body));
  });

  register(router, tpayCancelTransaction, async ({ params, body }, ctx) => {
    ctx.set('Cache-Control', 'no-store');
    return cancelTpayTransaction(deps, {
      configId: body.configId,
      transactionId: params.transactionId,
      transactionTitle: body.transactionTitle,
      holdToken: body.holdToken,
    });
  });

  register(router, stripeCreateTransaction, async ({ body }, ctx) => {
    ctx.set('Cache-Control', 'no-store');
    requireWidgetSession(deps, body.configId, body.sessionId, ctx.get('Origin'));
    const gateway = deps.paymentGateways.stripe(body.configId, body.provider);
    return createTransaction(deps, gateway, stripeTransactionInput(body));
  });

  register(router, bookingStatus, async ({ query }, ctx) => {
    ctx.set('Cache-Control', 'no-store');
    return getBookingStatus(deps, query.session_id ?? query.transaction_id ?? '');
  });

  register(router, bookingReceipt, async ({ params }, ctx) => {
    ctx.set('Cache-Control', 'no-store');
    return getBookingReceipt(deps, params.receiptKey);
  });

  register(router, paymentInitiate, async ({ body }, ctx) => {
    const session = requireWidgetSession(deps, body.configId, body.sessionId, ctx.get('Origin'));
    const { funnel } = body.bookingData;
    // The funnel rows the server writes from this payment carry a session it issued, never a chosen one.
    if (funnel && !deps.widgetSessions.verify(funnel.sessionId, body.configId, deps.clock.now()))
      funnel.sessionId = session.id;
    await recordPaymentInitiation(deps, body);
    return { success: true };
  });

  register(router, bookingCleanup, async ({ body }) =>
    cleanupBooking(deps, {
      configId: body.configId,
      confirmationCode: body.confirmationCode,
      reason: body.reason,
      holdToken: body.holdToken,
    }),
  );
}
