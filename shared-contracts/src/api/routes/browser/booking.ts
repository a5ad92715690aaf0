// The browser's part of the booking routes (see defineBrowserRoute); ../booking.ts adds the request's part.
import { array, boolean, number, object, string } from 'yup';
import { defineBrowserRoute } from '../../defineRoute';
import {
  amountField,
  confirmationCodeField,
  currencyField,
  isoDateField,
  receiptKeyField,
} from '../../fields';
import { PAYMENT_PROVIDERS } from '../../../domain/constants';
import { HOLD_AFTER_FAILURE, PAYMENT_FAILURE_REASONS, PAYMENT_STATUSES } from '../../../domain/enums';

/** One ticket line of a booking: a pricing category, how many, at what unit price. */
export const ticketLineSchema = object({
  category: string().required(),
  count: number().integer().min(0).max(999).required(),
  price: amountField().required(),
});

/** The booking a paid receipt shows: what was bought, never who bought it. */
export const receiptBookingSchema = object({
  confirmationCode: confirmationCodeField().required(),
  activity: object({ id: number().integer().positive().required(), title: string().required() }).required(),
  date: isoDateField().required(),
  time: string().default(''),
  tickets: array(ticketLineSchema.required()).required(),
  /** The amount the provider charged, in major units of `currency`. */
  totalPrice: amountField().required(),
  currency: currencyField().required(),
  meetingPoint: string().default(''),
});

/** The booking routes as the browser calls them. */
export const bookingBrowserRoutes = {
  bookingStatus: defineBrowserRoute({
    method: 'GET',
    path: '/api/booking-status',
    response: object({
      success: boolean().required(),
      status: string().oneOf(PAYMENT_STATUSES).required(),
      confirmationCode: confirmationCodeField().optional(),
      provider: string().oneOf(PAYMENT_PROVIDERS).optional(),
      error: string().optional(),
      /** With status `error`: why, when the visitor should be told more (e.g. a BLIK code never confirmed). */
      reason: string().oneOf(PAYMENT_FAILURE_REASONS).optional(),
      /** With status `error` or `cancelled`: whether the reservation's hold stays for another try. */
      hold: string().oneOf(HOLD_AFTER_FAILURE).optional(),
    }),
  }),
  paymentInitiate: defineBrowserRoute({
    method: 'POST',
    path: '/payment-initiate',
    response: object({ success: boolean().required(), error: string().optional() }),
  }),
  bookingCleanup: defineBrowserRoute({
    method: 'POST',
    path: '/api/booking-cleanup',
    response: object({ success: boolean().required(), error: string().optional() }),
  }),
  bookingReceipt: defineBrowserRoute({
    method: 'GET',
    path: '/api/booking-receipt/{receiptKey}',
    params: object({ receiptKey: receiptKeyField().required() }),
    response: object({
      success: boolean().required(),
      status: string().oneOf(PAYMENT_STATUSES).required(),
      /** Present once the payment succeeded. */
      booking: receiptBookingSchema.default(undefined).optional(),
    }),
  }),
} as const;
