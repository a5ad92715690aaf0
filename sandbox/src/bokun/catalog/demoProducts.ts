import type { Product } from '@booking/shared-contracts';
import { OLD_TOWN_ENG_ID, OLD_TOWN_POL_ID } from './oldTown';
import { PRIVATE_TOUR_ID } from './privateTour';
import { RAFTING_ID } from './rafting';

const meetingPoint = { title: 'Meeting point', content: 'Under the Adam Mickiewicz monument, Main Square.' };

/** The `demo` widget config's products: which seeded activities appear, as which tabs, in which order. */
export const demoProducts: Product[] = [
  {
    id: 'krakow-old-town',
    variants: [
      {
        bokunId: OLD_TOWN_POL_ID,
        type: 'POL',
        tabName: 'Po polsku',
        icons: ['walking', 'clock'],
        accordeon: [{ title: 'Miejsce zbiórki', content: 'Pod pomnikiem Adama Mickiewicza, Rynek Główny.' }],
      },
      {
        bokunId: OLD_TOWN_ENG_ID,
        type: 'ENG',
        tabName: 'In English',
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
        bokunId: PRIVATE_TOUR_ID,
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
        bokunId: RAFTING_ID,
        type: 'default',
        tabName: 'Rafting',
        icons: ['water'],
        accordeon: [{ title: 'What to bring', content: 'Sun cream and a light jacket.' }],
      },
    ],
    order: ['default'],
  },
];
