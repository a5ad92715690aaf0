import { PHOTO_PATH, PHOTO_SIZE, type PhotoScene } from '../photos';
import type { BookingExtraPrices, ExtraPrices, PriceBand } from '../productPrices';
import { CONTENT_LANGUAGES } from './translations';
import type {
  BokunActivity,
  BokunBookableExtra,
  BokunContactField,
  BokunPhoto,
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
  /** Add-on extras priced per person: per unit and pricing category. */
  extraPrices?: ExtraPrices[];
  /** Add-on extras priced per booking: per unit. */
  bookingExtraPrices?: BookingExtraPrices[];
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
  /** The key photo: a sandbox picture and its caption in the activity's language. */
  photo: { scene: PhotoScene; alternateText: string };
  /** Where the guide waits; absent for activities that pick their guests up. */
  startPoint?: { title: string; addressLine1: string; postalCode: string };
  /** What the price includes and does not include, one item each (served as Bokun's HTML lists). */
  included?: string[];
  excluded?: string[];
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
  bookingExtraPrices?: BookingExtraPrices[];
}

const mainContact: BokunContactField[] = ['FIRST_NAME', 'LAST_NAME', 'EMAIL', 'PHONE_NUMBER'].map(
  (field) => ({
    field,
    required: field !== 'PHONE_NUMBER',
    requiredBeforeDeparture: field === 'PHONE_NUMBER',
  }),
);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Items as the vendor's HTML list; empty when there are none. */
function htmlList(items: readonly string[]): string {
  return items.length === 0 ? '' : `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
}

/**
 * The key photo as Bokun describes one, its URLs relative to the sandbox (the activity route makes them
 * absolute): a thumbnail crop and two sizes of the 3:2 picture, each naming its size in the query.
 */
function keyPhoto(seed: ActivitySeed): BokunPhoto {
  const path = `${PHOTO_PATH}/${seed.photo.scene}.svg`;
  const sized = (name: string, width: number, height: number) => {
    const url = `${path}?w=${width}&h=${height}`;
    return { name, url, cleanUrl: url };
  };
  return {
    id: seed.id * 100 + 1,
    originalUrl: path,
    description: null,
    alternateText: seed.photo.alternateText,
    width: PHOTO_SIZE.width,
    height: PHOTO_SIZE.height,
    derived: [sized('thumbnail', 80, 80), sized('preview', 480, 320), sized('large', 1200, 800)],
  };
}

/** Builds the full Bokun activity document around the fields that differ between products. */
export function buildActivity(seed: ActivitySeed): SeededActivity {
  const defaultRate = seed.rates[0];
  if (!defaultRate) throw new Error(`activity ${seed.id} needs a rate`);
  const defaultCategory = seed.pricingCategories.find((c) => c.defaultCategory) ?? seed.pricingCategories[0];
  const nextDefaultPrice = defaultCategory ? (seed.prices[defaultRate.id]?.[defaultCategory.id] ?? 0) : 0;
  const hours = Math.floor(seed.durationMinutes / 60);
  const minutes = seed.durationMinutes % 60;
  const photo = keyPhoto(seed);
  const activity: BokunActivity = {
    id: seed.id,
    externalId: seed.externalId,
    title: seed.title,
    description: seed.description,
    excerpt: seed.excerpt,
    slug: seed.externalId.toLowerCase(),
    baseLanguage: seed.baseLanguage,
    // Content translations: the base language first, then the others the vendor translated into.
    languages: [seed.baseLanguage, ...CONTENT_LANGUAGES.filter((lang) => lang !== seed.baseLanguage)],
    keyPhoto: photo,
    photos: [photo],
    included: htmlList(seed.included ?? []),
    excluded: htmlList(seed.excluded ?? []),
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
    startPoints: seed.startPoint
      ? [
          {
            id: seed.id * 10 + 1,
            title: seed.startPoint.title,
            address: {
              addressLine1: seed.startPoint.addressLine1,
              addressLine2: '',
              addressLine3: '',
              city: seed.city,
              state: '',
              postalCode: seed.startPoint.postalCode,
              countryCode: 'PL',
              mapZoomLevel: 16,
              geoPoint: null,
              unLocode: null,
            },
          },
        ]
      : [],
    meetingType: seed.startPoint ? 'MEET_ON_LOCATION' : 'PICK_UP',
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
    ...(seed.bookingExtraPrices ? { bookingExtraPrices: seed.bookingExtraPrices } : {}),
  };
}
