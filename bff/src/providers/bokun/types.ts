// Bokun's wire shapes as far as the BFF reads them (bokun.md §2–§3). Every field is optional because
// Bokun's payloads vary and undocumented fields are common; the mapper checks what it needs.

export interface BokunMoneyJson {
  amount?: number;
  currency?: string;
}

export interface BokunPricingCategoryJson {
  id?: number;
  title?: string;
  fullTitle?: string;
  ticketCategory?: string;
  minAge?: number | null;
  maxAge?: number | null;
  ageQualified?: boolean;
  dependent?: boolean;
  masterCategoryId?: number | null;
  maxPerMaster?: number | null;
  defaultCategory?: boolean;
  occupancy?: number | null;
  groupSize?: number | null;
}

export interface BokunRateJson {
  id?: number;
  title?: string;
  rateCode?: string | null;
  pricedPerPerson?: boolean;
  minPerBooking?: number | null;
  maxPerBooking?: number | null;
  pricingCategoryIds?: number[];
  allPricingCategories?: boolean;
  startTimeIds?: number[];
  allStartTimes?: boolean;
  tieredPricingEnabled?: boolean;
  cancellationPolicy?: {
    policyType?: string;
    penaltyRules?: { cutoffHours?: number; chargeType?: string; percentage?: number | null }[];
  } | null;
  /** How the rate sells each extra (field names as public clients read them). */
  extraConfigs?: BokunExtraConfigJson[];
}

export interface BokunExtraConfigJson {
  activityExtraId?: number;
  /** OPTIONAL or MANDATORY. */
  selectionType?: string;
  /** PRICED_SEPARATELY or INCLUDED_IN_PRICE. */
  pricingType?: string;
  pricedPerPerson?: boolean;
}

/** One of the activity's `bookableExtras` (BookableExtraDto and the fields clients read beside it). */
export interface BokunBookableExtraJson {
  id?: number;
  title?: string;
  information?: string | null;
  included?: boolean;
  free?: boolean;
  /** Per person or per booking; the exact enum is UNCONFIRMED (vendor.ts `extraPricedPerPerson`). */
  pricingType?: string | null;
  maxPerBooking?: number | null;
  limitByPax?: boolean;
}

export interface BokunStartTimeJson {
  id?: number;
  hour?: number;
  minute?: number;
  label?: string | null;
  duration?: number;
}

export interface BokunFieldJson {
  field?: string;
  required?: boolean;
  requiredBeforeDeparture?: boolean;
}

/** Element shape UNCONFIRMED (bokun.md §2.1); read defensively. */
export interface BokunQuestionJson {
  id?: number | string | null;
  questionId?: string;
  questionCode?: string;
  label?: string;
  /** The older `BookingQuestionDto` names its text `question`. */
  question?: string;
  title?: string;
  type?: string;
  dataType?: string;
  required?: boolean;
  /** `QuestionDto` and `BookingQuestionDto` say `answerRequired`. */
  answerRequired?: boolean;
  active?: boolean;
  context?: string;
  /** A string in `QuestionDto`, strings in `BookingQuestionDto`, `{value, label}` in the sandbox's 1001–1004. */
  options?: string | (string | { value?: string; label?: string } | null)[] | null;
}

/** A photo; derived sizes are resized copies whose URLs name their size (`?w=480&h=320`). */
export interface BokunPhotoJson {
  derived?: { name?: string; url?: string }[];
  originalUrl?: string;
  description?: string | null;
  alternateText?: string | null;
  width?: number | null;
  height?: number | null;
}

/** `GET /activity.json/{id}`. */
export interface BokunActivityJson {
  id?: number;
  externalId?: string | null;
  title?: string;
  description?: string | null;
  excerpt?: string | null;
  languages?: string[];
  keyPhoto?: BokunPhotoJson | null;
  photos?: BokunPhotoJson[];
  /** What the price includes and excludes, as the vendor's HTML. */
  included?: string | null;
  excluded?: string | null;
  googlePlace?: { city?: string; country?: string } | null;
  startPoints?: { title?: string; address?: { addressLine1?: string; city?: string } | null }[];
  timeZone?: string;
  bookingType?: string;
  capacityType?: string;
  vendor?: { id?: number; title?: string; currencyCode?: string };
  durationMinutes?: number;
  durationHours?: number;
  durationDays?: number;
  durationWeeks?: number;
  durationText?: string;
  defaultRateId?: number | null;
  nextDefaultPrice?: number | null;
  nextDefaultPriceMoney?: BokunMoneyJson | null;
  pricingCategories?: BokunPricingCategoryJson[];
  rates?: BokunRateJson[];
  startTimes?: BokunStartTimeJson[];
  mainContactFields?: BokunFieldJson[];
  passengerFields?: BokunFieldJson[];
  bookingQuestions?: BokunQuestionJson[];
  bookableExtras?: BokunBookableExtraJson[];
  minAge?: number | null;
  flags?: string[];
}

export interface BokunCategoryPriceJson {
  id?: number;
  amount?: BokunMoneyJson;
  minParticipantsRequired?: number | null;
  maxParticipantsRequired?: number | null;
}

/** One element of `GET /activity.json/{id}/availabilities`. */
export interface BokunAvailabilityJson {
  id?: string;
  activityId?: number;
  date?: number;
  startTime?: string;
  startTimeId?: number;
  availabilityCount?: number;
  /** Seats taken (booked or held); with `availabilityCount` the departure's capacity (bokun.md §2.2). */
  bookedParticipants?: number;
  unlimitedAvailability?: boolean;
  soldOut?: boolean;
  unavailable?: boolean;
  defaultRateId?: number | null;
  rates?: BokunRateJson[];
  pricesByRate?: {
    activityRateId?: number;
    pricePerCategoryUnit?: BokunCategoryPriceJson[];
    /** Extras priced per booking: `{id: extraId, amount}`. */
    extraPricePerUnit?: BokunCategoryPriceJson[] | null;
    /** Add-on extras nested by category (`{id: extraId, prices[]}`); older payloads list flat category prices. */
    extraPricePerCategoryUnit?: (BokunCategoryPriceJson & { prices?: BokunCategoryPriceJson[] | null })[];
    pricePerBooking?: BokunMoneyJson | null;
  }[];
}

/** The booking request (`directBooking`): passed through as the caller built it. */
export interface BokunBookingRequest {
  mainContactDetails: { questionId: string; values: string[] }[];
  activityBookings: {
    activityId: number;
    date: string;
    startTimeId?: number | null;
    rateId?: number;
    answers?: { questionId: string; values: string[] }[];
    /** Extras priced per booking; those priced per person go on their passenger. */
    extras?: { extraId: number; unitCount: number }[];
    passengers: {
      pricingCategoryId: number;
      passengerDetails?: { questionId: string; values: string[] }[];
      answers?: { questionId: string; values: string[] }[];
      extras?: { extraId: number; unitCount: number }[];
    }[];
  }[];
  promoCode?: string;
}

/** The body of `POST /checkout.json/submit` for reserve-for-external-payment. */
export interface BokunSubmitRequest {
  checkoutOption: string;
  paymentMethod: string;
  source: string;
  directBooking: BokunBookingRequest;
  externalBookingReference?: string;
  sendNotificationToMainContact?: boolean;
  showPricesInNotification?: boolean;
}

export interface BokunCheckoutOptionJson {
  type?: string;
  amount?: number;
  currency?: string;
  paymentMethods?: { allowedMethods?: string[] };
  allowedMethods?: string[];
}

/** `POST /checkout.json/options/booking-request`. */
export interface BokunCheckoutOptionsJson {
  options?: BokunCheckoutOptionJson[];
  questions?: unknown;
}

export interface BokunBookingJson {
  bookingId?: number;
  id?: number;
  confirmationCode?: string;
  status?: string;
  activityBookings?: { productConfirmationCode?: string }[];
}

/** `POST /checkout.json/submit` and `POST /checkout.json/confirm-reserved/{code}`. */
export interface BokunBookingResponseJson {
  booking?: BokunBookingJson;
  travelDocuments?: unknown;
}

/** Body of confirm-reserved (bokun.md §3.4). */
export interface BokunConfirmRequest {
  amount: number;
  currency: string;
  externalBookingReference?: string;
  sendNotificationToMainContact?: boolean;
  showPricesInNotification?: boolean;
  transactionDetails?: { transactionDate: string; transactionId: string; cardBrand?: string; last4?: string };
}
