import { array, boolean, number, object, string, type InferType } from 'yup';
import { PARTICIPANTS_MAX } from '../../domain/constants';
import { currencyField, idField, isoDateField, paymentAmountField, textField } from '../fields';

/** An answer as Bokun takes it: `{questionId, values[]}` (contact details, passenger details, answers). */
export const answerSchema = object({
  questionId: string().max(100).required(),
  values: array(textField().required()).required(),
});
export type Answer = InferType<typeof answerSchema>;

/** An extra booked: on a passenger when priced per person, on the activity booking when priced per booking. */
export const extraBookingSchema = object({
  extraId: idField().required(),
  unitCount: number().integer().min(1).required(),
});

/** One passenger: Bokun wants one entry per person, no quantity field. */
export const passengerBookingSchema = object({
  pricingCategoryId: idField().required(),
  passengerDetails: array(answerSchema.required()).default([]),
  answers: array(answerSchema.required()).default([]),
  extras: array(extraBookingSchema.required()).default([]),
});
export type PassengerBooking = InferType<typeof passengerBookingSchema>;

/** One activity booked in the reservation. */
export const activityBookingSchema = object({
  activityId: idField().required(),
  date: isoDateField().required(),
  startTimeId: idField().nullable().optional(),
  rateId: idField().required(),
  answers: array(answerSchema.required()).default([]),
  passengers: array(passengerBookingSchema.required()).min(1).max(PARTICIPANTS_MAX).required(),
  /** Extras priced per booking. */
  extras: array(extraBookingSchema.required()).default([]),
});
export type ActivityBooking = InferType<typeof activityBookingSchema>;

/** The booking request (`directBooking`) of a reservation. */
export const directBookingSchema = object({
  mainContactDetails: array(answerSchema.required()).required(),
  /** One activity per reservation: the widget books one, and each more would hold seats for nothing. */
  activityBookings: array(activityBookingSchema.required()).min(1).max(1).required(),
  /** Bokun reads the promo code here; the BFF copies the top-level `promoCode` in. */
  promoCode: string().max(64).optional(),
});

/** §7 "The body of the reservation has…": a reserve-for-external-payment direct booking. */
export const reservationDataSchema = object({
  checkoutOption: string()
    .oneOf(['CUSTOMER_FULL_PAYMENT'] as const)
    .required(),
  paymentMethod: string()
    .oneOf(['RESERVE_FOR_EXTERNAL_PAYMENT'] as const)
    .required(),
  source: string()
    .oneOf(['DIRECT_REQUEST'] as const)
    .required(),
  directBooking: directBookingSchema.required(),
  promoCode: string().max(64).optional(),
  sendNotificationToMainContact: boolean().default(true),
  showPricesInNotification: boolean().default(false),
  amount: paymentAmountField().required(),
  currency: currencyField().required(),
});
export type ReservationData = InferType<typeof reservationDataSchema>;
