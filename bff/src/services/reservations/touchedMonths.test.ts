import { touchedMonths } from './touchedMonths';

describe('touchedMonths', () => {
  it('lists each activity month once', () => {
    const booking = (date: string) => ({ activityId: 1001, date });
    expect(
      touchedMonths({
        activityBookings: [booking('2026-06-16'), booking('2026-06-30'), booking('2026-07-01')],
      }),
    ).toEqual([
      { activityId: 1001, month: '2026-06' },
      { activityId: 1001, month: '2026-07' },
    ]);
  });
});
