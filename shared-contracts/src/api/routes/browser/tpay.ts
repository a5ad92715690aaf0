// The browser's part of the Polish-provider routes (see defineBrowserRoute); ../tpay.ts adds the request's part.
import { array, boolean, object, string } from 'yup';
import { defineBrowserRoute } from '../../defineRoute';
import { confirmationCodeField, transactionIdField } from '../../fields';
import { HOLD_AFTER_FAILURE } from '../../../domain/enums';
import { paymentMethodSchema } from '../../../domain/paymentMethod';
import { transactionSchema } from '../../../domain/transaction';

/** The tpay routes as the browser calls them. */
export const tpayBrowserRoutes = {
  tpayCreateTransaction: defineBrowserRoute({
    method: 'POST',
    path: '/api/tpay/create-transaction',
    response: transactionSchema.shape({
      result: string().oneOf(['success', 'failed']).required(),
      error: string().optional(),
      /** With result `failed`: whether the reservation's hold stays for another try (a refused BLIK code). */
      hold: string().oneOf(HOLD_AFTER_FAILURE).optional(),
    }),
  }),
  tpayCancelTransaction: defineBrowserRoute({
    method: 'POST',
    path: '/api/tpay/{transactionId}/cancel',
    params: object({ transactionId: transactionIdField().required() }),
    response: object({
      success: boolean().required(),
      error: string().optional(),
      bokunCleanup: object({
        attempted: boolean().required(),
        success: boolean().required(),
        confirmationCode: confirmationCodeField().optional(),
        status: string().optional(),
        error: string().optional(),
      })
        .default(undefined)
        .optional(),
    }),
  }),
  tpayPaymentMethods: defineBrowserRoute({
    method: 'POST',
    path: '/api/tpay/payment-methods',
    response: object({
      success: boolean().required(),
      data: array(paymentMethodSchema.required()).required(),
      error: string().optional(),
    }),
  }),
} as const;
