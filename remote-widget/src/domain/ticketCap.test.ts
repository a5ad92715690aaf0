import { capTicketCount, fitSelectionToCapacity, participantsExcept, setTicketCount } from './ticketCap';
import { buildTicket } from '../testing/testBuilders';

const free = { ticket: buildTicket({ max: 999, min: 0 }), otherParticipants: 0, maxCapacity: 0 };

describe('capTicketCount', () => {
  it('caps the count so total participants do not exceed max capacity', () => {
    expect(capTicketCount({ ...free, requested: 5, otherParticipants: 3, maxCapacity: 6 })).toBe(3);
  });

  it('applies no capacity cap when max capacity is 0 ("when above 0")', () => {
    expect(capTicketCount({ ...free, requested: 50 })).toBe(50);
  });

  it('allows 0 when the other tickets already fill the capacity', () => {
    expect(capTicketCount({ ...free, requested: 2, otherParticipants: 6, maxCapacity: 6 })).toBe(0);
  });

  it("caps the count at the ticket's max", () => {
    expect(capTicketCount({ ...free, ticket: buildTicket({ max: 2 }), requested: 4 })).toBe(2);
  });

  it('§3/§9 gives a ticket without a provider maximum (max 0) the spec maximum of 999', () => {
    expect(capTicketCount({ ...free, ticket: buildTicket({ max: 0 }), requested: 4 })).toBe(4);
    expect(capTicketCount({ ...free, ticket: buildTicket({ max: 0 }), requested: 5000 })).toBe(999);
    expect(capTicketCount({ ...free, ticket: null, requested: 5000 })).toBe(999);
  });

  it("raises a count below the ticket's min to the min", () => {
    expect(capTicketCount({ ...free, ticket: buildTicket({ min: 2 }), requested: 1 })).toBe(2);
  });

  it("drops to 0 when the ticket's min does not fit the remaining capacity", () => {
    expect(capTicketCount({ ...free, ticket: buildTicket({ min: 2 }), requested: 1, maxCapacity: 1 })).toBe(
      0,
    );
  });

  it.each([
    [-3, 0],
    [2.7, 2],
    [Number.NaN, 0],
  ])('turns a requested %p into a whole count from 0 (%p)', (requested, expected) => {
    expect(capTicketCount({ ...free, requested })).toBe(expected);
  });
});

describe('participantsExcept', () => {
  it('sums the counts of the other tickets', () => {
    expect(participantsExcept({ '21': { count: 2, price: 0 }, '22': { count: 3, price: 0 } }, 21)).toBe(3);
  });
});

describe('setTicketCount', () => {
  it('stores the capped count and keeps the ticket price', () => {
    const selection = { '21': { count: 4, price: 100 }, '22': { count: 0, price: 60 } };
    const tickets = [buildTicket({ id: 21 }), buildTicket({ id: 22 })];
    expect(setTicketCount(selection, 22, 5, { tickets, maxCapacity: 6 })).toEqual({
      '21': { count: 4, price: 100 },
      '22': { count: 2, price: 60 },
    });
  });
});

describe('fitSelectionToCapacity', () => {
  const tickets = [buildTicket({ id: 21 }), buildTicket({ id: 22 })];

  it('lowers counts so total participants do not exceed a smaller capacity, first tickets first', () => {
    const selection = { '21': { count: 3, price: 100 }, '22': { count: 3, price: 60 } };
    expect(fitSelectionToCapacity(selection, tickets, 4)).toEqual({
      '21': { count: 3, price: 100 },
      '22': { count: 1, price: 60 },
    });
  });

  it('leaves counts alone when max capacity is 0', () => {
    const selection = { '21': { count: 30, price: 100 } };
    expect(fitSelectionToCapacity(selection, tickets, 0)).toEqual(selection);
  });

  it('keeps entries of tickets the activity lacks, capped by capacity', () => {
    const selection = { '21': { count: 2, price: 100 }, '23': { count: 5, price: 30 } };
    expect(fitSelectionToCapacity(selection, tickets, 4)['23']).toEqual({ count: 2, price: 30 });
  });
});
