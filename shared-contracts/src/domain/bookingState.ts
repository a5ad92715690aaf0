import { array, boolean, mixed, number, object, string, type InferType } from 'yup';
import { contactFieldSchema } from './contactField';
import { timeSlotSchema } from './activity';
import { RESERVATION_STATUSES } from './enums';

/** §3 reservation held in the booking state. */
export const reservationStateSchema = object({
  confirmationCode: string().required(),
  bookingId: number().integer().positive().required(),
  /** Epoch ms. */
  expiresAt: number().integer().required(),
  createdAt: number().integer().required(),
  status: string().oneOf(RESERVATION_STATUSES).required(),
});
export type ReservationState = InferType<typeof reservationStateSchema>;

const answersBlock = () =>
  object({
    fields: array(contactFieldSchema.required()).default([]),
    allValid: boolean().default(false),
  });

/** §3 Booking state. `tickets` maps a ticket id to its count and unit price. */
export const bookingStateSchema = object({
  selectedDate: string().nullable().default(null),
  timeSlots: array(timeSlotSchema.required()).default([]),
  tickets: mixed<Record<string, { count: number; price: number }>>().default({}),
  totalParticipants: number().integer().min(0).default(0),
  totalPrice: number().min(0).default(0),
  oldTotalPrice: number().min(0).nullable().default(null),
  maxCapacity: number().integer().min(0).default(0),
  contactFields: answersBlock(),
  passengerQuestions: object({
    passengers: array(
      object({
        pricingCategoryId: number().integer().required(),
        values: mixed<Record<string, string>>().default({}),
      }),
    ).default([]),
    allValid: boolean().default(true),
  }),
  bookingLevelQuestionsState: answersBlock(),
  isContactDataLoaded: boolean().default(false),
  isPrivateTour: boolean().default(false),
  privateTourPricingCategoryId: number().integer().nullable().default(null),
  reservation: reservationStateSchema.nullable().default(null),
  promoCode: string().default(''),
  selectedRateId: number().integer().nullable().default(null),
  isCreatingReservation: boolean().default(false),
  reservationCreationTimestamp: number().integer().nullable().default(null),
});
export type BookingState = InferType<typeof bookingStateSchema>;
