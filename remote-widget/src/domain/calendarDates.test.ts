import {
  addMonths,
  firstDayOfMonth,
  monthDateRange,
  monthOf,
  parseIsoDate,
  toIsoDate,
} from './calendarDates';

describe('parseIsoDate', () => {
  it('reads a YYYY-MM-DD date as that local calendar day, at noon', () => {
    const date = parseIsoDate('2026-06-12');
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([2026, 5, 12, 12]);
  });
});

describe('toIsoDate', () => {
  it('writes a local date as YYYY-MM-DD with padded month and day', () => {
    expect(toIsoDate(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });

  it('gives back the date parseIsoDate read', () => {
    expect(toIsoDate(parseIsoDate('2028-02-29'))).toBe('2028-02-29');
  });
});

describe('addMonths', () => {
  it('steps backwards too', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
  });

  it('crosses the year boundary forwards', () => {
    expect(addMonths('2026-06', 11)).toBe('2027-05');
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

describe('firstDayOfMonth', () => {
  it('is the local first day of the month, whose month is the month again', () => {
    const first = firstDayOfMonth('2026-07');
    expect([toIsoDate(first), monthOf(first)]).toEqual(['2026-07-01', '2026-07']);
  });
});

describe('monthDateRange', () => {
  it('spans "first to last day" of the month', () => {
    expect(monthDateRange('2028-02')).toEqual({ startDate: '2028-02-01', endDate: '2028-02-29' });
  });
});
