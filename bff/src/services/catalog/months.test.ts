import { calendarMonth, monthOf, monthsInRange } from './months';

describe('monthsInRange', () => {
  it('covers one month with its first and last day when the range lies inside it', () => {
    expect(monthsInRange('2026-06-10', '2026-06-12')).toEqual([
      { month: '2026-06', firstDay: '2026-06-01', lastDay: '2026-06-30' },
    ]);
  });

  it('splits a range over a year end into each calendar month it touches', () => {
    expect(monthsInRange('2026-11-30', '2027-02-01').map((m) => m.month)).toEqual([
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
    ]);
  });

  it('knows leap years: February 2028 has 29 days, February 2027 has 28', () => {
    expect(calendarMonth(2028, 2).lastDay).toBe('2028-02-29');
    expect(calendarMonth(2027, 2).lastDay).toBe('2027-02-28');
  });

  it('answers nothing for a range that ends before it starts', () => {
    expect(monthsInRange('2026-07-01', '2026-06-30')).toEqual([]);
  });

  it('reads the month of a date', () => {
    expect(monthOf('2026-06-15')).toBe('2026-06');
  });
});
