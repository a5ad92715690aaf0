import type { ExtraPrices, PriceBand } from '../productPrices';
import type {
  BokunActivity,
  BokunBookableExtra,
  BokunContactField,
  BokunPricingCategory,
  BokunQuestion,
  BokunQuestionDto,
  BokunRate,
  BokunStartTime,
} from '../types';

/** Price table: rate id → pricing category id → amount in the vendor currency. */
export type PriceTable = Record<number, Record<number, number>>;

/** A catalogue entry: what Bokun serves plus the simulator's own inventory and price rules. */
export interface SeededActivity {
  activity: BokunActivity;
  prices: PriceTable;
  /** Saturday and Sunday prices that replace the base price in those days' `pricePerCategoryUnit`. */
  weekendPrices: PriceTable;
  capacityPerSlot: number;
  guidedLanguages: string[];
  /** Tiered rates: rate id → participant bands, served in this order. */
  priceBands?: Record<number, PriceBand[]>;
  /** Rates priced once per booking: rate id → amount. */
  pricePerBooking?: Record<number, number>;
  /** Add-on extras priced per unit and pricing category. */
  extraPrices?: ExtraPrices[];
}

export const DEMO_VENDOR = { id: 7001, title: 'Demo Tours Kraków', currencyCode: 'PLN' } as const;

export interface ActivitySeed {
  id: number;
  externalId: string;
  title: string;
  excerpt: string;
  description: string;
  baseLanguage: string;
  city: string;
  durationMinutes: number;
  pricingCategories: BokunPricingCategory[];
  rates: BokunRate[];
  startTimes: BokunStartTime[];
  prices: PriceTable;
  weekendPrices?: PriceTable;
  capacityPerSlot: number;
  passengerFields?: BokunContactField[];
  bookingQuestions?: (BokunQuestion | BokunQuestionDto)[];
  flags?: string[];
  minAge?: number;
  /** FREE_SALE sells without a capacity limit (availability says `unlimitedAvailability`); LIMITED by default. */
  capacityType?: 'FREE_SALE' | 'LIMITED';
  /** The activity's own main-contact requirements; first and last name and e-mail when not given. */
  mainContactFields?: BokunContactField[];
  bookableExtras?: BokunBookableExtra[];
  priceBands?: Record<number, PriceBand[]>;
  pricePerBooking?: Record<number, number>;
  extraPrices?: ExtraPrices[];
}

const mainContact: BokunContactField[] = ['FIRST_NAME', 'LAST_NAME', 'EMAIL', 'PHONE_NUMBER'].map(
  (field) => ({
    field,
    required: field !== 'PHONE_NUMBER',
    requiredBeforeDeparture: field === 'PHONE_NUMBER',
  }),
);

/** Builds the full Bokun activity document around the fields that differ between products. */
export function buildActivity(seed: ActivitySeed): SeededActivity {
  const defaultRate = seed.rates[0];
  if (!defaultRate) throw new Error(`activity ${seed.id} needs a rate`);
  const defaultCategory = seed.pricingCategories.find((c) => c.defaultCategory) ?? seed.pricingCategories[0];
  const nextDefaultPrice = defaultCategory ? (seed.prices[defaultRate.id]?.[defaultCategory.id] ?? 0) : 0;
  const hours = Math.floor(seed.durationMinutes / 60);
  const minutes = seed.durationMinutes % 60;
  const photo = (name: string) => ({
    derived: [{ name: 'large', url: `https://images.example.test/${seed.id}/${name}.jpg` }],
  });
  const activity: BokunActivity = {
    id: seed.id,
    externalId: seed.externalId,
    title: seed.title,
    description: seed.description,
    excerpt: seed.excerpt,
    slug: seed.externalId.toLowerCase(),
    baseLanguage: seed.baseLanguage,
    languages: [seed.baseLanguage],
    keyPhoto: photo('key'),
    photos: [photo('key'), photo('second')],
    googlePlace: { city: seed.city, country: 'Poland', countryCode: 'PL', cityCode: seed.city.toUpperCase() },
    timeZone: 'Europe/Warsaw',
    bookingType: 'DATE_AND_TIME',
    capacityType: seed.capacityType ?? 'LIMITED',
    vendor: { ...DEMO_VENDOR },
    durationType: 'MINUTES',
    duration: seed.durationMinutes,
    durationMinutes: minutes,
    durationHours: hours,
    durationDays: 0,
    durationWeeks: 0,
    durationText: minutes === 0 ? `${hours} hours` : `${hours} hours ${minutes} minutes`,
    bookingCutoffMinutes: 0,
    bookingCutoff: 60,
    defaultRateId: defaultRate.id,
    nextDefaultPrice,
    nextDefaultPriceMoney: { amount: nextDefaultPrice, currency: DEMO_VENDOR.currencyCode },
    nextDefaultPriceAsText: `${nextDefaultPrice.toFixed(2)} ${DEMO_VENDOR.currencyCode}`,
    pricingCategories: seed.pricingCategories,
    rates: seed.rates.map((rate, index) => ({ ...rate, index })),
    startTimes: seed.startTimes,
    mainContactFields: seed.mainContactFields ?? mainContact,
    requiredCustomerFields: (seed.mainContactFields ?? mainContact)
      .filter((f) => f.required)
      .map((f) => f.field.toLowerCase().replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())),
    passengerFields: seed.passengerFields ?? [],
    bookingQuestions: seed.bookingQuestions ?? [],
    guidanceTypes: [
      { guidanceType: 'GUIDED', languages: [seed.baseLanguage], displayLanguages: [seed.baseLanguage] },
    ],
    bookableExtras: seed.bookableExtras ?? [],
    startPoints: [
      {
        id: seed.id * 10 + 1,
        title: `${seed.city} meeting point`,
        address: {
          addressLine1: 'Main Square 1',
          addressLine2: '',
          addressLine3: '',
          city: seed.city,
          state: '',
          postalCode: '',
          countryCode: 'PL',
          mapZoomLevel: 16,
          geoPoint: null,
          unLocode: null,
        },
      },
    ],
    meetingType: 'MEET_ON_LOCATION',
    minAge: seed.minAge ?? 0,
    reservationTimeout: null,
    paymentCurrencies: [DEMO_VENDOR.currencyCode],
    flags: seed.flags ?? [],
  };
  return {
    activity,
    prices: seed.prices,
    weekendPrices: seed.weekendPrices ?? {},
    capacityPerSlot: seed.capacityPerSlot,
    guidedLanguages: [seed.baseLanguage],
    ...(seed.priceBands ? { priceBands: seed.priceBands } : {}),
    ...(seed.pricePerBooking ? { pricePerBooking: seed.pricePerBooking } : {}),
    ...(seed.extraPrices ? { extraPrices: seed.extraPrices } : {}),
  };
}
