import { DEMO_ACTIVITY_IDS } from '@booking/shared-contracts';
import { buildPricingCategory, buildQuestion, buildRate, buildStartTime, requiredFields } from './factories';
import { buildActivity } from './seededActivity';

export const RAFTING_ID = DEMO_ACTIVITY_IDS.rafting;

const adult = buildPricingCategory({
  id: 40_001,
  title: 'Adult',
  defaultCategory: true,
  ageQualified: true,
  minAge: 18,
  maxAge: 64,
});
const teen = buildPricingCategory({
  id: 40_002,
  title: 'Teenager',
  ticketCategory: 'TEENAGER',
  ageQualified: true,
  minAge: 12,
  maxAge: 17,
});
const senior = buildPricingCategory({
  id: 40_003,
  title: 'Senior',
  ticketCategory: 'SENIOR',
  ageQualified: true,
  minAge: 65,
  maxAge: 99,
});
const categoryIds = [adult.id, teen.id, senior.id];
const standard = buildRate({ id: 40_021, title: 'Standard', pricingCategoryIds: categoryIds });
const family = buildRate({
  id: 40_022,
  title: 'Family',
  pricingCategoryIds: [adult.id, teen.id],
  minPerBooking: 3,
  maxPerBooking: 6,
});

/** Rafting: age-bounded categories, per-passenger questions and a weekend teen price. */
export const rafting = buildActivity({
  id: RAFTING_ID,
  externalId: 'PIENINY-RAFTING',
  title: 'Dunajec River Rafting',
  excerpt: 'A wooden raft down the Dunajec gorge in the Pieniny mountains.',
  description:
    '<p>Float through the Dunajec gorge on a traditional raft steered by highlanders in folk dress.</p>' +
    '<p>The river winds for 18 kilometres between limestone cliffs along the Slovak border.</p>' +
    '<ul><li>The Three Crowns peaks from the water</li><li>Stories of the Pieniny raftsmen</li>' +
    '<li>Calm water, no experience needed</li></ul>',
  baseLanguage: 'EN',
  city: 'Sromowce Niżne',
  photo: {
    scene: 'river-raft',
    alternateText: 'A wooden raft between the limestone cliffs of the Dunajec gorge',
  },
  startPoint: { title: 'Kąty raft harbour', addressLine1: 'Kąty 14', postalCode: '34-443' },
  included: ['Raft trip with two raftsmen', 'Pieniny National Park fee', 'Life jackets'],
  excluded: ['Bus back to the harbour', 'Meals'],
  durationMinutes: 150,
  minAge: 12,
  pricingCategories: [adult, teen, senior],
  rates: [standard, family],
  startTimes: [
    buildStartTime(40_010, 8, 30, 150),
    buildStartTime(40_011, 12, 0, 150),
    buildStartTime(40_012, 15, 30, 150),
  ],
  prices: {
    [standard.id]: { [adult.id]: 150, [teen.id]: 110, [senior.id]: 120 },
    [family.id]: { [adult.id]: 130, [teen.id]: 95 },
  },
  weekendPrices: { [standard.id]: { [teen.id]: 125 } },
  capacityPerSlot: 12,
  passengerFields: requiredFields('FIRST_NAME', 'LAST_NAME', 'DATE_OF_BIRTH'),
  bookingQuestions: [
    buildQuestion({
      id: 40_031,
      questionCode: 'canSwim',
      label: 'Can every participant swim?',
      type: 'CHECKBOX_TOGGLE',
      required: true,
    }),
    buildQuestion({
      id: 40_032,
      questionCode: 'weightKg',
      label: 'Weight (kg)',
      context: 'PASSENGER',
      required: true,
    }),
    buildQuestion({
      id: 40_033,
      questionCode: 'shoeSize',
      label: 'Shoe size',
      type: 'OPTIONS',
      context: 'PASSENGER',
      options: ['38', '40', '42', '44', '46'].map((v) => ({ value: v, label: v })),
    }),
  ],
});
