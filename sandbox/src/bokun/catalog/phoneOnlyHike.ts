import { buildPricingCategory, buildRate, buildStartTime, penalties, requiredFields } from './factories';
import { buildActivity } from './seededActivity';

export const PHONE_ONLY_HIKE_ID = 1005;

const adult = buildPricingCategory({ id: 50_001, title: 'Adult', defaultCategory: true });
const standard = buildRate({
  id: 50_021,
  title: 'Standard',
  pricingCategoryIds: [adult.id],
  cancellationPolicy: penalties([72, 50], [24, 100]),
});

/** Unnamed start times: Bokun sends `label: null` when the supplier gave none. */
const unnamed = (id: number, hour: number) => ({
  ...buildStartTime(id, hour, 0, 360),
  label: null,
  externalLabel: null,
});

/**
 * A free-sale mountain hike (no capacity limit) whose supplier requires a phone number and not an e-mail, and asks its questions in
 * Bokun's `QuestionDto` shape (numeric id, answerRequired, options as one line-separated string).
 */
export const phoneOnlyHike = buildActivity({
  id: PHONE_ONLY_HIKE_ID,
  externalId: 'TATRA-HIKE-PHONE',
  title: 'Tatra Mountains Day Hike',
  excerpt: 'A guided day in the Tatras; the guide calls you the evening before.',
  description:
    '<p>A mountain guide leads a small group to Morskie Oko and back, about 18 kilometres on a paved path.</p>' +
    '<ul><li>Morskie Oko, the largest lake of the Tatras</li><li>Views of Rysy, the highest peak of Poland</li></ul>',
  baseLanguage: 'EN',
  city: 'Zakopane',
  photo: { scene: 'mountains', alternateText: 'Morskie Oko lake below the Tatra peaks' },
  startPoint: {
    title: 'Palenica Białczańska car park',
    addressLine1: 'Palenica Białczańska',
    postalCode: '34-500',
  },
  included: ['Mountain guide', 'Tatra National Park entry'],
  excluded: ['Transport to Palenica Białczańska', 'Lunch'],
  durationMinutes: 360,
  pricingCategories: [adult],
  rates: [standard],
  startTimes: [unnamed(50_010, 7), unnamed(50_011, 9)],
  prices: { [standard.id]: { [adult.id]: 150 } },
  capacityType: 'FREE_SALE',
  capacityPerSlot: 12,
  passengerFields: requiredFields('FIRST_NAME', 'LAST_NAME'),
  mainContactFields: [
    { field: 'FIRST_NAME', required: true, requiredBeforeDeparture: false },
    { field: 'LAST_NAME', required: true, requiredBeforeDeparture: false },
    { field: 'PHONE_NUMBER', required: true, requiredBeforeDeparture: false },
    { field: 'EMAIL', required: false, requiredBeforeDeparture: false },
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
});
