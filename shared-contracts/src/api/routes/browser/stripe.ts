// The browser's part of the card-provider routes (see defineBrowserRoute); ../stripe.ts adds the request's part.
import { array, boolean, number, object, string } from 'yup';
import { defineBrowserRoute } from '../../defineRoute';
import { currencyField } from '../../fields';
import { paymentMethodSchema } from '../../../domain/paymentMethod';

/** The stripe routes as the browser calls them. */
export const stripeBrowserRoutes = {
  stripePaymentMethods: defineBrowserRoute({
    method: 'GET',
    path: '/api/stripe/payment-methods',
    response: object({
      success: boolean().required(),
      methods: array(paymentMethodSchema.required()).required(),
      error: string().optional(),
    }),
  }),
  stripeCreateTransaction: defineBrowserRoute({
    method: 'POST',
    path: '/api/stripe/create-transaction',
    response: object({
      success: boolean().required(),
      transactionId: string().required(),
      title: string().required(),
      status: string().required(),
      amount: number().min(0).required(),
      currency: currencyField().required(),
      transactionPaymentUrl: string().required(),
      payer: object({ email: string().defined(), name: string().required() }).required(),
      date: object({ creation: string().required() }).required(),
      error: string().optional(),
      /** e.g. STRIPE_API_ERROR (§8) when creation failed. */
      code: string().optional(),
    }),
  }),
} as const;
