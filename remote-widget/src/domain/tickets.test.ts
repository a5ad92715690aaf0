import {
  addMissingTickets,
  applyRatePrices,
  defaultTicketOf,
  ensureDefaultTicket,
  groupSizeOf,
  initialTicketSelection,
  ticketCount,
} from './tickets';
import { buildRate, buildTicket } from '../testing/testBuilders';

const adult = buildTicket({ id: 21, name: 'Adult' });
const child = buildTicket({ id: 22, name: 'Child', default: true });

describe('initialTicketSelection', () => {
  it('starts every ticket at count 0 with its price', () => {
    expect(initialTicketSelection([buildTicket({ id: 21, price: 5 })])).toEqual({
      '21': { count: 0, price: 5 },
    });
  });
});

describe('ensureDefaultTicket', () => {
  it('sets the default ticket to 1 when no ticket has a count above 0', () => {
    const selection = ensureDefaultTicket(initialTicketSelection([adult, child]), [adult, child]);
    expect([ticketCount(selection, 21), ticketCount(selection, 22)]).toEqual([0, 1]);
  });

  it('sets the first ticket to 1 when no ticket is the default ("or the first")', () => {
    const selection = ensureDefaultTicket({}, [adult, buildTicket({ id: 22 })]);
    expect(selection).toEqual({ '21': { count: 1, price: 0 } });
  });

  it('leaves the selection alone when a ticket already has a count above 0', () => {
    const selection = { '21': { count: 2, price: 100 }, '22': { count: 0, price: 60 } };
    expect(ensureDefaultTicket(selection, [adult, child])).toBe(selection);
  });

  it('changes nothing when the activity has no tickets', () => {
    expect(ensureDefaultTicket({}, [])).toEqual({});
  });
});

describe('defaultTicketOf', () => {
  it('prefers the default-category ticket over the first one', () => {
    expect(defaultTicketOf([adult, child])?.id).toBe(22);
  });
});

describe('applyRatePrices', () => {
  it("updates ticket prices from the rate's priceCategories and keeps the counts", () => {
    const rate = buildRate({ priceCategories: [{ idTicket: 21, amount: 120, currency: 'PLN' }] });
    expect(applyRatePrices({ '21': { count: 2, price: 100 } }, rate)).toEqual({
      '21': { count: 2, price: 120 },
    });
  });

  it('keeps the price of a ticket the rate does not price', () => {
    const rate = buildRate({ priceCategories: [] });
    expect(applyRatePrices({ '22': { count: 1, price: 60 } }, rate)).toEqual({
      '22': { count: 1, price: 60 },
    });
  });

  it('adds a priced ticket missing from the selection at count 0', () => {
    const rate = buildRate({ priceCategories: [{ idTicket: 23, amount: 30, currency: 'PLN' }] });
    expect(applyRatePrices({}, rate)).toEqual({ '23': { count: 0, price: 30 } });
  });
});

describe('addMissingTickets', () => {
  it('creates a ticket the extra-price list names but the activity lacks ("creates the ticket if missing")', () => {
    const rate = buildRate({
      priceCategories: [
        { idTicket: 21, amount: 100, currency: 'PLN' },
        { idTicket: 23, amount: 30, currency: 'PLN' },
      ],
    });
    const tickets = addMissingTickets([adult], rate);
    expect(tickets.map((ticket) => [ticket.id, ticket.price, ticket.max])).toEqual([
      [21, 0, 999],
      [23, 30, 0],
    ]);
  });

  it('adds nothing when the activity has every priced ticket', () => {
    expect(addMissingTickets([adult], buildRate())).toEqual([adult]);
  });
});

describe('groupSizeOf', () => {
  it('counts in groups when every ticket stands for a group, by the largest group', () => {
    expect(groupSizeOf([buildTicket({ groupSize: 8 })])).toBe(8);
    expect(groupSizeOf([buildTicket({ id: 1, groupSize: 4 }), buildTicket({ id: 2, groupSize: 8 })])).toBe(8);
  });

  it('counts in people when any ticket is for one person, or there are no tickets', () => {
    expect(groupSizeOf([buildTicket({ groupSize: 8 }), buildTicket({ id: 2 })])).toBeNull();
    expect(groupSizeOf([])).toBeNull();
  });
});
