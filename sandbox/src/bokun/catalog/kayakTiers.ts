import { buildExtra, buildPricingCategory, buildRate, buildStartTime, extraConfigOf } from './factories';
import { buildActivity } from './seededActivity';

export const KAYAK_TIERS_ID = 1006;

const ADULT = 60_001;
const CHILD = 60_002;
const DRY_BAG = 60_031;
const PHONE_CASE = 60_032;

/** One dry bag per paddler at most; each costs its paddler's category price. */
const dryBag = buildExtra({
  id: DRY_BAG,
  title: 'Dry bag',
  information: 'A 10-litre bag for clothes and phone.',
  pricingType: 'PER_PERSON',
  price: 15,
  maxPerBooking: 8,
});

/** One waterproof phone case for the whole boat. */
const phoneCase = buildExtra({
  id: PHONE_CASE,
  title: 'Waterproof phone case',
  pricingType: 'PER_BOOKING',
  price: 20,
  maxPerBooking: 1,
});
const extraConfigs = [dryBag, phoneCase].map(extraConfigOf);

const adult = buildPricingCategory({ id: ADULT, title: 'Adult', defaultCategory: true });
const child = buildPricingCategory({
  id: CHILD,
  title: 'Child',
  ticketCategory: 'CHILD',
  ageQualified: true,
  minAge: 8,
  maxAge: 15,
});

/** Unit prices fall with the group's size; bands listed unsorted, as real availability captures list them. */
const tiered = buildRate({
  id: 60_021,
  title: 'Shared kayak',
  pricingCategoryIds: [ADULT, CHILD],
  maxPerBooking: 8,
  tieredPricingEnabled: true,
  extraConfigs,
  tiers: [
    { pricingCategoryId: ADULT, minPassengersRequired: 5, maxPassengersRequired: 8 },
    { pricingCategoryId: ADULT, minPassengersRequired: 1, maxPassengersRequired: 1 },
    { pricingCategoryId: ADULT, minPassengersRequired: 2, maxPassengersRequired: 4 },
    { pricingCategoryId: CHILD, minPassengersRequired: 2, maxPassengersRequired: 8 },
  ],
});

/** One price for the whole boat, however many aboard. */
const wholeBoat = buildRate({
  id: 60_022,
  title: 'Whole boat',
  pricingCategoryIds: [ADULT, CHILD],
  pricedPerPerson: false,
  maxPerBooking: 6,
  extraConfigs,
});

/**
 * Kayaking on the Vistula with participant-band prices, a per-booking rate, a dry bag priced per person and
 * a phone case priced per booking.
 */
export const kayakTiers = buildActivity({
  id: KAYAK_TIERS_ID,
  externalId: 'KRK-KAYAK-TIERS',
  title: 'Vistula Kayak Trip',
  excerpt: 'Paddle past Wawel; the bigger the group, the lower the price each.',
  description:
    '<p>Two hours on the Vistula with an instructor, from the Wawel marina towards Tyniec.</p>' +
    '<ul><li>Wawel Castle from the water</li><li>A short lesson before you set off</li></ul>',
  baseLanguage: 'EN',
  city: 'Kraków',
  photo: { scene: 'kayak', alternateText: 'A kayak on the Vistula below Wawel Castle' },
  startPoint: { title: 'Wawel kayak marina', addressLine1: 'Bulwar Czerwieński', postalCode: '31-069' },
  included: ['Kayak, paddle and life jacket', 'Instructor'],
  excluded: ['Dry bag (extra)', 'Lockers'],
  durationMinutes: 120,
  pricingCategories: [adult, child],
  rates: [tiered, wholeBoat],
  startTimes: [
    { ...buildStartTime(60_010, 10, 0, 120), label: null, externalLabel: null },
    { ...buildStartTime(60_011, 16, 30, 120), label: null, externalLabel: null },
  ],
  prices: {},
  priceBands: {
    [tiered.id]: [
      { categoryId: ADULT, min: 5, max: 8, amount: 70 },
      { categoryId: ADULT, min: 1, max: 1, amount: 150 },
      { categoryId: CHILD, min: 2, max: 8, amount: 50 },
      { categoryId: ADULT, min: 2, max: 4, amount: 90 },
    ],
  },
  pricePerBooking: { [wholeBoat.id]: 600 },
  bookableExtras: [dryBag, phoneCase],
  extraPrices: [
    {
      extraId: DRY_BAG,
      byRate: { [tiered.id]: { [ADULT]: 15, [CHILD]: 10 }, [wholeBoat.id]: { [ADULT]: 15, [CHILD]: 10 } },
    },
  ],
  bookingExtraPrices: [{ extraId: PHONE_CASE, byRate: { [tiered.id]: 20, [wholeBoat.id]: 20 } }],
  capacityPerSlot: 16,
});
