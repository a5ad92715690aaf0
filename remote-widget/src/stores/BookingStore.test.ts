import { catalogueActivity, catalogueSlot, storesOver } from './fakeCatalogue';
import { buildCategoryPrice, buildRatePrices } from '../domain/testBuilders';

const twoRates = [
  buildRatePrices({
    activityRateId: 11,
    pricePerCategoryUnit: [buildCategoryPrice(21, 100), buildCategoryPrice(22, 60)],
  }),
  buildRatePrices({
    activityRateId: 12,
    pricePerCategoryUnit: [buildCategoryPrice(21, 80), buildCategoryPrice(22, 40)],
  }),
];

async function rootWithActivity() {
  const stores = storesOver({
    activities: { 1: catalogueActivity(1), 2: catalogueActivity(2) },
    slots: {
      1: [
        catalogueSlot('2026-06-12', {
          startTimeId: 30,
          startTime: '09:00',
          soldOut: true,
          availabilityCount: 0,
        }),
        catalogueSlot('2026-06-12', {
          startTimeId: 31,
          startTime: '10:00',
          availabilityCount: 3,
          rateIds: [11, 12],
          pricesByRate: twoRates,
        }),
        catalogueSlot('2026-06-12', {
          startTimeId: 32,
          startTime: '12:00',
          availabilityCount: 8,
          rateIds: [12],
          pricesByRate: twoRates.slice(1),
        }),
      ],
    },
  });
  await stores.root.activities.loadActivities([{ activityId: 1 }, { activityId: 2 }]);
  await stores.root.activities.loadMonth(1, '2026-06');
  stores.root.activities.selectActivity(1);
  return stores.root;
}

async function bookingOf() {
  return (await rootWithActivity()).booking;
}

describe('BookingStore', () => {
  it('setting a date selects the first slot with availability that is not sold out (§4)', async () => {
    const booking = await bookingOf();
    booking.setDate('2026-06-12');
    expect(booking.selectedSlot?.startTime).toBe('10:00');
    expect(booking.maxCapacity).toBe(3);
  });

  it('auto-selects the first rate of the slot and prices the tickets from it (§4)', async () => {
    const booking = await bookingOf();
    booking.setDate('2026-06-12');
    expect(booking.selectedRateId).toBe(11);
    expect(booking.tickets['22']?.price).toBe(60);
  });

  it('sets the default ticket to 1 when no ticket has a count (§4)', async () => {
    const booking = await bookingOf();
    booking.setDate('2026-06-12');
    expect(booking.countOf(21)).toBe(1);
    expect(booking.totalPrice).toBe(100);
  });

  it('keeps the rate on a slot change when the slot offers it, else takes its first rate (§4)', async () => {
    const booking = await bookingOf();
    booking.setDate('2026-06-12');
    booking.selectRate(12);
    booking.selectSlot('32_20260612');
    expect(booking.selectedRateId).toBe(12);
    booking.selectRate(11);
    expect(booking.selectedSlot?.id).toBe('31_20260612');
  });

  it('caps ticket counts so participants do not exceed the slot capacity (§5)', async () => {
    const booking = await bookingOf();
    booking.setDate('2026-06-12');
    booking.setTicketCount(22, 10);
    expect(booking.countOf(22)).toBe(2);
    expect(booking.totalParticipants).toBe(3);
  });

  it('totals the tickets at the rate prices', async () => {
    const booking = await bookingOf();
    booking.setDate('2026-06-12');
    booking.incrementTicket(22);
    expect(booking.totals).toMatchObject({ totalParticipants: 2, totalPrice: 160, oldTotalPrice: null });
    expect(booking.currency).toBe('PLN');
  });

  it('shows the old total when a promo total is lower', async () => {
    const booking = await bookingOf();
    booking.setDate('2026-06-12');
    booking.setPromo('SUMMER', 90);
    expect(booking.totalPrice).toBe(90);
    expect(booking.oldTotalPrice).toBe(100);
  });

  it('resets when the activity changes (§4)', async () => {
    const root = await rootWithActivity();
    const { booking } = root;
    booking.setDate('2026-06-12');
    booking.setPromo('SUMMER', 90);
    root.activities.selectActivity(2);
    expect(booking.activityId).toBe(2);
    expect(booking.selectedDate).toBeNull();
    expect(booking.totalParticipants).toBe(0);
    expect(booking.promoCode).toBe('');
  });

  it("gives the calendar's bookable days with the lowest default-ticket price", async () => {
    const booking = await bookingOf();
    expect(booking.availableDays).toEqual([{ date: '2026-06-12', fromPrice: 80 }]);
    expect(booking.availableDates).toEqual(['2026-06-12']);
  });

  it('lists the ticket rows once a start time is chosen, with the rate prices and counts', async () => {
    const booking = await bookingOf();
    expect(booking.ticketRows).toEqual([]);
    booking.setDate('2026-06-12');
    expect(booking.ticketRows.map((row) => [row.name, row.count, row.price])).toEqual([
      ['Adult', 1, 100],
      ['Child', 0, 60],
    ]);
  });
});
