import { array, boolean, number, object, string, type InferType } from 'yup';
import { idField, isoDateField, moneySchema } from '../fields';

/** One price of a pricing category (`id` is the pricing category id), optionally for a participant band. */
export const categoryPriceSchema = object({
  id: idField().required(),
  amount: moneySchema.required(),
  minParticipantsRequired: number().integer().min(0).nullable().optional(),
  maxParticipantsRequired: number().integer().min(0).nullable().optional(),
});
export type CategoryPrice = InferType<typeof categoryPriceSchema>;

/**
 * An add-on extra's unit prices: by pricing category for an extra priced per person (Bokun's
 * `extraPricePerCategoryUnit`, nested), or one `bookingPrice` for an extra priced per booking (Bokun's
 * `extraPricePerUnit`).
 */
export const extraPriceSchema = object({
  extraId: idField().required(),
  prices: array(
    object({ categoryId: idField().required(), amount: moneySchema.required() }).required(),
  ).default([]),
  bookingPrice: moneySchema.default(undefined).nullable().optional(),
});
export type ExtraPrice = InferType<typeof extraPriceSchema>;

/** Prices of one rate in one slot (bokun.md §2.2 `pricesByRate[]`). */
export const ratePricesSchema = object({
  activityRateId: idField().required(),
  pricePerCategoryUnit: array(categoryPriceSchema.required()).default([]),
  /**
   * §5: an entry here overrides the base price of the same ticket and creates the ticket if missing. Bokun's
   * own field of this name prices add-on extras, which the BFF passes as `extras`; nothing it maps lands here.
   */
  extraPricePerCategoryUnit: array(categoryPriceSchema.required()).default([]),
  /** Set on a rate priced once per booking (Bokun's `pricePerBooking`), whatever the ticket mix. */
  pricePerBooking: moneySchema.default(undefined).nullable().optional(),
  /** Add-on extras of the rate, each with its unit price per pricing category or per booking. */
  extras: array(extraPriceSchema.required()).default([]),
});
export type RatePrices = InferType<typeof ratePricesSchema>;

/**
 * One availability slot as the BFF maps it from Bokun's availabilities: `date` is the local calendar date
 * (Bokun's epoch-ms date converted in UTC) and `id` is `{startTimeId}_{yyyyMMdd}`.
 */
export const scheduleSlotSchema = object({
  id: string()
    .matches(/^\d+_\d{8}$/, '${path} must be "{startTimeId}_{yyyyMMdd}"')
    .required(),
  date: isoDateField().required(),
  dateTimestamp: number().integer().optional(),
  startTimeId: idField().optional(),
  startTime: string().default(''),
  availabilityCount: number().integer().min(0).required(),
  /** Seats already booked or held, when Bokun says: with availabilityCount, the departure's capacity. */
  bookedParticipants: number().integer().min(0).optional(),
  unlimitedAvailability: boolean().default(false),
  soldOut: boolean().required(),
  defaultRateId: number().integer().positive().nullable().defined(),
  rateIds: array(idField().required()).default([]),
  pricesByRate: array(ratePricesSchema.required()).default([]),
});
export type ScheduleSlotDto = InferType<typeof scheduleSlotSchema>;
