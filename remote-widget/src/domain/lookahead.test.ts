import {
  addMonths,
  lookaheadDecision,
  monthDateRange,
  monthHasValidData,
  monthOf,
  nextMonthsToTry,
  unavailableMonthsOf,
  type MonthResult,
} from './lookahead';
import { buildDay, buildSlot } from './testBuilders';

const bookable = [buildDay('2026-08-03', [buildSlot()])];
const soldOut = [buildDay('2026-07-03', [buildSlot({ soldOut: true })])];

describe('nextMonthsToTry', () => {
  it('plans "up to 12 months from the current month", starting with it', () => {
    const plan = nextMonthsToTry('2026-06');
    expect([plan.length, plan[0], plan[11]]).toEqual([12, '2026-06', '2027-05']);
  });

  it('crosses the year boundary', () => {
    expect(nextMonthsToTry('2026-11', 3)).toEqual(['2026-11', '2026-12', '2027-01']);
  });
});

describe('addMonths', () => {
  it('steps backwards too', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
  });

  it('rejects a text that is not YYYY-MM', () => {
    expect(() => addMonths('2026-13', 1)).toThrow(RangeError);
  });
});

describe('monthOf', () => {
  it('reads the month of a YYYY-MM-DD date and of a local Date', () => {
    expect([monthOf('2026-06-12'), monthOf(new Date(2026, 5, 30, 23, 0))]).toEqual(['2026-06', '2026-06']);
  });
});

describe('monthDateRange', () => {
  it('spans "first to last day" of the month', () => {
    expect(monthDateRange('2028-02')).toEqual({ startDate: '2028-02-01', endDate: '2028-02-29' });
  });
});

describe('monthHasValidData', () => {
  it('needs at least one bookable slot', () => {
    expect([monthHasValidData(bookable), monthHasValidData(soldOut), monthHasValidData([])]).toEqual([
      true,
      false,
      false,
    ]);
  });
});

describe('lookaheadDecision', () => {
  const plan = nextMonthsToTry('2026-06', 3);

  it('fetches the first planned month without a result', () => {
    expect(lookaheadDecision(plan, [])).toEqual({ action: 'fetch', month: '2026-06' });
  });

  it('moves on past a month without valid data', () => {
    const results: MonthResult[] = [{ month: '2026-06', days: soldOut }];
    expect(lookaheadDecision(plan, results)).toEqual({ action: 'fetch', month: '2026-07' });
  });

  it('moves on past a month whose fetch failed', () => {
    const results: MonthResult[] = [{ month: '2026-06', error: 'timeout' }];
    expect(lookaheadDecision(plan, results)).toEqual({ action: 'fetch', month: '2026-07' });
  });

  it('stops at the first month with valid data', () => {
    const results: MonthResult[] = [
      { month: '2026-06', days: [] },
      { month: '2026-07', days: bookable },
      { month: '2026-08', days: bookable },
    ];
    expect(lookaheadDecision(plan, results)).toEqual({ action: 'stop', month: '2026-07' });
  });

  it('reports the plan exhausted when no month has valid data', () => {
    const results: MonthResult[] = plan.map((month) => ({ month, days: [] }));
    expect(lookaheadDecision(plan, results)).toEqual({ action: 'exhausted', tried: plan });
  });
});

describe('unavailableMonthsOf', () => {
  it('lists loaded months with nothing bookable, not failed ones', () => {
    const results: MonthResult[] = [
      { month: '2026-06', days: soldOut },
      { month: '2026-07', error: 'timeout' },
      { month: '2026-08', days: bookable },
    ];
    expect(unavailableMonthsOf(results)).toEqual(['2026-06']);
  });
});
