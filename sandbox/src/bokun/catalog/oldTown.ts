import { DEMO_ACTIVITY_IDS } from '@booking/shared-contracts';
import {
  buildPricingCategory,
  buildQuestion,
  buildRate,
  buildStartTime,
  penalties,
  requiredFields,
} from './factories';
import { buildActivity, type SeededActivity } from './seededActivity';

interface OldTownVariant {
  id: number;
  externalId: string;
  language: string;
  title: string;
  excerpt: string;
  /** Paragraphs of the description, then its bullet points. */
  about: string[];
  highlights: string[];
  included: string[];
  excluded: string[];
  photoCaption: string;
  startPoint: { title: string; addressLine1: string; postalCode: string };
  /** Offset that keeps category, rate and start-time ids unique across the two variants. */
  idBase: number;
  startHours: number[];
}

/**
 * The Old Town walk, sold as an English and a Polish variant of one product. It carries the
 * richest pricing: adult, age-bounded child, free infant dependent on an adult, a standard rate,
 * a morning rate limited to the first start time, a group rate, and weekend prices that
 * override the standard adult price.
 */
function oldTownTour(variant: OldTownVariant): SeededActivity {
  const b = variant.idBase;
  const adult = buildPricingCategory({ id: b + 1, title: 'Adult', defaultCategory: true });
  const child = buildPricingCategory({
    id: b + 2,
    title: 'Child',
    ticketCategory: 'CHILD',
    ageQualified: true,
    minAge: 4,
    maxAge: 12,
  });
  const infant = buildPricingCategory({
    id: b + 3,
    title: 'Infant',
    ticketCategory: 'INFANT',
    ageQualified: true,
    minAge: 0,
    maxAge: 3,
    dependent: true,
    masterCategoryId: adult.id,
    maxPerMaster: 2,
    occupancy: 0,
  });
  const categoryIds = [adult.id, child.id, infant.id];
  const startTimes = variant.startHours.map((hour, i) => buildStartTime(b + 10 + i, hour, 0, 120));
  const firstStart = startTimes[0];
  const standard = buildRate({ id: b + 21, title: 'Standard', pricingCategoryIds: categoryIds });
  const morning = buildRate({
    id: b + 22,
    title: 'Morning saver',
    pricingCategoryIds: categoryIds,
    startTimeIds: firstStart ? [firstStart.id] : [],
    cancellationPolicy: penalties([48, 50], [24, 100]),
  });
  const group = buildRate({
    id: b + 23,
    title: 'Group Rate',
    pricingCategoryIds: [adult.id, child.id],
    minPerBooking: 6,
    maxPerBooking: 20,
  });
  return buildActivity({
    id: variant.id,
    externalId: variant.externalId,
    title: variant.title,
    excerpt: variant.excerpt,
    description: `${variant.about.map((p) => `<p>${p}</p>`).join('')}<ul>${variant.highlights
      .map((h) => `<li>${h}</li>`)
      .join('')}</ul>`,
    baseLanguage: variant.language,
    city: 'Kraków',
    photo: { scene: 'old-town', alternateText: variant.photoCaption },
    startPoint: variant.startPoint,
    included: variant.included,
    excluded: variant.excluded,
    durationMinutes: 120,
    pricingCategories: [adult, child, infant],
    rates: [standard, morning, group],
    startTimes,
    prices: {
      [standard.id]: { [adult.id]: 120, [child.id]: 80, [infant.id]: 0 },
      [morning.id]: { [adult.id]: 100, [child.id]: 70, [infant.id]: 0 },
      [group.id]: { [adult.id]: 90, [child.id]: 60 },
    },
    weekendPrices: { [standard.id]: { [adult.id]: 140 } },
    capacityPerSlot: 25,
    passengerFields: requiredFields('FIRST_NAME', 'LAST_NAME'),
    bookingQuestions: [
      buildQuestion({
        id: b + 31,
        questionCode: 'dietary',
        label: 'Dietary requirements',
        type: 'LONG_TEXT',
      }),
      buildQuestion({
        id: b + 32,
        questionCode: 'accessibility',
        label: 'Does anyone need step-free access?',
        type: 'CHECKBOX_TOGGLE',
        context: 'PASSENGER',
      }),
    ],
  });
}

export const OLD_TOWN_ENG_ID = DEMO_ACTIVITY_IDS.oldTownEnglish;
export const OLD_TOWN_POL_ID = DEMO_ACTIVITY_IDS.oldTownPolish;

export const oldTownEnglish = oldTownTour({
  id: OLD_TOWN_ENG_ID,
  externalId: 'KRK-OLDTOWN-ENG',
  language: 'EN',
  title: 'Kraków Old Town Walking Tour',
  excerpt: 'Two hours through the Old Town with a licensed guide, in English.',
  about: [
    'Walk the Royal Route from the Barbican to Wawel Castle and hear how Kraków grew from a trading town into the capital of Poland.',
    'Your guide stops at every landmark and leaves time for photographs and questions.',
  ],
  highlights: [
    'The Main Square and the Cloth Hall',
    "St Mary's Basilica and the hourly bugle call",
    'Wawel Hill and the Royal Castle courtyard',
  ],
  included: ['Licensed English-speaking guide', 'Headsets for groups of more than 10'],
  excluded: ['Entry tickets to the interiors', 'Tips'],
  photoCaption: "The Cloth Hall and St Mary's Basilica on the Main Square",
  startPoint: { title: 'Adam Mickiewicz Monument', addressLine1: 'Rynek Główny', postalCode: '31-042' },
  idBase: 10_000,
  startHours: [10, 14, 18],
});

export const oldTownPolish = oldTownTour({
  id: OLD_TOWN_POL_ID,
  externalId: 'KRK-OLDTOWN-POL',
  language: 'PL',
  title: 'Spacer po Starym Mieście w Krakowie',
  excerpt: 'Dwie godziny po Starym Mieście z licencjonowanym przewodnikiem, po polsku.',
  about: [
    'Przejdziesz Drogą Królewską od Barbakanu do Wawelu i usłyszysz, jak Kraków z miasta kupców stał się stolicą Polski.',
    'Przewodnik zatrzymuje się przy każdym zabytku i zostawia czas na zdjęcia i pytania.',
  ],
  highlights: [
    'Rynek Główny i Sukiennice',
    'Kościół Mariacki i hejnał',
    'Wzgórze Wawelskie i dziedziniec zamku',
  ],
  included: ['Licencjonowany przewodnik', 'Słuchawki dla grup powyżej 10 osób'],
  excluded: ['Bilety wstępu do wnętrz', 'Napiwki'],
  photoCaption: 'Sukiennice i Kościół Mariacki na Rynku Głównym',
  startPoint: { title: 'Pomnik Adama Mickiewicza', addressLine1: 'Rynek Główny', postalCode: '31-042' },
  idBase: 20_000,
  startHours: [11, 15],
});
