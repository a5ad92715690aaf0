import {
  initialBookingSelection,
  refreshSelection,
  selectBookingDate,
  selectBookingRate,
  selectBookingSlot,
  setBookingTicketCount,
  type BookingFlowContext,
} from './bookingFlow';
import { buildDay, buildRate, buildSlot, buildTicket } from '../testing/testBuilders';

const standard = buildRate({
  id: 11,
  priceCategories: [
    { idTicket: 21, amount: 100, currency: 'PLN' },
    { idTicket: 22, amount: 60, currency: 'PLN' },
  ],
});
const family = buildRate({
  id: 12,
  priceCategories: [
    { idTicket: 21, amount: 80, currency: 'PLN' },
    { idTicket: 22, amount: 50, currency: 'PLN' },
  ],
});

const context: BookingFlowContext = {
  tickets: [buildTicket({ id: 21 }), buildTicket({ id: 22, default: true })],
  schedule: [
    buildDay('2026-06-12', [
      buildSlot({ id: '30_20260612', startTime: '08:00', soldOut: true, rates: [standard] }),
      buildSlot({ id: '31_20260612', startTime: '10:00', availabilityCount: 3, rates: [standard, family] }),
      buildSlot({ id: '32_20260612', startTime: '12:00', availabilityCount: 8, rates: [standard] }),
      buildSlot({ id: '33_20260612', startTime: '14:00', availabilityCount: 8, rates: [] }),
    ]),
    buildDay('2026-06-13', [buildSlot({ id: '31_20260613', availabilityCount: 5, rates: [standard] })]),
    buildDay('2026-06-14', [buildSlot({ id: '34_20260614', availabilityCount: 6, rates: [family] })]),
  ],
};

const start = initialBookingSelection(context.tickets);
const onJune12 = selectBookingDate(start, context, '2026-06-12');
const selectedId = (state: typeof start) => state.timeSlots.find((slot) => slot.selected)?.id;

describe('initialBookingSelection', () => {
  it('starts with nothing selected and every ticket at 0', () => {
    expect(start).toEqual({
      selectedDate: null,
      timeSlots: [],
      selectedRateId: null,
      tickets: { '21': { count: 0, price: 0 }, '22': { count: 0, price: 0 } },
      maxCapacity: 0,
    });
  });
});

describe('selectBookingDate', () => {
  it('selects the first slot with availability that is not sold out', () => {
    expect([onJune12.selectedDate, selectedId(onJune12)]).toEqual(['2026-06-12', '31_20260612']);
  });

  it("sets max capacity to that slot's availability", () => {
    expect(onJune12.maxCapacity).toBe(3);
  });

  it('auto-selects the first rate of the slot and takes ticket prices from it', () => {
    expect([onJune12.selectedRateId, onJune12.tickets['21']?.price, onJune12.tickets['22']?.price]).toEqual([
      11, 100, 60,
    ]);
  });

  it('sets the default ticket to 1 when no ticket has a count above 0', () => {
    expect([onJune12.tickets['21']?.count, onJune12.tickets['22']?.count]).toEqual([0, 1]);
  });

  it("brings ticket counts within the new date's capacity", () => {
    const busy = { ...onJune12, tickets: { '21': { count: 5, price: 100 }, '22': { count: 0, price: 60 } } };
    const next = selectBookingDate(busy, context, '2026-06-13');
    expect([next.maxCapacity, next.tickets['21']?.count]).toEqual([5, 5]);
    expect(selectBookingDate(busy, context, '2026-06-12').tickets['21']?.count).toBe(3);
  });
});

describe('selectBookingSlot', () => {
  it('keeps the current rate when the new slot offers it', () => {
    const next = selectBookingSlot(onJune12, context, '32_20260612');
    expect([selectedId(next), next.selectedRateId, next.maxCapacity]).toEqual(['32_20260612', 11, 8]);
  });

  it('switches to the first rate when the new slot does not offer the current one', () => {
    const withFamily = selectBookingRate(onJune12, context, 12);
    expect(selectBookingSlot(withFamily, context, '32_20260612').selectedRateId).toBe(11);
  });

  it('switches to no rate when the new slot has no rates', () => {
    expect(selectBookingSlot(onJune12, context, '33_20260612').selectedRateId).toBeNull();
  });

  it('ignores a slot id that is not loaded', () => {
    expect(selectBookingSlot(onJune12, context, '99_20260612')).toBe(onJune12);
  });
});

describe('selectBookingRate', () => {
  it('keeps the slot when it offers the rate and updates the prices', () => {
    const next = selectBookingRate(onJune12, context, 12);
    expect([selectedId(next), next.selectedRateId, next.tickets['21']?.price]).toEqual([
      '31_20260612',
      12,
      80,
    ]);
  });

  it('moves to a slot of the same date offering the rate', () => {
    const onNoon = selectBookingSlot(onJune12, context, '33_20260612');
    const next = selectBookingRate(onNoon, context, 11);
    expect([next.selectedDate, selectedId(next)]).toEqual(['2026-06-12', '31_20260612']);
  });

  it('auto-selects a compatible date when the date does not offer the rate', () => {
    const onJune13 = selectBookingDate(start, context, '2026-06-13');
    const next = selectBookingRate(onJune13, context, 12);
    expect([next.selectedDate, selectedId(next), next.selectedRateId]).toEqual([
      '2026-06-12',
      '31_20260612',
      12,
    ]);
  });

  it('leaves the state alone when no date offers the rate', () => {
    expect(selectBookingRate(onJune12, context, 99)).toBe(onJune12);
  });
});

describe('refreshSelection', () => {
  const chosen = selectBookingRate(selectBookingSlot(onJune12, context, '32_20260612'), context, 11);

  it('keeps a date, slot, rate and tickets that are still bookable, with the slots as they are now', () => {
    const later: BookingFlowContext = {
      ...context,
      schedule: context.schedule.map((day) => ({
        ...day,
        hours: day.hours.map((slot) => ({ ...slot, availabilityCount: slot.availabilityCount + 1 })),
      })),
    };
    const refreshed = refreshSelection(chosen, later);
    expect([refreshed.selectedDate, selectedId(refreshed), refreshed.selectedRateId]).toEqual([
      '2026-06-12',
      '32_20260612',
      11,
    ]);
    expect(refreshed.tickets).toEqual(chosen.tickets);
    expect(refreshed.maxCapacity).toBe(9);
  });

  it("moves to the date's first bookable slot when the chosen one sold out meanwhile", () => {
    const soldOut: BookingFlowContext = {
      ...context,
      schedule: context.schedule.map((day) => ({
        ...day,
        hours: day.hours.map((slot) => (slot.id === '32_20260612' ? { ...slot, soldOut: true } : slot)),
      })),
    };
    expect(selectedId(refreshSelection(chosen, soldOut))).toBe('31_20260612');
  });

  it('keeps a selection without a date as it is', () => {
    expect(refreshSelection(start, context)).toBe(start);
  });
});

describe('rates with participant rules', () => {
  const group = buildRate({
    id: 13,
    name: 'Group Rate',
    priceCategories: [
      { idTicket: 21, amount: 90, currency: 'PLN' },
      { idTicket: 22, amount: 60, currency: 'PLN' },
    ],
  });
  const adultsOnly = buildRate({
    id: 14,
    name: 'Adults only',
    priceCategories: [{ idTicket: 21, amount: 70, currency: 'PLN' }],
  });
  const ruled: BookingFlowContext = {
    tickets: [buildTicket({ id: 21, default: true }), buildTicket({ id: 22 })],
    schedule: [
      buildDay('2026-06-12', [
        buildSlot({ id: '31_20260612', availabilityCount: 25, rates: [group, standard, adultsOnly] }),
      ]),
    ],
    rateLimits: [
      { id: 13, minPerBooking: 6, maxPerBooking: 20 },
      { id: 11, minPerBooking: 1, maxPerBooking: 30 },
    ],
  };
  const opened = selectBookingDate(initialBookingSelection(ruled.tickets), ruled, '2026-06-12');
  const withTickets = (adults: number, children = 0) =>
    setBookingTicketCount(setBookingTicketCount(opened, ruled, 21, adults), ruled, 22, children);

  it('a date opens on the first rate its default ticket can book, not on a rate with a minimum above it', () => {
    expect([opened.selectedRateId, opened.tickets['21']?.price]).toEqual([11, 100]);
  });

  it('a rate is not chosen for fewer participants than its minimum', () => {
    expect(selectBookingRate(opened, ruled, 13)).toBe(opened);
    const six = withTickets(6);
    expect(selectBookingRate(six, ruled, 13).selectedRateId).toBe(13);
  });

  it('a rate is not chosen with a ticket it has no price for', () => {
    const withChild = withTickets(1, 1);
    expect(selectBookingRate(withChild, ruled, 14)).toBe(withChild);
  });

  it('fewer tickets than the chosen rate takes move the booking to the first rate that takes them, priced by it', () => {
    const onGroup = selectBookingRate(withTickets(6), ruled, 13);
    const five = setBookingTicketCount(onGroup, ruled, 21, 5);
    expect([five.selectedRateId, five.tickets['21']?.price]).toEqual([11, 100]);
  });

  it('keeps the chosen rate while it takes the new tickets', () => {
    const onGroup = selectBookingRate(withTickets(6), ruled, 13);
    expect(setBookingTicketCount(onGroup, ruled, 21, 7).selectedRateId).toBe(13);
  });

  it('chooses no rate when none of the slot takes the tickets (the step cannot be left)', () => {
    const onlyGroup: BookingFlowContext = {
      ...ruled,
      schedule: [
        buildDay('2026-06-12', [buildSlot({ id: '31_20260612', availabilityCount: 25, rates: [group] })]),
      ],
    };
    const one = selectBookingDate(initialBookingSelection(ruled.tickets), onlyGroup, '2026-06-12');
    expect(one.selectedRateId).toBeNull();
    expect(setBookingTicketCount(one, onlyGroup, 21, 6).selectedRateId).toBe(13);
  });
});
