import { isCapacityReached, participantsOfRows, stepperCounts, ticketRowsOf } from './ticketStepper';
import { buildTicket } from '../testing/testBuilders';

const adult = buildTicket({ id: 21, name: 'Adult', price: 120 });
const child = buildTicket({ id: 22, name: 'Child', price: 80, ageBoundaries: { min: 4, max: 12 } });

describe('ticketRowsOf', () => {
  it('lists no ticket before a start time is chosen', () => {
    expect(ticketRowsOf([adult, child], {}, false)).toEqual([]);
  });

  it('gives every ticket its count and the price of the chosen rate, in activity order', () => {
    const rows = ticketRowsOf([adult, child], { '21': { count: 2, price: 100 } }, true);
    expect(rows.map((row) => [row.name, row.count, row.price])).toEqual([
      ['Adult', 2, 100],
      ['Child', 0, 80],
    ]);
    expect(rows[1]?.ageBoundaries).toEqual({ min: 4, max: 12 });
  });
});

describe('participantsOfRows', () => {
  it('adds up the counts', () => {
    expect(participantsOfRows([{ count: 2 }, { count: 0 }, { count: 1 }])).toBe(3);
  });
});

describe('isCapacityReached', () => {
  it('is reached when the participants fill a capacity above 0', () => {
    expect([isCapacityReached(3, 3), isCapacityReached(2, 3), isCapacityReached(5, 0)]).toEqual([
      true,
      false,
      false,
    ]);
  });
});

describe('stepperCounts', () => {
  const row = { count: 1, min: 0, max: 999 };

  it('steps one up and one down within the limits', () => {
    expect(stepperCounts(row, 1, 25)).toEqual({ fewer: 0, more: 2 });
  });

  it('stops + at the ticket max', () => {
    expect(stepperCounts({ count: 2, min: 0, max: 2 }, 2, 25).more).toBe(2);
  });

  it('stops + when all tickets together fill the slot capacity (§5)', () => {
    expect(stepperCounts({ count: 1, min: 0, max: 999 }, 3, 3).more).toBe(1);
  });

  it('raises a ticket straight to its minimum and drops it to 0 below it', () => {
    expect(stepperCounts({ count: 0, min: 6, max: 999 }, 0, 20).more).toBe(6);
    expect(stepperCounts({ count: 6, min: 6, max: 999 }, 6, 20).fewer).toBe(0);
  });
});
