import type { Activity } from '@booking/shared-contracts';
import { mapActivity } from './activityMapper';
import { daysOfMonth, monthStatusOf, withLoadedMonth, withMonthsOf } from './loadedMonths';
import { buildActivityDetails, buildDay, buildSlot } from '../testing/testBuilders';

const bookableDay = (date: string) => buildDay(date, [buildSlot()]);
const soldOutDay = (date: string) => buildDay(date, [buildSlot({ soldOut: true })]);

function buildActivity(overrides: Partial<Activity> = {}): Activity {
  return { ...mapActivity(buildActivityDetails({ id: 1 })), ...overrides };
}

describe('monthStatusOf', () => {
  const activity = buildActivity({ loadedMonths: ['2026-06', '2026-07'], unavailableMonths: ['2026-07'] });

  it('reads loaded and unavailable months from the activity, unavailable first', () => {
    expect([monthStatusOf(activity, '2026-06'), monthStatusOf(activity, '2026-07')]).toEqual([
      'loaded',
      'unavailable',
    ]);
  });

  it("falls back to the month's request state, else idle", () => {
    expect([
      monthStatusOf(activity, '2026-08', 'loading'),
      monthStatusOf(null, '2026-08', 'failed'),
      monthStatusOf(activity, '2026-08'),
    ]).toEqual(['loading', 'failed', 'idle']);
  });
});

describe('daysOfMonth', () => {
  it('keeps the days of that month only', () => {
    const schedule = [bookableDay('2026-05-31'), bookableDay('2026-06-01'), bookableDay('2026-06-30')];
    expect(daysOfMonth(schedule, '2026-06').map((day) => day.date)).toEqual(['2026-06-01', '2026-06-30']);
  });
});

describe('withLoadedMonth', () => {
  it('merges the days and records the month as loaded, in month order', () => {
    const activity = buildActivity({ schedule: [bookableDay('2026-07-02')], loadedMonths: ['2026-07'] });
    const next = withLoadedMonth(activity, '2026-06', [bookableDay('2026-06-12')], 42);
    expect(next.schedule.map((day) => day.date)).toEqual(['2026-06-12', '2026-07-02']);
    expect([next.loadedMonths, next.unavailableMonths, next.lastUpdated]).toEqual([
      ['2026-06', '2026-07'],
      [],
      42,
    ]);
  });

  it('records a month without a bookable day as unavailable, once', () => {
    const activity = buildActivity({ unavailableMonths: ['2026-06'] });
    const next = withLoadedMonth(activity, '2026-06', [soldOutDay('2026-06-12')], 1);
    expect(next.unavailableMonths).toEqual(['2026-06']);
  });

  it('clears the unavailable mark when the month is bookable again', () => {
    const activity = buildActivity({ loadedMonths: ['2026-06'], unavailableMonths: ['2026-06'] });
    expect(withLoadedMonth(activity, '2026-06', [bookableDay('2026-06-12')], 1).unavailableMonths).toEqual(
      [],
    );
  });
});

describe('withMonthsOf', () => {
  it('keeps the months fetched before a reload, with the reloaded texts', () => {
    const previous = buildActivity({ schedule: [bookableDay('2026-06-12')], loadedMonths: ['2026-06'] });
    const reloaded = buildActivity({ activityName: 'Stare Miasto' });
    const next = withMonthsOf(reloaded, previous);
    expect([next.activityName, next.loadedMonths, next.schedule.length]).toEqual([
      'Stare Miasto',
      ['2026-06'],
      1,
    ]);
  });

  it("names the kept months' rates from the reloaded rate definitions, so a language switch renames them", () => {
    const previous = buildActivity({ schedule: [bookableDay('2026-06-12')], loadedMonths: ['2026-06'] });
    const reloaded = buildActivity({ rateDefinitions: [{ id: 11, title: 'Standardowa', startTimeIds: [] }] });
    expect(withMonthsOf(reloaded, previous).schedule[0]?.hours[0]?.rates[0]?.name).toBe('Standardowa');
  });

  it('takes a first load as it is', () => {
    const reloaded = buildActivity();
    expect(withMonthsOf(reloaded, null)).toBe(reloaded);
  });
});
