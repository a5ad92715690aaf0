import {
  lookaheadDecision,
  lookaheadWindow,
  monthHasValidData,
  nextMonthsToTry,
  unavailableMonthsOf,
  type MonthResult,
} from './lookahead';
import { buildDay, buildSlot } from '../testing/testBuilders';

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

describe('lookaheadWindow', () => {
  it('runs from the current month to the twelfth month of the look-ahead (§9)', () => {
    expect(lookaheadWindow('2026-06')).toEqual({ first: '2026-06', last: '2027-05' });
  });

  it('ends where the look-ahead plan ends', () => {
    const plan = nextMonthsToTry('2026-11', 3);
    expect(lookaheadWindow('2026-11', 3)).toEqual({ first: plan[0], last: plan[2] });
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
