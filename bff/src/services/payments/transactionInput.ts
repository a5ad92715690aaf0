import type { RouteBody, stripeCreateTransaction, tpayCreateTransaction } from '@booking/shared-contracts';
import type { ChosenMethod, TransactionInput } from './createTransaction';
import { reservationCodeOf } from './rules';
import { tpayMethodOf } from './tpayChoice';

export type TpayCreateInput = RouteBody<typeof tpayCreateTransaction>;
export type StripeCreateInput = RouteBody<typeof stripeCreateTransaction>;

/** A card on the provider's hosted page: nothing chosen up front. */
const CARD: ChosenMethod = { method: 'CARD', methodType: 'card' };

const payerOf = (payer: TpayCreateInput['payer']) => ({
  ...(payer.email ? { email: payer.email } : {}),
  name: payer.name,
  ...(payer.phone ? { phone: payer.phone } : {}),
});

/** The Tpay create-transaction body as a transaction: BLIK, a bank group, a channel, or a card (§5). */
export function tpayTransactionInput(body: TpayCreateInput): TransactionInput {
  return {
    configId: body.configId,
    reservationCode: reservationCodeOf(body),
    amount: body.amount,
    description: body.description,
    payer: payerOf(body.payer),
    payerUrls: body.callbacks?.payerUrls,
    sessionId: body.sessionId,
    holdToken: body.holdToken,
    chooseMethod: () => tpayMethodOf(body),
  };
}

/** The Stripe create-transaction body as a transaction: a card on the hosted Checkout page, in its currency. */
export function stripeTransactionInput(body: StripeCreateInput): TransactionInput {
  return {
    configId: body.configId,
    reservationCode: reservationCodeOf(body),
    amount: body.amount,
    currency: body.currency,
    description: body.description,
    payer: payerOf(body.payer),
    payerUrls: body.callbacks?.payerUrls,
    sessionId: body.sessionId,
    holdToken: body.holdToken,
    chooseMethod: () => CARD,
  };
}
