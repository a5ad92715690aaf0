// Bokun's JSON shapes as the simulator serves them (see docs/providers/bokun.md §2 and §3).

export interface BokunPricingCategory {
  id: number;
  title: string;
  ticketCategory: 'ADULT' | 'TEENAGER' | 'CHILD' | 'INFANT' | 'SENIOR' | 'GROUP';
  fullTitle: string;
  minAge: number;
  maxAge: number;
  ageQualified: boolean;
  dependent: boolean;
  /** 0 when the category depends on no other (as real captures show), else the master's id. */
  masterCategoryId: number;
  maxPerMaster: number;
  sumDependentCategories: boolean;
  maxDependentSum: number;
  internalUseOnly: boolean;
  defaultCategory: boolean;
  occupancy: number;
  groupSize: number;
  flags: string[];
}

export interface BokunTier {
  pricingCategoryId: number;
  minPassengersRequired: number;
  maxPassengersRequired: number;
}

export interface BokunRate {
  id: number;
  title: string;
  rateCode: string;
  index: number;
  pricedPerPerson: boolean;
  minPerBooking: number;
  maxPerBooking: number;
  pricingCategoryIds: number[];
  allPricingCategories: boolean;
  startTimeIds: number[];
  allStartTimes: boolean;
  tieredPricingEnabled: boolean;
  tiers: BokunTier[];
  cancellationPolicy: {
    policyType: string;
    penaltyRules: { cutoffHours: number; chargeType: string; percentage: number }[];
  };
  /** How the rate sells each extra; clients read `pricedPerPerson` and `selectionType` here. */
  extraConfigs: BokunExtraConfig[];
  pickupSelectionType: string;
  pickupPricingType: string;
  dropoffSelectionType: string;
  dropoffPricingType: string;
}

export interface BokunStartTime {
  id: number;
  hour: number;
  minute: number;
  /** Null on start times the supplier left unnamed, as real captures show. */
  label: string | null;
  externalLabel: string | null;
  durationType: string;
  duration: number;
  durationMinutes: number;
  durationHours: number;
  durationDays: number;
  durationWeeks: number;
  pickupHour: number;
  pickupMinute: number;
  overrideTimeWhenPickup: boolean;
  flags: string[];
}

export interface BokunContactField {
  field: string;
  required: boolean;
  requiredBeforeDeparture: boolean;
}

/** Booking question; Bokun's element shape is unconfirmed, this is the simulator's reading. */
export interface BokunQuestion {
  id: number;
  questionCode: string;
  label: string;
  type: 'SHORT_TEXT' | 'LONG_TEXT' | 'CHECKBOX_TOGGLE' | 'OPTIONS' | 'DATE';
  context: 'BOOKING' | 'PASSENGER';
  required: boolean;
  options: { value: string; label: string }[];
}

/** Bokun's `QuestionDto`: a numeric id, `answerRequired`, and the choices as one line-separated string. */
export interface BokunQuestionDto {
  id: number;
  active: boolean;
  label: string;
  type: string;
  options: string;
  answerRequired: boolean;
}

/**
 * An add-on extra offered with an activity (`bookableExtras[]`, Bokun's BookableExtraDto plus the fields
 * public clients read): `pricingType` names per person or per booking, `maxPerBooking` caps the units.
 */
export interface BokunBookableExtra {
  id: number;
  externalId: string;
  title: string;
  information: string;
  included: boolean;
  free: boolean;
  pricingType: 'PER_PERSON' | 'PER_BOOKING';
  pricingTypeLabel: string;
  /** The list price as a whole number; the slot's `pricesByRate` carry the prices that are charged. */
  price: number;
  maxPerBooking: number;
  limitByPax: boolean;
  flags: string[];
  questions: BokunQuestionDto[];
}

/** How a rate sells one extra (`rates[].extraConfigs[]`). */
export interface BokunExtraConfig {
  activityExtraId: number;
  selectionType: 'OPTIONAL' | 'MANDATORY';
  pricingType: 'PRICED_SEPARATELY' | 'INCLUDED_IN_PRICE';
  pricedPerPerson: boolean;
}

/** An extra's prices nested by pricing category (`extraPricePerCategoryUnit`, PriceByItem). */
export interface BokunExtraPrice {
  id: number;
  prices: { id: number; amount: BokunMoney }[];
}

/** The unit price of an extra booked per booking (`extraPricePerUnit`, PriceByItem with the extra's id). */
export interface BokunExtraUnitPrice {
  id: number;
  amount: BokunMoney;
}

/** A postal address as Bokun nests it in start points. */
export interface BokunAddress {
  addressLine1: string;
  addressLine2: string;
  addressLine3: string;
  city: string;
  state: string;
  postalCode: string;
  countryCode: string;
  mapZoomLevel: number;
  geoPoint: { latitude: number; longitude: number } | null;
  unLocode: null;
}

export interface BokunMoney {
  amount: number;
  currency: string;
}

/** A photo: its original size and caption, and derived sizes whose URLs carry the size (`?w=480&h=320`). */
export interface BokunPhoto {
  id: number;
  originalUrl: string;
  description: string | null;
  alternateText: string | null;
  width: number;
  height: number;
  derived: { name: string; url: string; cleanUrl: string }[];
}

/** `GET /activity.json/{id}` body. */
export interface BokunActivity {
  id: number;
  externalId: string;
  title: string;
  description: string;
  excerpt: string;
  slug: string;
  baseLanguage: string;
  languages: string[];
  keyPhoto: BokunPhoto | null;
  photos: BokunPhoto[];
  /** What the price includes and excludes, as the vendor's HTML. */
  included: string;
  excluded: string;
  googlePlace: { city: string; country: string; countryCode: string; cityCode: string };
  timeZone: string;
  bookingType: 'DATE_AND_TIME' | 'DATE' | 'PASS';
  capacityType: 'FREE_SALE' | 'LIMITED';
  vendor: { id: number; title: string; currencyCode: string };
  durationType: string;
  duration: number;
  durationMinutes: number;
  durationHours: number;
  durationDays: number;
  durationWeeks: number;
  durationText: string;
  bookingCutoffMinutes: number;
  bookingCutoff: number;
  defaultRateId: number;
  nextDefaultPrice: number;
  nextDefaultPriceMoney: BokunMoney;
  nextDefaultPriceAsText: string;
  pricingCategories: BokunPricingCategory[];
  rates: BokunRate[];
  startTimes: BokunStartTime[];
  mainContactFields: BokunContactField[];
  requiredCustomerFields: string[];
  passengerFields: BokunContactField[];
  bookingQuestions: (BokunQuestion | BokunQuestionDto)[];
  guidanceTypes: { guidanceType: string; languages: string[]; displayLanguages: string[] }[];
  bookableExtras: BokunBookableExtra[];
  startPoints: { id: number; title: string; address: BokunAddress }[];
  meetingType: string;
  minAge: number;
  reservationTimeout: number | null;
  paymentCurrencies: string[];
  flags: string[];
}

/** One entry of `pricePerCategoryUnit` / `extraPricePerCategoryUnit`; `id` is the pricing category id. */
export interface BokunCategoryPrice {
  id: number;
  amount: BokunMoney;
  minParticipantsRequired: number;
  maxParticipantsRequired: number;
}

export interface BokunRatePrices {
  activityRateId: number;
  pricePerCategoryUnit: BokunCategoryPrice[];
  /** Extras priced per booking, by extra id. */
  extraPricePerUnit: BokunExtraUnitPrice[];
  /** Add-on extras, each with its prices nested by pricing category. */
  extraPricePerCategoryUnit: BokunExtraPrice[];
  /** Set on rates priced per booking rather than per person. */
  pricePerBooking?: BokunMoney;
}

/** One element of `GET /activity.json/{id}/availabilities`. */
export interface BokunAvailability {
  id: string;
  activityId: number;
  date: number;
  localizedDate: string;
  startTime: string;
  startTimeId: number;
  /** The start time's label; null when the supplier gave none, as real captures show. */
  startTimeLabel: string | null;
  availabilityCount: number;
  bookedParticipants: number;
  minParticipants: number;
  minParticipantsToBookNow: number;
  unlimitedAvailability: boolean;
  pickupAllotment: boolean;
  pickupAvailabilityCount: number;
  soldOut: boolean;
  unavailable: boolean;
  pickupSoldOut: boolean;
  defaultRateId: number;
  rates: BokunRate[];
  pricesByRate: BokunRatePrices[];
  guidedLanguages: string[];
  flags: string[];
  defaultPrice: null;
  pricesByCategory: Record<string, never>;
  extraPrices: Record<string, never>;
}

/** Bokun's error body (J `ApiResponse`): `{message, fields}`. */
export interface BokunErrorBody {
  message: string;
  fields?: Record<string, string>;
}
