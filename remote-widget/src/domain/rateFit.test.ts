import { fittingRate, participantLimitsOf, pricedTicketIds, rateFits, rateMismatch } from './rateFit';
import { buildRate } from '../testing/testBuilders';
import type { TicketSelection } from './tickets';

const ADULT = 21;
const CHILD = 22;
const INFANT = 23;
const price = (idTicket: number, amount: number) => ({ idTicket, amount, currency: 'PLN' });
const standard = buildRate({
  id: 11,
  name: 'Standard',
  priceCategories: [price(ADULT, 120), price(CHILD, 80), price(INFANT, 0)],
});
const group = buildRate({
  id: 13,
  name: 'Group Rate',
  priceCategories: [price(ADULT, 90), price(CHILD, 60)],
});
const limits = [
  { id: 11, minPerBooking: 1, maxPerBooking: 30 },
  { id: 13, minPerBooking: 6, maxPerBooking: 20 },
];

/** Counts by ticket id, at any price. */
const tickets = (counts: Record<number, number>): TicketSelection =>
  Object.fromEntries(Object.entries(counts).map(([id, count]) => [id, { count, price: 0 }]));

describe('rateFit', () => {
  it('a rate with a minimum does not take fewer participants, and says how many it takes', () => {
    expect(rateMismatch(group, tickets({ [ADULT]: 1 }), limits)).toEqual({
      kind: 'participants',
      min: 6,
      max: 20,
    });
    expect(rateFits(group, tickets({ [ADULT]: 4, [CHILD]: 2 }), limits)).toBe(true);
  });

  it('a rate with a maximum does not take more participants', () => {
    expect(rateFits(group, tickets({ [ADULT]: 21 }), limits)).toBe(false);
    expect(rateFits(group, tickets({ [ADULT]: 20 }), limits)).toBe(true);
  });

  it('a rate does not take a ticket it has no price for, whatever the count', () => {
    expect(rateMismatch(group, tickets({ [ADULT]: 6, [INFANT]: 1 }), limits)).toEqual({
      kind: 'tickets',
      ticketIds: [INFANT],
    });
    expect(pricedTicketIds(group)).toEqual(new Set([ADULT, CHILD]));
  });

  it('reads a missing or 0 limit as no limit', () => {
    expect(participantLimitsOf(11, [{ id: 11, minPerBooking: 0, maxPerBooking: 0 }])).toEqual({
      min: 0,
      max: null,
    });
    expect(participantLimitsOf(99, limits)).toEqual({ min: 0, max: null });
  });

  it('a rate whose prices name no ticket (one price per booking) takes any ticket', () => {
    const perBooking = buildRate({ id: 14, priceCategories: [], pricePerBooking: 1200 });
    expect(rateFits(perBooking, tickets({ [ADULT]: 2 }), limits)).toBe(true);
  });

  it('the rate booked is the preferred one while it fits, else the first of the slot that does, else none', () => {
    const one = tickets({ [ADULT]: 1 });
    expect(fittingRate([group, standard], one, limits)?.name).toBe('Standard');
    expect(fittingRate([standard, group], tickets({ [ADULT]: 6 }), limits, 13)?.name).toBe('Group Rate');
    expect(fittingRate([standard, group], one, limits, 13)?.name).toBe('Standard');
    expect(fittingRate([group], one, limits)).toBeNull();
  });

  it('§4 on a slot change: keeps the current rate when the slot offers it, else its first rate, else none', () => {
    const six = tickets({ [ADULT]: 6 });
    expect(fittingRate([standard, group], six, limits, 13)?.id).toBe(13);
    expect(fittingRate([standard], six, limits, 13)?.id).toBe(11);
    expect(fittingRate([], six, limits, 13)).toBeNull();
  });
});
