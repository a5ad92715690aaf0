import { object, string } from 'yup';
import { defineRoute } from '../defineRoute';
import { payerSchema, payerUrlsSchema } from '../schemas/payer';
import {
  cardAmountField,
  configIdField,
  currencyField,
  holdTokenField,
  legacyPaymentKeyField,
  namesItsReservation,
  sessionIdField,
} from '../fields';
import { CARD_PROVIDERS } from '../../domain/enums';
import { stripeBrowserRoutes } from './browser/stripe';
import { exampleStripeCreateBody } from './paymentExamples';

/** GET /api/stripe/payment-methods?configId – card-provider methods (card, Google Pay, Apple Pay…). */
export const stripePaymentMethods = defineRoute({
  ...stripeBrowserRoutes.stripePaymentMethods,
  summary: 'Payment methods enabled at the card provider',
  tag: 'stripe',
  query: object({ configId: configIdField().required() }),
  examples: {
    valid: {
      query: { configId: 'demo' },
      response: {
        success: true,
        methods: [
          { id: 'card', name: 'Card', type: 'card' },
          { id: 'google_pay', name: 'Google Pay', type: 'google_pay' },
        ],
      },
    },
    invalid: { query: {} },
  },
});

/** Body of POST /api/stripe/create-transaction (§7). */
export const stripeCreateTransactionBodySchema = object({
  amount: cardAmountField().required(),
  currency: currencyField().required(),
  description: string().trim().min(1).max(500).required(),
  hiddenDescription: string().max(500).optional(),
  payer: payerSchema.required(),
  callbacks: object({
    payerUrls: payerUrlsSchema,
  })
    .default(undefined)
    .optional(),
  configId: configIdField().required(),
  sessionId: sessionIdField().required(),
  idempotencyKey: legacyPaymentKeyField(),
  holdToken: holdTokenField().optional(),
  provider: string().oneOf(CARD_PROVIDERS).required(),
}).test(namesItsReservation);

/** POST /api/stripe/create-transaction – a hosted card checkout session. */
export const stripeCreateTransaction = defineRoute({
  ...stripeBrowserRoutes.stripeCreateTransaction,
  summary: 'Create a hosted card checkout session; transactionPaymentUrl is where the payer goes',
  tag: 'stripe',
  body: stripeCreateTransactionBodySchema,
  examples: {
    valid: {
      body: exampleStripeCreateBody,
      response: {
        success: true,
        transactionId: 'cs_test_a1YS',
        title: 'cs_test_a1YS',
        status: 'open',
        amount: 200,
        currency: 'PLN',
        transactionPaymentUrl: 'http://127.0.0.1:8090/stripe/checkout/cs_test_a1YS',
        payer: { email: 'anna@example.com', name: 'Anna Nowak' },
        date: { creation: '2026-06-01T10:00:00.000Z' },
      },
    },
    invalid: { body: { ...exampleStripeCreateBody, amount: 1_000_000, provider: 'tpay' } },
  },
});

/** The card payment provider routes. */
export const stripeRoutes = { stripePaymentMethods, stripeCreateTransaction } as const;
