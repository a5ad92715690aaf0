import { buildPricingCategory, buildRate, buildStartTime } from './factories';
import { buildActivity } from './seededActivity';

export const KAYAK_TIERS_ID = 1006;

const ADULT = 60_001;
const CHILD = 60_002;
const DRY_BAG = 60_031;

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
});

/** Kayaking on the Vistula with participant-band prices, a per-booking rate and a dry-bag extra. */
export const kayakTiers = buildActivity({
  id: KAYAK_TIERS_ID,
  externalId: 'KRK-KAYAK-TIERS',
  title: 'Vistula Kayak Trip',
  excerpt: 'Paddle past Wawel; the bigger the group, the lower the price each.',
  description: '<p>Two hours on the Vistula with an instructor.</p>',
  baseLanguage: 'EN',
  city: 'Kraków',
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
  bookableExtras: [{ id: DRY_BAG, title: 'Dry bag', pricedPerPerson: true, maxPerBooking: 8 }],
  extraPrices: [
    {
      extraId: DRY_BAG,
      byRate: { [tiered.id]: { [ADULT]: 15, [CHILD]: 10 }, [wholeBoat.id]: { [ADULT]: 15, [CHILD]: 10 } },
    },
  ],
  capacityPerSlot: 16,
});
