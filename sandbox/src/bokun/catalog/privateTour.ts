import { DEMO_ACTIVITY_IDS } from '@booking/shared-contracts';
import { buildPricingCategory, buildRate, buildStartTime, penalties, requiredFields } from './factories';
import { buildActivity } from './seededActivity';

export const PRIVATE_TOUR_ID = DEMO_ACTIVITY_IDS.privateTour;

const group = buildPricingCategory({
  id: 30_001,
  title: 'Private group (up to 8)',
  ticketCategory: 'GROUP',
  defaultCategory: true,
  groupSize: 8,
});

/** Priced per booking, not per person: one group ticket buys the whole guide. */
const privateRate = buildRate({
  id: 30_021,
  title: 'Private tour',
  pricingCategoryIds: [group.id],
  pricedPerPerson: false,
  minPerBooking: 1,
  maxPerBooking: 1,
  cancellationPolicy: penalties([48, 100]),
});

/** A private tour (external id contains PRIV), one group ticket per booking, two departures a day. */
export const privateSaltMine = buildActivity({
  id: PRIVATE_TOUR_ID,
  externalId: 'KRK-WIELICZKA-PRIV',
  title: 'Private Wieliczka Salt Mine Tour',
  excerpt: 'Your own guide and driver for the salt mine, hotel pick-up included.',
  description:
    '<p>A private guide takes your group through the Wieliczka Salt Mine, a UNESCO World Heritage Site ' +
    'worked for seven hundred years.</p><p>Your driver collects you from your hotel in Kraków and brings ' +
    "you back; the tour goes at your group's pace.</p><ul><li>St Kinga's Chapel, carved entirely in salt</li>" +
    '<li>Underground lakes 135 metres below ground</li><li>No queues: timed entry booked for your group</li></ul>',
  baseLanguage: 'EN',
  city: 'Wieliczka',
  photo: { scene: 'salt-mine', alternateText: "St Kinga's Chapel, carved in salt, lit by chandeliers" },
  included: ['Private guide and driver', 'Hotel pick-up and drop-off in Kraków', 'Mine entry tickets'],
  excluded: ['Lunch', 'Photography permit'],
  durationMinutes: 240,
  pricingCategories: [group],
  rates: [privateRate],
  startTimes: [buildStartTime(30_010, 9, 0, 240), buildStartTime(30_011, 13, 30, 240)],
  prices: { [privateRate.id]: { [group.id]: 1200 } },
  capacityPerSlot: 3,
  passengerFields: requiredFields('FIRST_NAME', 'LAST_NAME'),
  flags: ['PRIVATE'],
});
