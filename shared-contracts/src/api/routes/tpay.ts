import { number, object, string } from 'yup';
import { defineRoute } from '../defineRoute';
import { payerSchema, payerUrlsSchema } from '../schemas/payer';
import {
  bankGroupIdField,
  blikCodeField,
  cardAmountField,
  configIdField,
  emailField,
  holdTokenField,
  legacyPaymentKeyField,
  namesItsReservation,
  sessionIdField,
  urlField,
} from '../fields';
import { tpayBrowserRoutes } from './browser/tpay';
import { exampleTpayCreateBody, exampleTransaction } from './paymentExamples';

/** §7 pay block: the method chosen up front (BLIK 150 with its token, card 103, or a bank group). */
export const tpayPaySchema = object({
  groupId: bankGroupIdField().required(),
  channelId: number().integer().positive().optional(),
  method: string().oneOf(['pay_by_link', 'transfer', 'sale']).optional(),
  blikPaymentData: object({ blikToken: blikCodeField().required() }).default(undefined).optional(),
});

/** Body of POST /api/tpay/create-transaction (§7). */
export const tpayCreateTransactionBodySchema = object({
  amount: cardAmountField().required(),
  description: string().trim().min(1).max(128).required(),
  hiddenDescription: string().max(128).optional(),
  payer: payerSchema.required(),
  callbacks: object({
    payerUrls: payerUrlsSchema,
    notification: object({ url: urlField().optional(), email: emailField().optional() })
      .default(undefined)
      .optional(),
  })
    .default(undefined)
    .optional(),
  configId: configIdField().required(),
  idempotencyKey: legacyPaymentKeyField(),
  sessionId: sessionIdField().required(),
  holdToken: holdTokenField().optional(),
  pay: tpayPaySchema.default(undefined).optional(),
  /** Older callers send the BLIK code here instead of pay.blikPaymentData.blikToken. */
  blikCode: blikCodeField().optional(),
}).test(namesItsReservation);

/** POST /api/tpay/create-transaction – create a Polish-provider transaction (timeout 30 s). */
export const tpayCreateTransaction = defineRoute({
  ...tpayBrowserRoutes.tpayCreateTransaction,
  summary:
    'Create a transaction (BLIK, card or bank transfer); the amount is checked against the reservation',
  tag: 'tpay',
  body: tpayCreateTransactionBodySchema,
  examples: {
    valid: { body: exampleTpayCreateBody, response: { result: 'success', ...exampleTransaction } },
    invalid: {
      body: { ...exampleTpayCreateBody, pay: { groupId: 150, blikPaymentData: { blikToken: '12345' } } },
    },
  },
});

/** POST /api/tpay/{transactionId}/cancel – cancel a transaction and release its reservation unless paid. */
export const tpayCancelTransaction = defineRoute({
  ...tpayBrowserRoutes.tpayCancelTransaction,
  summary: 'Cancel a transaction; the response tells whether the reservation was removed too',
  tag: 'tpay',
  body: object({
    configId: configIdField().required(),
    transactionTitle: string().max(64).optional(),
    holdToken: holdTokenField().optional(),
  }),
  examples: {
    valid: {
      params: { transactionId: 'ta_bKvkJX9Knk9Ol4od' },
      body: { configId: 'demo', transactionTitle: 'TR-CWM-CS7LW1X' },
      response: {
        success: true,
        bokunCleanup: { attempted: true, success: true, confirmationCode: 'UND-92677922' },
      },
    },
    invalid: { params: { transactionId: 'ta bad' }, body: {} },
  },
});

/** POST /api/tpay/payment-methods – the Polish provider's available payment groups. */
export const tpayPaymentMethods = defineRoute({
  ...tpayBrowserRoutes.tpayPaymentMethods,
  summary: 'Payment methods (BLIK, card, bank groups) of the Polish provider',
  tag: 'tpay',
  body: object({ configId: configIdField().required() }),
  examples: {
    valid: {
      body: { configId: 'demo' },
      response: {
        success: true,
        data: [
          { id: 'blik', name: 'BLIK', type: 'blik', groupId: 150 },
          { id: '103', name: 'Karta płatnicza', type: 'card', groupId: 103 },
          { id: '108', name: 'PKO BP', type: 'bank_transfer', groupId: 108, instantRedirection: true },
        ],
      },
    },
    invalid: {
      body: { configId: 'demo' },
      response: { success: true, data: [{ id: 'x', name: 'Bank', type: 'bank_transfer', groupId: null }] },
    },
  },
});

/** The Polish payment provider routes. */
export const tpayRoutes = { tpayCreateTransaction, tpayCancelTransaction, tpayPaymentMethods } as const;
