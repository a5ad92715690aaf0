import { availableDates, bookableDays, isBookableDay, monthHasAvailableDay } from './bookableDays';
import { buildDay, buildSlot } from '../testing/testBuilders';

const soldOut = buildSlot({ id: '30_20260612', startTime: '08:00', availabilityCount: 4, soldOut: true });
const empty = buildSlot({ id: '31_20260612', startTime: '10:00', availabilityCount: 0 });
const open = buildSlot({ id: '32_20260612', startTime: '12:00', availabilityCount: 6 });
const schedule = [
  buildDay('2026-06-11', [soldOut]),
  buildDay('2026-06-12', [soldOut, empty, open]),
  buildDay('2026-06-13', [empty]),
];

describe('isBookableDay', () => {
  it('needs one slot with availability that is not sold out', () => {
    expect(schedule.map(isBookableDay)).toEqual([false, true, false]);
  });

  it('is false for a day without slots', () => {
    expect(isBookableDay(buildDay('2026-06-14', []))).toBe(false);
  });
});

describe('bookableDays', () => {
  it('keeps the bookable days with all their slots, in schedule order', () => {
    const days = bookableDays([...schedule, buildDay('2026-06-20', [open])]);
    expect(days.map((day) => [day.date, day.hours.length])).toEqual([
      ['2026-06-12', 3],
      ['2026-06-20', 1],
    ]);
  });
});

describe('availableDates', () => {
  it('lists only dates with a bookable slot', () => {
    expect(availableDates(schedule)).toEqual(['2026-06-12']);
  });
});

describe('monthHasAvailableDay', () => {
  it('looks only at days of the given month', () => {
    const days = [{ date: '2026-06-12' }, { date: '2026-08-01' }];
    expect([
      monthHasAvailableDay(days, '2026-06'),
      monthHasAvailableDay(days, '2026-07'),
      monthHasAvailableDay([], '2026-06'),
    ]).toEqual([true, false, false]);
  });
});
