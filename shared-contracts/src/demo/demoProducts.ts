// The `demo` config's catalogue: what the BFF seeds as its widget config and the sandbox serves as Bokun
// activities. One list, so the demo can never name an activity the sandbox does not have.
import type { Product } from '../domain/product';

/** Bokun activity ids of the seeded demo catalogue. */
export const DEMO_ACTIVITY_IDS = {
  /** Kraków Old Town walk, English guide. */
  oldTownEnglish: 1001,
  /** Kraków Old Town walk, Polish guide. */
  oldTownPolish: 1002,
  /** Private Wieliczka salt mine tour, priced per group. */
  privateTour: 1003,
  /** Dunajec rafting. */
  rafting: 1004,
} as const;

const meetingPoint = { title: 'Meeting point', content: 'Under the Adam Mickiewicz monument, Main Square.' };

/** The `demo` widget config's products: which seeded activities appear, as which tabs, in which order. */
export const demoProducts: Product[] = [
  {
    id: 'krakow-old-town',
    variants: [
      {
        bokunId: DEMO_ACTIVITY_IDS.oldTownPolish,
        type: 'POL',
        tabName: 'Po polsku',
        lang: 'pl',
        icons: ['walking', 'clock'],
        accordeon: [{ title: 'Miejsce zbiórki', content: 'Pod pomnikiem Adama Mickiewicza, Rynek Główny.' }],
      },
      {
        bokunId: DEMO_ACTIVITY_IDS.oldTownEnglish,
        type: 'ENG',
        tabName: 'In English',
        lang: 'en',
        icons: ['walking', 'clock'],
        accordeon: [meetingPoint],
      },
    ],
    order: ['POL', 'ENG'],
  },
  {
    id: 'wieliczka-private',
    variants: [
      {
        bokunId: DEMO_ACTIVITY_IDS.privateTour,
        type: 'PRIV',
        tabName: 'Private tour',
        icons: ['car', 'users'],
        accordeon: [{ title: 'Pick-up', content: 'From any hotel in Kraków city centre.' }],
      },
    ],
    order: ['PRIV'],
  },
  {
    id: 'dunajec-rafting',
    variants: [
      {
        bokunId: DEMO_ACTIVITY_IDS.rafting,
        type: 'default',
        tabName: 'Rafting',
        icons: ['water'],
        accordeon: [{ title: 'What to bring', content: 'Sun cream and a light jacket.' }],
      },
    ],
    order: ['default'],
  },
];
