import { array, boolean, number, object, string } from 'yup';
import { defineRoute } from '../defineRoute';
import {
  amountField,
  configIdField,
  confirmationCodeField,
  currencyField,
  emailField,
  holdTokenField,
  isoDateField,
  sessionIdField,
  transactionIdField,
} from '../fields';
import { LANGUAGES, PAYMENT_PROVIDERS } from '../../domain/constants';
import { bookingBrowserRoutes, ticketLineSchema } from './browser/booking';
import { examplePaymentInitiateBody } from './paymentExamples';

export { receiptBookingSchema } from './browser/booking';

/** GET /api/booking-status?session_id | ?transaction_id – payment status of a booking (timeout 10 s). */
export const bookingStatus = defineRoute({
  ...bookingBrowserRoutes.bookingStatus,
  summary: 'Payment status by card-provider session id or by transaction id (exactly one of them)',
  tag: 'booking',
  query: object({
    session_id: transactionIdField().optional(),
    transaction_id: transactionIdField().optional(),
  }).test(
    'exactly-one-id',
    'give exactly one of session_id and transaction_id',
    (value) => (value.session_id === undefined) !== (value.transaction_id === undefined),
  ),
  examples: {
    valid: {
      query: { session_id: 'cs_test_a1YS' },
      response: {
        success: true,
        status: 'success',
        confirmationCode: 'UND-92677922',
        provider: 'stripe_sandbox',
      },
    },
    invalid: { query: { session_id: 'cs_test_a1YS', transaction_id: 'ta_bKvkJX9Knk9Ol4od' } },
  },
});

/** The booking a payment record describes (§7 `bookingData`), as the BFF stores it. */
export const paymentBookingDataSchema = object({
  activity: object({
    id: number().integer().positive().required(),
    title: string().required(),
    description: string().default(''),
  }).required(),
  selectedDate: isoDateField().required(),
  selectedTime: string().default(''),
  tickets: array(ticketLineSchema.required()).required(),
  contactInfo: object({
    firstName: string().required(),
    lastName: string().required(),
    email: emailField().optional(),
    phone: string().default(''),
  }).required(),
  totalPrice: amountField().required(),
  currency: currencyField().required(),
  /** Where the tour starts, as step 1 showed it: the receipt pages repeat it. */
  meetingPoint: string().max(500).default(''),
  /**
   * What the funnel needs to log the payment's success when the visitor finishes it on the provider's page
   * (card, bank transfer), away from the widget: the funnel session, the widget's language and site, and the
   * marketing agreement (a newsletter sign-up follows the success when given).
   */
  funnel: object({
    sessionId: sessionIdField().required(),
    lang: string().oneOf(LANGUAGES).required(),
    website: string().max(1000).default(''),
    marketing: boolean().default(false),
  })
    .default(undefined)
    .optional(),
});

/** Body of POST /payment-initiate (§7): the record the BFF stores when a payment starts. */
export const paymentInitiateBodySchema = object({
  transactionId: transactionIdField().required(),
  holdToken: holdTokenField().optional(),
  paymentData: object({
    provider: string().oneOf(PAYMENT_PROVIDERS).required(),
    providerTransactionId: transactionIdField().required(),
    tpayTransactionId: transactionIdField().optional(),
    stripeSessionId: transactionIdField().optional(),
    amount: amountField().moreThan(0).required(),
    currency: currencyField().required(),
    configId: configIdField().required(),
    paymentMethod: string().max(64).required(),
    /** Absent when the activity did not ask for an e-mail and the visitor gave none. */
    customerEmail: emailField().optional(),
    customerName: string().max(255).required(),
    metadata: object().default({}),
  }).required(),
  bookingData: paymentBookingDataSchema.required(),
  bokunReservationId: confirmationCodeField().required(),
  configId: configIdField().required(),
  sessionId: sessionIdField().required(),
  /** The upper-cased config id. */
  widgetPrefix: string()
    .matches(/^[A-Z0-9_-]{1,64}$/, 'widgetPrefix must be the upper-cased config id')
    .required(),
});

/** POST /payment-initiate – store the payment record on the BFF's own origin (timeout 15 s). */
export const paymentInitiate = defineRoute({
  ...bookingBrowserRoutes.paymentInitiate,
  summary: 'Store the payment and booking record of a started payment',
  tag: 'booking',
  body: paymentInitiateBodySchema,
  examples: {
    valid: { body: examplePaymentInitiateBody, response: { success: true } },
    invalid: { body: { ...examplePaymentInitiateBody, widgetPrefix: 'demo' } },
  },
});

/** POST /api/booking-cleanup – remove the reservation after a failed payment creation. */
export const bookingCleanup = defineRoute({
  ...bookingBrowserRoutes.bookingCleanup,
  summary: 'Release the reservation left by a failed payment creation',
  tag: 'booking',
  body: object({
    confirmationCode: confirmationCodeField().required(),
    configId: configIdField().required(),
    reason: string().trim().min(1).max(500).required(),
    holdToken: holdTokenField().optional(),
  }),
  examples: {
    valid: {
      body: { confirmationCode: 'UND-92677922', configId: 'demo', reason: 'payment_creation_failed' },
      response: { success: true },
    },
    invalid: { body: { confirmationCode: 'UND-92677922', configId: 'demo' } },
  },
});

/**
 * GET /api/booking-receipt/{receiptKey} – the payer's own booking after paying: the payment's status (checked
 * with the provider while it is open) and, once paid, what was booked. The receipt key comes with the hold
 * (reserve answers it), so only the payer's browser and the return URLs it built know it. No contact data.
 */
export const bookingReceipt = defineRoute({
  ...bookingBrowserRoutes.bookingReceipt,
  summary: "The payer's booking and its payment status, by the receipt key of the hold",
  tag: 'booking',
  examples: {
    valid: {
      params: { receiptKey: 'a'.repeat(64) },
      response: {
        success: true,
        status: 'success',
        booking: {
          confirmationCode: 'UND-92677922',
          activity: { id: 1001, title: 'Kraków Old Town walking tour' },
          date: '2026-06-18',
          time: '10:00',
          tickets: [{ category: 'Adult', count: 2, price: 120 }],
          totalPrice: 240,
          currency: 'PLN',
          meetingPoint: 'Main Market Square, by the Adam Mickiewicz monument',
        },
      },
    },
    invalid: { params: { receiptKey: 'not-a-key' } },
  },
});

/** Booking and payment record routes of the BFF. */
export const bookingRoutes = { bookingStatus, paymentInitiate, bookingCleanup, bookingReceipt } as const;
