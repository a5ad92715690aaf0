// JSON Schemas of the Bokun answers the product reads, restated from public evidence: captured answers of the
// live API (an availability and an activity document), the DTOs of Bokun's own Java client (ApiResponse,
// QuestionDto, BookableExtraDto, AddressDto, ActivityRatePrices and PriceByItem) and the fields public clients
// read. Each lists the fields those answers always carry, with their types and what may be null; fields
// beyond them are allowed, as Bokun sends many more.
import type { SchemaObject } from 'ajv';

const nullable = (schema: SchemaObject): SchemaObject => ({ anyOf: [schema, { type: 'null' }] });
const str: SchemaObject = { type: 'string' };
const int: SchemaObject = { type: 'integer' };
const count: SchemaObject = { type: 'integer', minimum: 0 };
const num: SchemaObject = { type: 'number' };
const bool: SchemaObject = { type: 'boolean' };
const id: SchemaObject = { type: 'integer', minimum: 1 };
const strings: SchemaObject = { type: 'array', items: str };
const ids: SchemaObject = { type: 'array', items: id };
const currency: SchemaObject = { type: 'string', pattern: '^[A-Z]{3}$' };

const object = (properties: Record<string, SchemaObject>, optional: string[] = []): SchemaObject => ({
  type: 'object',
  required: Object.keys(properties).filter((key) => !optional.includes(key)),
  properties,
});
const list = (items: SchemaObject): SchemaObject => ({ type: 'array', items });

/** `{amount, currency}` (SimpleMoney). */
const money = object({ amount: num, currency });

/** A pricing category: `masterCategoryId` is 0, not null, on a category that depends on none. */
const pricingCategory = object({
  id,
  title: str,
  ticketCategory: str,
  fullTitle: str,
  occupancy: count,
  groupSize: count,
  ageQualified: bool,
  minAge: count,
  maxAge: count,
  dependent: bool,
  masterCategoryId: count,
  maxPerMaster: count,
  sumDependentCategories: bool,
  maxDependentSum: count,
  internalUseOnly: bool,
  defaultCategory: bool,
  flags: strings,
});

/** A participant band of a tiered rate: at least one participant at each end. */
const tier = object({
  pricingCategoryId: id,
  minPassengersRequired: { type: 'integer', minimum: 1 },
  maxPassengersRequired: { type: 'integer', minimum: 1 },
});

/** How a rate sells one extra. */
const extraConfig = object({
  activityExtraId: id,
  selectionType: { enum: ['OPTIONAL', 'MANDATORY', 'PRESELECTED'] },
  pricingType: { enum: ['PRICED_SEPARATELY', 'INCLUDED_IN_PRICE'] },
  pricedPerPerson: bool,
});

const rate = object({
  id,
  title: str,
  index: count,
  rateCode: nullable(str),
  pricedPerPerson: bool,
  minPerBooking: count,
  maxPerBooking: count,
  cancellationPolicy: object({
    policyType: str,
    penaltyRules: list(object({ cutoffHours: count, chargeType: str, percentage: num })),
  }),
  pickupSelectionType: str,
  pickupPricingType: str,
  dropoffSelectionType: str,
  dropoffPricingType: str,
  extraConfigs: list(extraConfig),
  startTimeIds: ids,
  allStartTimes: bool,
  tieredPricingEnabled: bool,
  tiers: list(tier),
  pricingCategoryIds: ids,
  allPricingCategories: bool,
});

/** A start time: a supplier that named none leaves `label` null. */
const startTime = object({
  id,
  label: nullable(str),
  externalLabel: nullable(str),
  hour: { type: 'integer', minimum: 0, maximum: 23 },
  minute: { type: 'integer', minimum: 0, maximum: 59 },
  overrideTimeWhenPickup: bool,
  pickupHour: count,
  pickupMinute: count,
  durationType: str,
  duration: count,
  durationMinutes: count,
  durationHours: count,
  durationDays: count,
  durationWeeks: count,
  flags: strings,
});

const contactField = object({ field: str, required: bool, requiredBeforeDeparture: bool });

/** QuestionDto: a numeric id, `answerRequired`, and the choices as one string. */
const question = object({
  id,
  active: bool,
  label: str,
  type: str,
  options: nullable(str),
  answerRequired: bool,
});

/** BookableExtraDto: priced per person or per booking (`pricingType`), at most `maxPerBooking` units. */
const bookableExtra = object({
  id,
  externalId: nullable(str),
  title: str,
  information: nullable(str),
  included: bool,
  pricingType: str,
  pricingTypeLabel: nullable(str),
  price: num,
  maxPerBooking: count,
  flags: strings,
  questions: list(question),
});

/** AddressDto: a start point's address is an object, never a line of text. */
const address = object({
  addressLine1: nullable(str),
  addressLine2: nullable(str),
  addressLine3: nullable(str),
  city: nullable(str),
  state: nullable(str),
  postalCode: nullable(str),
  countryCode: nullable(str),
  geoPoint: nullable(object({ latitude: num, longitude: num })),
  unLocode: nullable({ type: 'object' }),
});

/** `GET /activity.json/{id}`. */
export const activitySchema = object({
  id,
  externalId: nullable(str),
  title: str,
  description: nullable(str),
  excerpt: nullable(str),
  slug: str,
  baseLanguage: str,
  languages: strings,
  keyPhoto: nullable({ type: 'object' }),
  photos: list({ type: 'object', required: ['derived'] }),
  googlePlace: object({ country: str, countryCode: str, city: str, cityCode: str }),
  timeZone: str,
  bookingType: { enum: ['DATE_AND_TIME', 'DATE', 'PASS'] },
  capacityType: { enum: ['FREE_SALE', 'LIMITED'] },
  vendor: object({ id, title: str, currencyCode: currency }),
  durationType: str,
  duration: count,
  durationMinutes: count,
  durationHours: count,
  durationDays: count,
  durationWeeks: count,
  durationText: str,
  bookingCutoff: count,
  defaultRateId: id,
  nextDefaultPrice: num,
  nextDefaultPriceMoney: money,
  nextDefaultPriceAsText: str,
  pricingCategories: list(pricingCategory),
  rates: list(rate),
  startTimes: list(startTime),
  mainContactFields: list(contactField),
  requiredCustomerFields: strings,
  passengerFields: list(contactField),
  bookingQuestions: list(question),
  guidanceTypes: list(object({ guidanceType: str, languages: strings, displayLanguages: strings })),
  bookableExtras: list(bookableExtra),
  startPoints: list(object({ id, title: str, address })),
  meetingType: str,
  minAge: count,
  reservationTimeout: nullable(count),
  paymentCurrencies: strings,
  flags: strings,
});

/** One unit price of a pricing category (`id`) for a band of participants. */
const categoryPrice = object({
  id,
  amount: money,
  minParticipantsRequired: count,
  maxParticipantsRequired: count,
});

/** PriceByItem: an extra's id with its price (per booking), or its prices nested by category (per person). */
const extraUnitPrice = object({ id, amount: money });
const extraCategoryPrices = object({ id, prices: list(object({ id, amount: money })) });

/** ActivityRatePrices: `pricePerBooking` only on a rate priced per booking. */
const ratePrices = object(
  {
    activityRateId: id,
    pricePerBooking: money,
    pricePerCategoryUnit: list(categoryPrice),
    extraPricePerUnit: list(extraUnitPrice),
    extraPricePerCategoryUnit: list(extraCategoryPrices),
  },
  ['pricePerBooking'],
);

/** One element of `GET /activity.json/{id}/availabilities`. */
const availability = object({
  id: { type: 'string', pattern: '^\\d+_\\d{8}$' },
  activityId: id,
  startTime: { type: 'string', pattern: '^\\d{2}:\\d{2}$' },
  startTimeId: id,
  startTimeLabel: nullable(str),
  date: int,
  localizedDate: str,
  availabilityCount: int,
  bookedParticipants: count,
  minParticipants: { type: 'integer', minimum: 1 },
  minParticipantsToBookNow: count,
  pickupAllotment: bool,
  pickupAvailabilityCount: int,
  unlimitedAvailability: bool,
  defaultRateId: id,
  rates: list(rate),
  pricesByRate: list(ratePrices),
  guidedLanguages: strings,
  flags: strings,
  defaultPrice: nullable(num),
  pricesByCategory: { type: 'object' },
  extraPrices: { type: 'object' },
  unavailable: bool,
  pickupSoldOut: bool,
  soldOut: bool,
});

export const availabilityListSchema = list(availability);

/** `POST /checkout.json/options/booking-request`: the options, each with its amount and payment methods. */
export const checkoutOptionsSchema = object(
  {
    options: {
      type: 'array',
      minItems: 1,
      items: object({
        type: str,
        amount: num,
        currency,
        paymentMethods: object({ allowedMethods: { type: 'array', items: str, minItems: 1 } }),
      }),
    },
    questions: { type: 'object' },
  },
  ['questions'],
);

const BOOKING_STATUSES = [
  'CART',
  'RESERVED',
  'CONFIRMED',
  'TIMEOUT',
  'ABORTED',
  'CANCELLED',
  'ERROR',
  'ARRIVED',
  'NO_SHOW',
];

/** The submit and confirm-reserved answer: the booking, and for a confirmed one its documents. */
export const bookingResponseSchema = object(
  {
    booking: object({
      bookingId: id,
      confirmationCode: str,
      status: { enum: BOOKING_STATUSES },
      activityBookings: {
        type: 'array',
        minItems: 1,
        items: object({ activityId: id, productConfirmationCode: str, status: { enum: BOOKING_STATUSES } }),
      },
    }),
    travelDocuments: object({
      invoice: str,
      activityTickets: list(object({ bookingId: id, productConfirmationCode: str, ticket: str })),
    }),
  },
  ['travelDocuments'],
);

/** ApiResponse: `{message, fields}` – errors, and the answer of calls that return no object (abort). */
export const apiResponseSchema = object(
  {
    message: { type: 'string', minLength: 1 },
    fields: { type: 'object' },
  },
  ['fields'],
);
