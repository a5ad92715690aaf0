// Recorded request/answer pairs for every Bokun call the product makes, restated in our own values from public
// evidence: captured answers of the live API (an activity document and its availabilities: participant bands
// listed unsorted with bounds of at least one, unnamed start times with null labels, addresses as objects,
// `extraPrices: {}`, `minParticipants: 1`, `masterCategoryId: 0`), the DTOs of Bokun's own Java client
// (QuestionDto, BookableExtraDto, ActivityRatePrices with PriceByItem, ApiResponse; abort-reserved called with
// GET and a `timeout` flag, by current integrations with POST) and what public clients send and read at checkout. The simulator must answer each
// request this way (`facts` and the shape), and the BFF's client must send these requests and read these
// answers (`body`). Requests run in order; `{code}` stands for the confirmation code the last reserve returned.
import type { BokunShape } from './bokunValidator';
import type { ExampleProvenance, SourcedFact } from './provenance';

export type BokunEndpoint =
  'activity' | 'availabilities' | 'checkoutOptions' | 'submit' | 'confirm' | 'abort';

export interface BokunExample {
  name: string;
  endpoint: BokunEndpoint;
  /** Where each fact the example relies on comes from. */
  provenance: ExampleProvenance;
  request: {
    method: 'GET' | 'POST';
    /** Path and query exactly as signed and sent. */
    path: string;
    body?: unknown;
    /** A request the client never makes (a wrong method, a forged signature): only the simulator answers it. */
    simulatorOnly?: true;
    /** Sign with a wrong secret. */
    forged?: true;
  };
  response: {
    status: number;
    shape: BokunShape;
    /** The answer as the provider gave it, in our values: what the client is checked against. */
    body: unknown;
    /** What the simulator's answer must carry (a part of `body`). */
    facts: unknown;
  };
}

export const EXAMPLE_CLOCK = new Date('2026-06-10T09:00:00Z');
/** A Tuesday in the published window. */
export const EXAMPLE_DATE = '2026-06-16';
const DAY_MS = Date.parse(`${EXAMPLE_DATE}T00:00:00Z`);

const KAYAKS = 1006;
const HIKE = 1005;
const ADULT = 60_001;
const CHILD = 60_002;
const SHARED_RATE = 60_021;
const BOAT_RATE = 60_022;
const DRY_BAG = 60_031;
const PHONE_CASE = 60_032;
const MORNING = 60_010;
const AFTERNOON = 60_011;
const pln = (amount: number) => ({ amount, currency: 'PLN' });

// Builders of the parts that repeat; every field a real answer always carries is present.

const category = (id: number, title: string, ticketCategory: string, ages: [number, number] | null) => ({
  id,
  title,
  ticketCategory,
  fullTitle: ages ? `${title} (${ages[0]}-${ages[1]})` : title,
  occupancy: 1,
  groupSize: 0,
  ageQualified: ages !== null,
  minAge: ages?.[0] ?? 0,
  maxAge: ages?.[1] ?? 99,
  dependent: false,
  masterCategoryId: 0,
  maxPerMaster: 0,
  sumDependentCategories: false,
  maxDependentSum: 0,
  internalUseOnly: false,
  defaultCategory: ticketCategory === 'ADULT',
  flags: [],
});

interface RateInput {
  id: number;
  title: string;
  pricedPerPerson?: boolean;
  maxPerBooking: number;
  categories: number[];
  tiers?: [number, number, number][];
  extraConfigs?: { activityExtraId: number; pricedPerPerson: boolean }[];
}

const rate = (r: RateInput) => ({
  id: r.id,
  title: r.title,
  index: 0,
  rateCode: r.title.toUpperCase().replace(/\W+/g, '_'),
  pricedPerPerson: r.pricedPerPerson ?? true,
  minPerBooking: 1,
  maxPerBooking: r.maxPerBooking,
  cancellationPolicy: {
    policyType: 'ADVANCED',
    penaltyRules: [{ cutoffHours: 48, chargeType: 'percentage', percentage: 100 }],
  },
  pickupSelectionType: 'UNAVAILABLE',
  pickupPricingType: 'INCLUDED_IN_PRICE',
  dropoffSelectionType: 'UNAVAILABLE',
  dropoffPricingType: 'INCLUDED_IN_PRICE',
  extraConfigs: (r.extraConfigs ?? []).map((c) => ({
    ...c,
    selectionType: 'OPTIONAL',
    pricingType: 'PRICED_SEPARATELY',
  })),
  startTimeIds: [],
  allStartTimes: true,
  tieredPricingEnabled: (r.tiers ?? []).length > 0,
  tiers: (r.tiers ?? []).map(([pricingCategoryId, min, max]) => ({
    pricingCategoryId,
    minPassengersRequired: min,
    maxPassengersRequired: max,
  })),
  pricingCategoryIds: r.categories,
  allPricingCategories: false,
});

/** A start time the supplier did not name. */
const startTime = (id: number, hour: number, minute: number, hours: number) => ({
  id,
  label: null,
  externalLabel: null,
  hour,
  minute,
  overrideTimeWhenPickup: false,
  pickupHour: 0,
  pickupMinute: 0,
  durationType: 'HOURS',
  duration: hours,
  durationMinutes: 0,
  durationHours: hours,
  durationDays: 0,
  durationWeeks: 0,
  flags: [],
});

const field = (name: string, required: boolean) => ({
  field: name,
  required,
  requiredBeforeDeparture: false,
});

const activity = (a: {
  id: number;
  title: string;
  capacityType: 'FREE_SALE' | 'LIMITED';
  hours: number;
  categories: ReturnType<typeof category>[];
  rates: ReturnType<typeof rate>[];
  startTimes: ReturnType<typeof startTime>[];
  mainContactFields: ReturnType<typeof field>[];
  bookingQuestions?: unknown[];
  bookableExtras?: unknown[];
  nextDefaultPrice: number;
}) => ({
  id: a.id,
  externalId: `EX-${a.id}`,
  title: a.title,
  description: '<p>Our example product.</p>',
  excerpt: null,
  slug: a.title.toLowerCase().replace(/\W+/g, '-'),
  baseLanguage: 'en_GB',
  languages: ['EN_GB'],
  keyPhoto: null,
  photos: [],
  googlePlace: { country: 'Poland', countryCode: 'PL', city: 'Kraków', cityCode: 'Kraków' },
  timeZone: 'Europe/Warsaw',
  bookingType: 'DATE_AND_TIME',
  capacityType: a.capacityType,
  vendor: { id: 7001, title: 'Demo Tours Kraków', currencyCode: 'PLN' },
  durationType: 'HOURS',
  duration: a.hours,
  durationMinutes: 0,
  durationHours: a.hours,
  durationDays: 0,
  durationWeeks: 0,
  durationText: `${a.hours} hours`,
  bookingCutoff: 60,
  defaultRateId: a.rates[0]?.id ?? 0,
  nextDefaultPrice: a.nextDefaultPrice,
  nextDefaultPriceMoney: pln(a.nextDefaultPrice),
  nextDefaultPriceAsText: `PLN ${a.nextDefaultPrice}`,
  pricingCategories: a.categories,
  rates: a.rates,
  startTimes: a.startTimes,
  mainContactFields: a.mainContactFields,
  requiredCustomerFields: a.mainContactFields
    .filter((f) => f.required)
    .map((f) => f.field.toLowerCase().replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())),
  passengerFields: [],
  bookingQuestions: a.bookingQuestions ?? [],
  guidanceTypes: [{ guidanceType: 'GUIDED', languages: ['en'], displayLanguages: ['English'] }],
  bookableExtras: a.bookableExtras ?? [],
  startPoints: [
    {
      id: a.id * 10,
      title: 'Meeting point',
      address: {
        addressLine1: 'Bulwar Czerwieński 1',
        addressLine2: null,
        addressLine3: null,
        city: 'Kraków',
        state: 'Małopolskie',
        postalCode: '31-000',
        countryCode: 'PL',
        geoPoint: { latitude: 50.05, longitude: 19.93 },
        unLocode: { country: '', city: '' },
      },
    },
  ],
  meetingType: 'MEET_ON_LOCATION',
  minAge: 0,
  reservationTimeout: null,
  paymentCurrencies: [],
  flags: [],
});

const extra = (
  id: number,
  title: string,
  pricingType: 'PER_PERSON' | 'PER_BOOKING',
  price: number,
  maxPerBooking: number,
) => ({
  id,
  externalId: null,
  title,
  information: null,
  included: false,
  pricingType,
  pricingTypeLabel: pricingType === 'PER_PERSON' ? 'Price per person' : 'Price per booking',
  price,
  maxPerBooking,
  flags: [],
  questions: [],
});

const kayakExtraConfigs = [
  { activityExtraId: DRY_BAG, pricedPerPerson: true },
  { activityExtraId: PHONE_CASE, pricedPerPerson: false },
];
const kayakRates = [
  rate({
    id: SHARED_RATE,
    title: 'Shared kayak',
    maxPerBooking: 8,
    categories: [ADULT, CHILD],
    tiers: [
      [ADULT, 5, 8],
      [ADULT, 1, 1],
      [CHILD, 2, 8],
      [ADULT, 2, 4],
    ],
    extraConfigs: kayakExtraConfigs,
  }),
  rate({
    id: BOAT_RATE,
    title: 'Whole boat',
    pricedPerPerson: false,
    maxPerBooking: 6,
    categories: [ADULT, CHILD],
    extraConfigs: kayakExtraConfigs,
  }),
];

const kayakActivity = activity({
  id: KAYAKS,
  title: 'Vistula Kayak Trip',
  capacityType: 'LIMITED',
  hours: 2,
  categories: [category(ADULT, 'Adult', 'ADULT', null), category(CHILD, 'Child', 'CHILD', [8, 15])],
  rates: kayakRates,
  startTimes: [startTime(MORNING, 10, 0, 2), startTime(AFTERNOON, 16, 30, 2)],
  mainContactFields: [field('FIRST_NAME', true), field('LAST_NAME', true), field('EMAIL', true)],
  bookableExtras: [
    extra(DRY_BAG, 'Dry bag', 'PER_PERSON', 15, 8),
    extra(PHONE_CASE, 'Waterproof phone case', 'PER_BOOKING', 20, 1),
  ],
  nextDefaultPrice: 150,
});

const hikeActivity = activity({
  id: HIKE,
  title: 'Tatra Mountains Day Hike',
  capacityType: 'FREE_SALE',
  hours: 6,
  categories: [category(50_001, 'Adult', 'ADULT', null)],
  rates: [rate({ id: 50_021, title: 'Standard', maxPerBooking: 30, categories: [50_001] })],
  startTimes: [startTime(50_010, 7, 0, 6), startTime(50_011, 9, 0, 6)],
  mainContactFields: [
    field('FIRST_NAME', true),
    field('LAST_NAME', true),
    field('PHONE_NUMBER', true),
    field('EMAIL', false),
  ],
  bookingQuestions: [
    {
      id: 50_101,
      active: true,
      label: 'Boot size (EU)',
      type: 'OPTIONS',
      options: '38\n40\n42\n44',
      answerRequired: true,
    },
    {
      id: 50_102,
      active: true,
      label: 'Anything the guide should know?',
      type: 'LONG_TEXT',
      options: '',
      answerRequired: false,
    },
  ],

  nextDefaultPrice: 150,
});

const band = (id: number, amount: number, min: number, max: number) => ({
  id,
  amount: pln(amount),
  minParticipantsRequired: min,
  maxParticipantsRequired: max,
});

const slot = (
  startTimeId: number,
  startTime: string,
  left: number,
  free: boolean,
  rates: ReturnType<typeof rate>[],
  pricesByRate: unknown[],
) => ({
  id: `${startTimeId}_${EXAMPLE_DATE.replaceAll('-', '')}`,
  activityId: free ? HIKE : KAYAKS,
  startTime,
  startTimeId,
  startTimeLabel: null,
  date: DAY_MS,
  localizedDate: "Tue 16.Jun'26",
  availabilityCount: free ? 999 : left,
  bookedParticipants: free ? 0 : 16 - left,
  minParticipants: 1,
  minParticipantsToBookNow: 1,
  pickupAllotment: false,
  pickupAvailabilityCount: 0,
  unlimitedAvailability: free,
  defaultRateId: rates[0]?.id ?? 0,
  rates,
  pricesByRate,
  guidedLanguages: [],
  flags: [],
  defaultPrice: null,
  pricesByCategory: {},
  extraPrices: {},
  unavailable: false,
  pickupSoldOut: false,
  soldOut: false,
});

/** Bands of the shared kayak rate, unsorted as captured; the whole-boat rate's one price per booking. */
const kayakPrices = [
  {
    activityRateId: SHARED_RATE,
    pricePerCategoryUnit: [
      band(ADULT, 70, 5, 8),
      band(ADULT, 150, 1, 1),
      band(CHILD, 50, 2, 8),
      band(ADULT, 90, 2, 4),
    ],
    extraPricePerUnit: [{ id: PHONE_CASE, amount: pln(20) }],
    extraPricePerCategoryUnit: [
      {
        id: DRY_BAG,
        prices: [
          { id: ADULT, amount: pln(15) },
          { id: CHILD, amount: pln(10) },
        ],
      },
    ],
  },
  {
    activityRateId: BOAT_RATE,
    pricePerBooking: pln(600),
    pricePerCategoryUnit: [],
    extraPricePerUnit: [{ id: PHONE_CASE, amount: pln(20) }],
    extraPricePerCategoryUnit: [
      {
        id: DRY_BAG,
        prices: [
          { id: ADULT, amount: pln(15) },
          { id: CHILD, amount: pln(10) },
        ],
      },
    ],
  },
];

/** One price for any party size on an untiered rate. */
const hikePrices = [
  {
    activityRateId: 50_021,
    pricePerCategoryUnit: [band(50_001, 150, 0, 0)],
    extraPricePerUnit: [],
    extraPricePerCategoryUnit: [],
  },
];

const contact = (email: boolean) => [
  { questionId: 'firstName', values: ['Zofia'] },
  { questionId: 'lastName', values: ['Wiśniewska'] },
  ...(email ? [{ questionId: 'email', values: ['zofia@example.com'] }] : []),
];

const passenger = (pricingCategoryId: number, extras: { extraId: number; unitCount: number }[] = []) => ({
  pricingCategoryId,
  passengerDetails: [],
  answers: [],
  extras,
});

/**
 * Three adults on the shared kayak with two dry bags and the phone case: each adult at the 2–4 band
 * (3 × 90), the bags at the adult unit price (2 × 15) on their passengers, the case once on the booking (20).
 */
export const kayakBooking = {
  mainContactDetails: contact(true),
  activityBookings: [
    {
      activityId: KAYAKS,
      date: EXAMPLE_DATE,
      startTimeId: MORNING,
      rateId: SHARED_RATE,
      answers: [],
      extras: [{ extraId: PHONE_CASE, unitCount: 1 }],
      passengers: [
        passenger(ADULT, [{ extraId: DRY_BAG, unitCount: 1 }]),
        passenger(ADULT, [{ extraId: DRY_BAG, unitCount: 1 }]),
        passenger(ADULT),
      ],
    },
  ],
};
export const KAYAK_BOOKING_TOTAL = 3 * 90 + 2 * 15 + 20;

/** The hike for one, whose supplier requires a phone number, without one. */
export const hikeBookingWithoutPhone = {
  mainContactDetails: contact(false),
  activityBookings: [
    {
      activityId: HIKE,
      date: EXAMPLE_DATE,
      startTimeId: 50_010,
      rateId: 50_021,
      answers: [{ questionId: '50101', values: ['42'] }],
      extras: [],
      passengers: [passenger(50_001)],
    },
  ],
};

const submit = (directBooking: unknown) => ({
  checkoutOption: 'CUSTOMER_FULL_PAYMENT',
  paymentMethod: 'RESERVE_FOR_EXTERNAL_PAYMENT',
  source: 'DIRECT_REQUEST',
  directBooking,
  sendNotificationToMainContact: true,
  showPricesInNotification: false,
});

const reserved = (bookingId: number, code: string) => ({
  booking: {
    bookingId,
    confirmationCode: code,
    status: 'RESERVED',
    currency: 'PLN',
    totalPrice: KAYAK_BOOKING_TOTAL,
    activityBookings: [
      {
        activityId: KAYAKS,
        productConfirmationCode: `${code.replace('-', '-T')}1`,
        title: 'Vistula Kayak Trip',
        status: 'RESERVED',
        totalParticipants: 3,
        totalPrice: KAYAK_BOOKING_TOTAL,
      },
    ],
  },
});
const reservedFacts = {
  booking: { status: 'RESERVED', activityBookings: [{ activityId: KAYAKS, status: 'RESERVED' }] },
};

const NOT_RESERVED = 'InvalidDataException - Confirming a booking which is not in reserved state: CONFIRMED';

// Where the facts come from (docs/providers/bokun.md names each source).
const D_AUTH =
  'bokun.dev Booking API (REST) "Configuring the platform for API usage and authentication" and its worked ' +
  'signing example (secret 23e2c7da…, expected XrOiTYa9Y34zscnLCsAEh8ieoyo=)';
const D_AVAIL = 'bokun.helpkit.so Booking API "Checking availability and pricing"';
const D_MODEL = 'bokun.dev Booking API "Introduction to the data model of products"';
const D_CHECKOUT = 'bokun.dev Booking API "Checkout" (reserve for external payment, then confirm-reserved)';
const D_QA = 'bokun.helpkit.so Booking API "Booking questions and answers"';
const LCW_PRODUCT =
  'GET /activity.json/{id} captured from the live API in TribeWW/localcitywalksnew@8666d5c6 ' +
  'payloads/Examplepayloadproductbyid.json';
const LCW_SLOTS =
  'GET /activity.json/{id}/availabilities captured from the live API in TribeWW/localcitywalksnew@8666d5c6 ' +
  'payloads/ExamplePayloadAvailabilities.json';
const javaClient = (file: string) => `Bokun's Java client (fork xperious/bokun_api) ${file}`;
const ON_TEST_ACCOUNT = 'on a Bokun test account (api.bokuntest.com)';

const known = {
  signing: {
    fact: 'HMAC-SHA1 over date + access key + METHOD + path?query, Base64, in X-Bokun-Signature',
    kind: 'documented',
    source: D_AUTH,
  },
  apiResponse: {
    fact: 'an error answers {message, fields}',
    kind: 'documented',
    source: javaClient('dtos ApiResponse (2018)'),
  },
  activityFields: {
    fact: 'activity fields and types (categories, rates with tiers, start times, contact fields, prices)',
    kind: 'captured',
    source: LCW_PRODUCT,
  },
  activityEnums: {
    fact: 'bookingType DATE_AND_TIME and capacityType FREE_SALE | LIMITED',
    kind: 'documented',
    source: D_MODEL,
  },
  unnamedStartTimes: {
    fact: 'an unnamed start time has label and externalLabel null',
    kind: 'captured',
    source: LCW_PRODUCT,
  },
  independentCategory: {
    fact: 'an independent pricing category has masterCategoryId 0',
    kind: 'captured',
    source: LCW_PRODUCT,
  },
  addressObject: { fact: 'a start point address is an object', kind: 'captured', source: LCW_PRODUCT },
  requiredCustomerFields: {
    fact: 'requiredCustomerFields lists the required contact fields as camelCase question ids',
    kind: 'captured',
    source: LCW_PRODUCT,
  },
  bookableExtras: {
    fact: 'bookableExtras[] carry id, title, included, pricingType, price and maxPerBooking',
    kind: 'documented',
    source: javaClient('src/main/java/dtos/BookableExtraDto.java@27afab91'),
  },
  extraConfigs: {
    fact: "a rate's extraConfigs[] entries {activityExtraId, selectionType, pricingType, pricedPerPerson}",
    kind: 'assumed',
    why: 'the captured rates had no extras; the names follow the rate and extra fields that were captured',
    confirmBy: `GET /activity.json/{id} of a product with an extra ${ON_TEST_ACCOUNT}`,
  },
  bookingQuestions: {
    fact: 'activity bookingQuestions[] shaped as QuestionDto (label, type, options one per line, answerRequired)',
    kind: 'assumed',
    why:
      'the captured product had none; the shape is the 2018 QuestionDto of ' +
      javaClient('src/main/java/dtos/QuestionDto.java@f8049819'),
    confirmBy: `GET /activity.json/{id} of a product with a supplier question ${ON_TEST_ACCOUNT}`,
  },
  slotFields: {
    fact:
      'slot id "{startTimeId}_{yyyyMMdd}", date as epoch ms of 00:00 UTC, startTimeLabel null, ' +
      'minParticipants 1, extraPrices {}',
    kind: 'captured',
    source: LCW_SLOTS,
  },
  tieredBands: {
    fact: 'a tiered rate lists one price band per category and party size, unsorted, bounds of at least 1',
    kind: 'captured',
    source: LCW_SLOTS,
  },
  slotsQuery: {
    fact: 'availabilities take start and end as yyyy-MM-dd, currency and includeSoldOut',
    kind: 'documented',
    source: D_AVAIL,
  },
  slotsByGet: {
    fact: 'availabilities are read by GET (the docs page shows POST)',
    kind: 'captured',
    source: LCW_SLOTS,
  },
  extraAndBookingPrices: {
    fact: 'pricesByRate carries extraPricePerUnit, extraPricePerCategoryUnit and pricePerBooking',
    kind: 'assumed',
    why:
      "the capture's product had no extras and no per-booking rate; the names follow the price DTOs " +
      "of Bokun's Java client",
    confirmBy: `availabilities of a product with extras and a per-booking rate ${ON_TEST_ACCOUNT}`,
  },
  freeSale: {
    fact: 'a FREE_SALE product answers unlimitedAvailability true',
    kind: 'documented',
    source: D_AVAIL,
  },
  answerLocations: {
    fact: 'answers go in mainContactDetails and activityBookings[].passengers[].passengerDetails',
    kind: 'documented',
    source: D_QA,
  },
  bookingRequest: {
    fact: 'the booking request: {questionId, values} contact answers, one passengers[] entry per person, date as text',
    kind: 'assumed',
    why: 'what public clients send (LCW lib/bokun/checkout.ts, the PHP-SC plugin); Bokun publishes no schema',
    confirmBy: `POST /checkout.json/options/booking-request ${ON_TEST_ACCOUNT}`,
  },
  checkoutOptions: {
    fact: 'checkout options answer options[].{type, amount, currency, paymentMethods.allowedMethods}',
    kind: 'assumed',
    why: 'read this way by LCW (which also accepts allowedMethods on the option); not in the docs',
    confirmBy: `POST /checkout.json/options/booking-request ${ON_TEST_ACCOUNT}`,
  },
  tieredTotal: {
    fact:
      "a party's total: each ticket at its category's band, picked by the category's own count or by the " +
      "party's whole count (SANDBOX_BOKUN_BAND_MODEL simulates both), plus the extras",
    kind: 'assumed',
    why:
      `how Bokun resolves bands across categories is unpublished; the bands of ${LCW_SLOTS} (Adult 1, 2, 3, 4…, ` +
      'Child 1–15) read like a per-category count, and LCW prices each category this way',
    confirmBy:
      'checkout options for 3 adults and 2 children (and for 3 adults and 1 child) on a tiered product whose ' +
      `child bands start at 2 ${ON_TEST_ACCOUNT}: priced at the 2–4 adult band means perCategory`,
  },
  reserveThenConfirm: {
    fact: 'RESERVE_FOR_EXTERNAL_PAYMENT holds a RESERVED booking (at most 30 minutes) until confirm-reserved',
    kind: 'documented',
    source: D_CHECKOUT,
  },
  submitBody: {
    fact: 'submit body {checkoutOption, paymentMethod, source DIRECT_REQUEST, directBooking, notification flags}',
    kind: 'assumed',
    why: 'what LCW, the PHP-SC plugin and a C# client send; not in the docs',
    confirmBy: `POST /checkout.json/submit ${ON_TEST_ACCOUNT}`,
  },
  submitAnswer: {
    fact: 'submit answers booking.{bookingId, confirmationCode, status, activityBookings[].productConfirmationCode}',
    kind: 'assumed',
    why: "read this way by LCW's and the PHP-SC plugin's code; totalPrice on this answer is unconfirmed",
    confirmBy: `POST /checkout.json/submit ${ON_TEST_ACCOUNT}`,
  },
  confirmCall: {
    fact: 'confirm-reserved body {amount, currency, notification flags}; answer booking and travelDocuments',
    kind: 'assumed',
    why: "what LCW and the PHP-SC plugin (naming the docs' Booking Confirmation Schema) send and read",
    confirmBy: `POST /checkout.json/confirm-reserved/{code} ${ON_TEST_ACCOUNT}`,
  },
  confirmTwice: {
    fact: 'a second confirm is a 400 "…not in reserved state: CONFIRMED"',
    kind: 'assumed',
    why: 'the message is quoted in a PHP-SC plugin comment; its status is not published',
    confirmBy: `confirm one booking twice ${ON_TEST_ACCOUNT}`,
  },
  missingPhone: {
    fact: 'a submit without a required phone is a 400 naming mainContactDetails.phoneNumber in fields',
    kind: 'assumed',
    why: 'an LCW spike saw the reserve fail without the phone; the message and the field key are unpublished',
    confirmBy: `submit a product requiring a phone without one ${ON_TEST_ACCOUNT}`,
  },
  abortByPost: {
    fact: 'POST /booking.json/{code}/abort-reserved releases the hold and answers 200 {message, fields}',
    kind: 'assumed',
    why: "LCW's production code and a Laravel client POST it; the Java client GETs it; the answer is unpublished",
    confirmBy: `POST (and on 405 GET) abort-reserved of a reserved booking ${ON_TEST_ACCOUNT}`,
  },
  abortGone: {
    fact: 'aborting a booking no longer reserved is a 404',
    kind: 'assumed',
    why: 'LCW reads a 404 as already aborted or expired; not in the docs',
    confirmBy: `abort the same booking twice ${ON_TEST_ACCOUNT}`,
  },
  abortByGet: {
    fact: 'GET /booking.json/{id}/abort-reserved?timeout=false aborts a reserved booking',
    kind: 'documented',
    source: javaClient('src/main/java/is/bokun/client/BookingClient.java@8897cc20'),
  },
  badSignature: {
    fact: 'a wrong signature is a 401',
    kind: 'assumed',
    why: 'public clients report 401 or 403 for a bad signature or key; the status is not documented',
    confirmBy: `any call signed with a wrong secret ${ON_TEST_ACCOUNT}`,
  },
  unknownActivity: {
    fact: 'an activity the channel does not sell is a 404',
    kind: 'assumed',
    why: "public clients read 404 for an unknown product; the docs' error-code page could not be read",
    confirmBy: `GET /activity.json/{id} of an id outside the channel ${ON_TEST_ACCOUNT}`,
  },
  missingDates: {
    fact: 'availabilities without start and end are a 400 naming both fields',
    kind: 'assumed',
    why: 'the docs make both required; the status and the fields of the refusal are unpublished',
    confirmBy: `GET availabilities without dates ${ON_TEST_ACCOUNT}`,
  },
} satisfies Record<string, SourcedFact>;

export const bokunExamples: readonly BokunExample[] = [
  {
    name: 'activity: bands on a tiered rate, a per-booking rate, extras, unnamed start times, an address object',
    endpoint: 'activity',
    provenance: [
      known.signing,
      known.activityFields,
      known.activityEnums,
      known.unnamedStartTimes,
      known.independentCategory,
      known.addressObject,
      known.bookableExtras,
      known.extraConfigs,
    ],
    request: { method: 'GET', path: `/activity.json/${KAYAKS}?lang=EN&currency=PLN` },
    response: {
      status: 200,
      shape: 'activity',
      body: kayakActivity,
      facts: {
        id: KAYAKS,
        capacityType: 'LIMITED',
        pricingCategories: [
          { id: ADULT, masterCategoryId: 0 },
          { id: CHILD, masterCategoryId: 0 },
        ],
        rates: [
          { id: SHARED_RATE, tieredPricingEnabled: true, pricedPerPerson: true },
          { id: BOAT_RATE, tieredPricingEnabled: false, pricedPerPerson: false },
        ],
        startTimes: [
          { id: MORNING, label: null },
          { id: AFTERNOON, label: null },
        ],
        bookableExtras: [
          { id: DRY_BAG, pricingType: 'PER_PERSON', maxPerBooking: 8, included: false },
          { id: PHONE_CASE, pricingType: 'PER_BOOKING', maxPerBooking: 1, included: false },
        ],
        startPoints: [{ address: { countryCode: 'PL' } }],
      },
    },
  },
  {
    name: 'activity: a free-sale product that requires a phone and no e-mail, with a QuestionDto question',
    endpoint: 'activity',
    provenance: [
      known.signing,
      known.activityFields,
      known.activityEnums,
      known.requiredCustomerFields,
      known.bookingQuestions,
    ],
    request: { method: 'GET', path: `/activity.json/${HIKE}?lang=EN&currency=PLN` },
    response: {
      status: 200,
      shape: 'activity',
      body: hikeActivity,
      facts: {
        id: HIKE,
        capacityType: 'FREE_SALE',
        requiredCustomerFields: ['firstName', 'lastName', 'phoneNumber'],
        bookingQuestions: [
          { id: 50_101, answerRequired: true, options: '38\n40\n42\n44' },
          { id: 50_102, answerRequired: false },
        ],
      },
    },
  },
  {
    name: 'activity: an id the channel does not sell',
    endpoint: 'activity',
    provenance: [known.unknownActivity, known.apiResponse],
    request: { method: 'GET', path: '/activity.json/999999?lang=EN&currency=PLN' },
    response: {
      status: 404,
      shape: 'apiResponse',
      body: { message: 'Activity not found: 999999' },
      facts: {},
    },
  },
  {
    name: 'availabilities: every band of a tiered rate, unsorted, a per-booking price and both kinds of extra price',
    endpoint: 'availabilities',
    provenance: [
      known.slotsQuery,
      known.slotsByGet,
      known.slotFields,
      known.tieredBands,
      known.extraAndBookingPrices,
    ],
    request: {
      method: 'GET',
      path: `/activity.json/${KAYAKS}/availabilities?start=${EXAMPLE_DATE}&end=${EXAMPLE_DATE}&currency=PLN&lang=EN&includeSoldOut=true`,
    },
    response: {
      status: 200,
      shape: 'availabilities',
      body: [
        slot(MORNING, '10:00', 12, false, kayakRates, kayakPrices),
        slot(AFTERNOON, '16:30', 15, false, kayakRates, kayakPrices),
      ],
      facts: [
        {
          id: `${MORNING}_20260616`,
          startTimeLabel: null,
          minParticipants: 1,
          unlimitedAvailability: false,
          extraPrices: {},
          pricesByRate: [
            {
              activityRateId: SHARED_RATE,
              pricePerCategoryUnit: kayakPrices[0]?.pricePerCategoryUnit,
              extraPricePerUnit: [{ id: PHONE_CASE, amount: pln(20) }],
              extraPricePerCategoryUnit: kayakPrices[0]?.extraPricePerCategoryUnit,
            },
            { activityRateId: BOAT_RATE, pricePerBooking: pln(600) },
          ],
        },
        { id: `${AFTERNOON}_20260616`, startTimeLabel: null },
      ],
    },
  },
  {
    name: 'availabilities: a free-sale product says unlimitedAvailability',
    endpoint: 'availabilities',
    provenance: [known.slotsQuery, known.slotsByGet, known.slotFields, known.freeSale],
    request: {
      method: 'GET',
      path: `/activity.json/${HIKE}/availabilities?start=${EXAMPLE_DATE}&end=${EXAMPLE_DATE}&currency=PLN&lang=EN&includeSoldOut=true`,
    },
    response: {
      status: 200,
      shape: 'availabilities',
      body: [
        slot(50_010, '07:00', 0, true, hikeActivity.rates, hikePrices),
        slot(50_011, '09:00', 0, true, hikeActivity.rates, hikePrices),
      ],
      facts: [
        { unlimitedAvailability: true, soldOut: false, startTimeLabel: null },
        { unlimitedAvailability: true, soldOut: false, startTimeLabel: null },
      ],
    },
  },
  {
    name: 'availabilities: without start and end dates',
    endpoint: 'availabilities',
    provenance: [known.slotsQuery, known.missingDates, known.apiResponse],
    request: {
      method: 'GET',
      path: `/activity.json/${KAYAKS}/availabilities?currency=PLN`,
      simulatorOnly: true,
    },
    response: {
      status: 400,
      shape: 'apiResponse',
      body: {
        message: 'start and end must be dates in yyyy-MM-dd format',
        fields: { start: 'required, yyyy-MM-dd', end: 'required, yyyy-MM-dd' },
      },
      facts: { fields: { start: 'required, yyyy-MM-dd', end: 'required, yyyy-MM-dd' } },
    },
  },
  {
    name: 'checkout options: the total of bands and extras, reservable for external payment',
    endpoint: 'checkoutOptions',
    provenance: [known.answerLocations, known.bookingRequest, known.checkoutOptions, known.tieredTotal],
    request: {
      method: 'POST',
      path: '/checkout.json/options/booking-request?currency=PLN',
      body: kayakBooking,
    },
    response: {
      status: 200,
      shape: 'checkoutOptions',
      body: {
        options: [
          {
            type: 'CUSTOMER_FULL_PAYMENT',
            amount: KAYAK_BOOKING_TOTAL,
            currency: 'PLN',
            formattedAmount: `PLN ${KAYAK_BOOKING_TOTAL}.00`,
            paymentMethods: { allowedMethods: ['RESERVE_FOR_EXTERNAL_PAYMENT', 'CARD'] },
          },
        ],
      },
      facts: { options: [{ type: 'CUSTOMER_FULL_PAYMENT', amount: KAYAK_BOOKING_TOTAL, currency: 'PLN' }] },
    },
  },
  {
    name: 'submit: reserves for external payment',
    endpoint: 'submit',
    provenance: [known.reserveThenConfirm, known.submitBody, known.submitAnswer],
    request: { method: 'POST', path: '/checkout.json/submit?currency=PLN', body: submit(kayakBooking) },
    response: { status: 200, shape: 'booking', body: reserved(4_102, 'KAY-41020001'), facts: reservedFacts },
  },
  {
    name: 'confirm: the reserved booking, paid, with its travel documents',
    endpoint: 'confirm',
    provenance: [known.reserveThenConfirm, known.confirmCall],
    request: {
      method: 'POST',
      path: '/checkout.json/confirm-reserved/{code}?currency=PLN',
      body: {
        amount: KAYAK_BOOKING_TOTAL,
        currency: 'PLN',
        sendNotificationToMainContact: true,
        showPricesInNotification: false,
      },
    },
    response: {
      status: 200,
      shape: 'booking',
      body: {
        booking: {
          ...reserved(4_102, 'KAY-41020001').booking,
          status: 'CONFIRMED',
          activityBookings: [
            { ...reserved(4_102, 'KAY-41020001').booking.activityBookings[0], status: 'CONFIRMED' },
          ],
        },
        travelDocuments: {
          invoice: '/documents/KAY-41020001/invoice.pdf',
          activityTickets: [
            {
              bookingId: 4_102,
              productConfirmationCode: 'KAY-T410200011',
              ticket: '/documents/KAY-T410200011.pdf',
            },
          ],
        },
      },
      facts: { booking: { status: 'CONFIRMED' } },
    },
  },
  {
    name: 'confirm: a booking already confirmed is not in reserved state',
    endpoint: 'confirm',
    provenance: [known.confirmTwice, known.apiResponse],
    request: {
      method: 'POST',
      path: '/checkout.json/confirm-reserved/{code}?currency=PLN',
      body: {
        amount: KAYAK_BOOKING_TOTAL,
        currency: 'PLN',
        sendNotificationToMainContact: true,
        showPricesInNotification: false,
      },
    },
    response: {
      status: 400,
      shape: 'apiResponse',
      body: { message: NOT_RESERVED, fields: {} },
      facts: { message: NOT_RESERVED },
    },
  },
  {
    name: 'submit: a product requiring a phone, booked without one, names the missing field',
    endpoint: 'submit',
    provenance: [known.answerLocations, known.missingPhone, known.apiResponse],
    request: {
      method: 'POST',
      path: '/checkout.json/submit?currency=PLN',
      body: submit(hikeBookingWithoutPhone),
    },
    response: {
      status: 400,
      shape: 'apiResponse',
      body: {
        message: 'Required main contact details are missing',
        fields: { 'mainContactDetails.phoneNumber': 'required' },
      },
      facts: { fields: { 'mainContactDetails.phoneNumber': 'required' } },
    },
  },
  {
    name: 'submit: a second hold of the same booking',
    endpoint: 'submit',
    provenance: [known.reserveThenConfirm, known.submitBody, known.submitAnswer],
    request: { method: 'POST', path: '/checkout.json/submit?currency=PLN', body: submit(kayakBooking) },
    response: { status: 200, shape: 'booking', body: reserved(4_103, 'KAY-41030001'), facts: reservedFacts },
  },
  // abort-reserved: current integrations POST it, Bokun's older Java client GETs it with `timeout`
  // (bokun.md §3.5; which one Bokun wants is unconfirmed). The client POSTs first and falls back to GET.
  {
    name: 'abort: POST releases the hold and answers a plain ApiResponse',
    endpoint: 'abort',
    provenance: [known.abortByPost],
    request: { method: 'POST', path: '/booking.json/{code}/abort-reserved' },
    response: {
      status: 200,
      shape: 'apiResponse',
      body: { message: 'OK', fields: {} },
      facts: { fields: {} },
    },
  },
  {
    name: 'abort: a booking no longer reserved is not found',
    endpoint: 'abort',
    provenance: [known.abortGone, known.apiResponse],
    request: { method: 'POST', path: '/booking.json/{code}/abort-reserved' },
    response: {
      status: 404,
      shape: 'apiResponse',
      body: { message: 'Booking not found', fields: {} },
      facts: {},
    },
  },
  {
    name: "abort: GET, the Java client's form with its timeout flag, is routed too (this booking is released)",
    endpoint: 'abort',
    provenance: [known.abortByGet, known.abortGone],
    request: {
      method: 'GET',
      path: '/booking.json/{code}/abort-reserved?timeout=false',
      simulatorOnly: true,
    },
    response: { status: 404, shape: 'apiResponse', body: { message: 'Booking not found' }, facts: {} },
  },
  {
    name: 'any call signed with a wrong secret',
    endpoint: 'activity',
    provenance: [known.signing, known.badSignature],
    request: {
      method: 'GET',
      path: `/activity.json/${KAYAKS}?lang=EN&currency=PLN`,
      simulatorOnly: true,
      forged: true,
    },
    response: { status: 401, shape: 'apiResponse', body: { message: 'Invalid signature' }, facts: {} },
  },
];
