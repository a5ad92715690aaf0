import { array, boolean, number, object, string, type InferType } from 'yup';
import { currencyField, idField, moneySchema } from '../fields';

/** A nested object that may be absent (yup would otherwise build it from its fields' defaults). */
const optionalObject = <T extends Parameters<typeof object>[0]>(shape: T) =>
  object(shape).default(undefined).optional();

/** A Bokun pricing category (ticket type), as the BFF mapper passes it on. */
export const pricingCategorySchema = object({
  id: idField().required(),
  title: string().required(),
  fullTitle: string().optional(),
  ticketCategory: string().optional(),
  minAge: number().integer().min(0).nullable().optional(),
  maxAge: number().integer().min(0).nullable().optional(),
  ageQualified: boolean().default(false),
  dependent: boolean().default(false),
  masterCategoryId: number().integer().nullable().optional(),
  maxPerMaster: number().integer().min(0).nullable().optional(),
  defaultCategory: boolean().default(false),
  occupancy: number().integer().min(0).nullable().optional(),
  /** People one ticket of the category stands for (Bokun's `groupSize`; above 1 on a group ticket). */
  groupSize: number().integer().min(1).nullable().optional(),
});
export type PricingCategory = InferType<typeof pricingCategorySchema>;

/**
 * A rate's cancellation terms: each rule charges `percentage` of the price when the booking is cancelled less
 * than `cutoffHours` before the start. Rules come sorted by cutoff, longest first.
 */
export const cancellationPolicySchema = object({
  penaltyRules: array(
    object({
      cutoffHours: number().integer().min(0).required(),
      percentage: number().min(0).max(100).required(),
    }).required(),
  ).default([]),
});
export type CancellationPolicy = InferType<typeof cancellationPolicySchema>;

/** One size of a photo for a `srcset`: its URL and its width in pixels. */
export const photoSizeSchema = object({
  url: string().required(),
  width: number().integer().positive().required(),
});

/**
 * A photo of an activity: `url` is the largest size, `sizes` every size whose width is known (for `srcset`),
 * `width` and `height` those of `url` when known; `alt` the photo's own caption or description.
 */
export const photoSchema = object({
  url: string().required(),
  alt: string().optional(),
  width: number().integer().positive().nullable().default(null),
  height: number().integer().positive().nullable().default(null),
  sizes: array(photoSizeSchema.required()).default([]),
});
export type Photo = InferType<typeof photoSchema>;

/** A Bokun rate of an activity. */
export const activityRateSchema = object({
  id: idField().required(),
  title: string().default(''),
  rateCode: string().nullable().optional(),
  pricedPerPerson: boolean().default(true),
  minPerBooking: number().integer().min(0).nullable().optional(),
  maxPerBooking: number().integer().min(0).nullable().optional(),
  pricingCategoryIds: array(idField().required()).default([]),
  allPricingCategories: boolean().default(true),
  startTimeIds: array(idField().required()).default([]),
  allStartTimes: boolean().default(true),
  tieredPricingEnabled: boolean().default(false),
  /** Null when the rate's terms are not known (or not expressed as percentages). */
  cancellationPolicy: cancellationPolicySchema.nullable().default(null),
});
export type ActivityRate = InferType<typeof activityRateSchema>;

/** A start time of an activity (a slot's `startTimeId` points here). */
export const startTimeSchema = object({
  id: idField().required(),
  hour: number().integer().min(0).max(23).required(),
  minute: number().integer().min(0).max(59).required(),
  label: string().nullable().optional(),
  durationMinutes: number().integer().min(0).nullable().optional(),
});

/** A contact field requirement: `{field: 'FIRST_NAME', required, requiredBeforeDeparture}`. */
export const mainContactFieldSchema = object({
  field: string().required(),
  required: boolean().default(false),
  requiredBeforeDeparture: boolean().default(false),
});

/** A booking or passenger question (Bokun leaves the element shape open; this is the mapped form). */
export const bookingQuestionSchema = object({
  questionId: string().required(),
  label: string().required(),
  type: string().default('TEXT'),
  required: boolean().default(false),
  context: string().oneOf(['BOOKING', 'PASSENGER', 'EXTRA']).default('BOOKING'),
  options: array(object({ value: string().required(), label: string().required() })).default([]),
  groupTitle: string().optional(),
});
export type BookingQuestion = InferType<typeof bookingQuestionSchema>;

/**
 * An optional add-on extra of the activity (Bokun's `bookableExtras[]`): booked per participant or once per
 * booking, at most `maxPerBooking` units, and when `limitByPax` at most one unit per participant.
 */
export const bookableExtraSchema = object({
  id: idField().required(),
  title: string().required(),
  information: string().default(''),
  pricedPerPerson: boolean().required(),
  maxPerBooking: number().integer().min(0).required(),
  limitByPax: boolean().default(false),
});
export type BookableExtra = InferType<typeof bookableExtraSchema>;

/** Duration as Bokun splits it, plus its display text. */
export const durationSchema = object({
  minutes: number().integer().min(0).default(0),
  hours: number().integer().min(0).default(0),
  days: number().integer().min(0).default(0),
  weeks: number().integer().min(0).default(0),
  text: string().default(''),
});

/**
 * Activity details as the BFF maps them from Bokun's `GET /activity.json/{id}` (bokun.md §2.1): the data of
 * `POST /api/bokun/general-information/{activityId}/{lang}`. Vendor fields not listed here do not pass.
 */
export const activityDetailsSchema = object({
  id: idField().required(),
  title: string().required(),
  externalId: string().nullable().default(null),
  vendor: optionalObject({
    id: number().integer().optional(),
    title: string().required(),
    currencyCode: currencyField().optional(),
  }),
  currency: currencyField().optional(),
  /** Plain text: the vendor's HTML without its markup, paragraphs separated by a blank line, lists left out. */
  description: string().default(''),
  excerpt: string().default(''),
  /** The bullet points of the vendor's description. */
  highlights: array(string().required()).default([]),
  /** What the price includes and what it does not, one item each. */
  included: array(string().required()).default([]),
  excluded: array(string().required()).default([]),
  /** Where the activity takes place, e.g. "Kraków, Poland". */
  location: string().default(''),
  /** Where it starts: the first start point's title and address. */
  startingLocation: string().default(''),
  bookingType: string().oneOf(['DATE_AND_TIME', 'DATE', 'PASS']).optional(),
  capacityType: string().oneOf(['FREE_SALE', 'LIMITED']).optional(),
  defaultRateId: number().integer().nullable().optional(),
  nextDefaultPrice: number().nullable().optional(),
  nextDefaultPriceMoney: moneySchema.default(undefined).nullable().optional(),
  duration: durationSchema.default(undefined).optional(),
  pricingCategories: array(pricingCategorySchema.required()).default([]),
  rates: array(activityRateSchema.required()).default([]),
  startTimes: array(startTimeSchema.required()).default([]),
  mainContactFields: array(mainContactFieldSchema.required()).default([]),
  passengerFields: array(bookingQuestionSchema.required()).default([]),
  bookingQuestions: array(bookingQuestionSchema.required()).default([]),
  /** Optional extras the visitor may add; included and mandatory ones are left out. */
  extras: array(bookableExtraSchema.required()).default([]),
  languages: array(string().required()).default([]),
  photos: array(photoSchema.required()).default([]),
  minAge: number().integer().min(0).nullable().optional(),
  timeZone: string().optional(),
  /** Flags Bokun sets on the activity; `PRIVATE` marks a private tour (SPEC-NOTES "Activity types"). */
  flags: array(string().required()).default([]),
});
export type ActivityDetails = InferType<typeof activityDetailsSchema>;
