import { activityWithExtras, catalogueActivity, catalogueSlot, storesOver } from '../testing/fakeCatalogue';
import { participantsOf } from '../domain/checkoutForm';
import { buildActivityRate, buildCategoryPrice, buildRatePrices } from '../testing/testBuilders';

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
  return (await catalogueWithActivity()).root;
}

async function catalogueWithActivity() {
  const activities = { 1: catalogueActivity(1), 2: catalogueActivity(2) };
  const stores = storesOver({
    activities,
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
  return { root: stores.root, activities };
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

  it("lists each participant's pricing category in the order the checkout lists the passengers", async () => {
    const booking = await bookingOf();
    booking.setDate('2026-06-12');
    booking.setTicketCount(22, 2);
    const checkoutOrder = participantsOf(booking.tickets, booking.activity?.tickets ?? []);
    expect(booking.passengerCategories).toEqual(checkoutOrder.map((p) => p.pricingCategoryId));
    expect([...booking.passengerCategories].sort()).toEqual([21, 22, 22]);
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

  it('keeps what the visitor chose on a variant when they switch to another tab and back', async () => {
    const root = await rootWithActivity();
    const { booking } = root;
    booking.setDate('2026-06-12');
    booking.selectSlot('32_20260612');
    booking.incrementTicket(22);
    root.activities.selectActivity(2);
    expect(booking.selectedDate).toBeNull();
    root.activities.selectActivity(1);
    expect([booking.selectedDate, booking.selectedSlot?.startTime, booking.selectedRateId]).toEqual([
      '2026-06-12',
      '12:00',
      12,
    ]);
    expect([booking.countOf(21), booking.countOf(22)]).toEqual([1, 1]);
  });

  it('forgets the choices of every variant when reset (closing, starting again)', async () => {
    const root = await rootWithActivity();
    const { booking } = root;
    booking.setDate('2026-06-12');
    root.activities.selectActivity(2);
    booking.reset();
    root.activities.selectActivity(1);
    expect(booking.selectedDate).toBeNull();
  });

  it('keeps the choice when the activity reloads in another language, with the rates named anew', async () => {
    const { root, activities } = await catalogueWithActivity();
    const { booking } = root;
    booking.setDate('2026-06-12');
    booking.selectRate(12);
    activities[1] = catalogueActivity(1, {
      rates: [
        buildActivityRate({ id: 11, title: 'Standardowa' }),
        buildActivityRate({ id: 12, title: 'Rodzinna' }),
      ],
    });
    await root.activities.loadActivities([{ activityId: 1 }], 'pl');
    expect([booking.selectedDate, booking.selectedRateId, booking.selectedRate?.name]).toEqual([
      '2026-06-12',
      12,
      'Rodzinna',
    ]);
  });

  it("gives the calendar's bookable days with the price of the day's default choice", async () => {
    const booking = await bookingOf();
    // 10:00 with its first rate (100) is the default; the second rate (80) is cheaper, so no "from".
    expect(booking.availableDays).toEqual([{ date: '2026-06-12', price: 100, lowest: false }]);
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

  describe('extras', () => {
    async function bookingWithExtras() {
      const { root } = storesOver(activityWithExtras());
      await root.activities.loadActivities([{ activityId: 1 }]);
      await root.activities.loadMonth(1, '2026-06');
      root.activities.selectActivity(1);
      return root.booking;
    }

    it('offers the rate’s extras once a start time is chosen', async () => {
      const booking = await bookingWithExtras();
      expect(booking.extraRows).toEqual([]);
      booking.setDate('2026-06-12');
      expect(booking.extraRows.map((row) => [row.title, row.control, row.max, row.price])).toEqual([
        ['Dry bag', 'quantity', 1, 15],
        ['Phone case', 'checkbox', 1, 20],
      ]);
    });

    it('adds the chosen extras to the total by the shared rule: dry bags at each passenger’s category price', async () => {
      const booking = await bookingWithExtras();
      booking.setDate('2026-06-12');
      booking.incrementTicket(21);
      booking.incrementTicket(22);
      booking.setExtraUnits(31, 3);
      booking.setExtraUnits(32, 1);
      expect(booking.totalPrice).toBe(2 * 100 + 60 + 2 * 15 + 10 + 20);
      expect(booking.extraLines).toEqual([
        { name: 'Phone case', count: 1, price: 20 },
        { name: 'Dry bag', count: 2, price: 15 },
        { name: 'Dry bag', count: 1, price: 10 },
      ]);
    });

    it('takes no more dry bags than participants, and forgets the extras with the activity', async () => {
      const booking = await bookingWithExtras();
      booking.setDate('2026-06-12');
      booking.incrementTicket(21);
      booking.setExtraUnits(31, 2);
      booking.decrementTicket(21);
      expect(booking.extraUnits).toEqual({ 31: 1 });
      expect(booking.totalPrice).toBe(100 + 15);
      booking.reset();
      expect(booking.extraUnits).toEqual({});
    });
  });

  describe('a rate with participant rules (a group rate from 6 people, adults and children only)', () => {
    async function groupRateBooking() {
      const { root } = storesOver({
        activities: {
          1: catalogueActivity(1, {
            rates: [
              buildActivityRate({ id: 11, title: 'Standard', minPerBooking: 1, maxPerBooking: 30 }),
              buildActivityRate({ id: 13, title: 'Group Rate', minPerBooking: 6, maxPerBooking: 20 }),
            ],
          }),
        },
        slots: {
          1: [
            catalogueSlot('2026-06-12', {
              rateIds: [11, 13],
              pricesByRate: [
                buildRatePrices({
                  activityRateId: 11,
                  pricePerCategoryUnit: [buildCategoryPrice(21, 120), buildCategoryPrice(22, 80)],
                }),
                buildRatePrices({ activityRateId: 13, pricePerCategoryUnit: [buildCategoryPrice(21, 90)] }),
              ],
            }),
          ],
        },
      });
      await root.activities.loadActivities([{ activityId: 1 }]);
      await root.activities.loadMonth(1, '2026-06');
      root.activities.selectActivity(1);
      root.booking.setDate('2026-06-12');
      return root.booking;
    }

    it('is offered to one person only as a rule to meet, and cannot be chosen', async () => {
      const booking = await groupRateBooking();
      expect(booking.rateOffers.map(({ rate, mismatch }) => [rate.id, mismatch])).toEqual([
        [11, null],
        [13, { kind: 'participants', min: 6, max: 20 }],
      ]);
      booking.selectRate(13);
      expect(booking).toMatchObject({ selectedRateId: 11, totalPrice: 120 });
    });

    it('once chosen, hides the tickets it has no price for', async () => {
      const booking = await groupRateBooking();
      booking.setTicketCount(21, 6);
      booking.selectRate(13);
      expect(booking.ticketRows.map((row) => row.name)).toEqual(['Adult']);
      expect(booking.totalPrice).toBe(540);
    });

    it('fewer people than it takes move the booking to a rate that takes them, and the visitor is told', async () => {
      const booking = await groupRateBooking();
      booking.setTicketCount(21, 6);
      booking.selectRate(13);
      booking.decrementTicket(21);
      expect(booking).toMatchObject({ selectedRateId: 11, totalPrice: 600 });
      expect(booking.rateChange).toEqual({ from: 'Group Rate', to: 'Standard' });
      booking.incrementTicket(21);
      // Another change that keeps the rate says nothing more.
      expect(booking.rateChange).toBeNull();
    });
  });
});

describe('BookingStore: §5 "A schedule entry in the extra-price list … creates the ticket if missing"', () => {
  it('shows, counts and lists for the passengers a ticket only the rate prices', async () => {
    const stores = storesOver({
      activities: { 1: catalogueActivity(1) },
      slots: {
        1: [
          catalogueSlot('2026-06-12', {
            startTimeId: 31,
            availabilityCount: 20,
            rateIds: [11],
            pricesByRate: [
              buildRatePrices({
                activityRateId: 11,
                pricePerCategoryUnit: [buildCategoryPrice(21, 100)],
                extraPricePerCategoryUnit: [buildCategoryPrice(99, 30)],
              }),
            ],
          }),
        ],
      },
    });
    await stores.root.activities.loadActivities([{ activityId: 1 }]);
    await stores.root.activities.loadMonth(1, '2026-06');
    stores.root.activities.selectActivity(1);
    const booking = stores.root.booking;
    booking.setDate('2026-06-12');

    expect(booking.ticketRows.find((row) => row.id === 99)).toMatchObject({ price: 30, count: 0 });
    booking.setTicketCount(99, 2);
    expect(booking.countOf(99)).toBe(2);
    expect(booking.passengerCategories.filter((id) => id === 99)).toHaveLength(2);
    expect(booking.totalPrice).toBe(100 + 2 * 30);
  });
});
