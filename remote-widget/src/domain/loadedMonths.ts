import type { Activity, ScheduleDay } from '@booking/shared-contracts';
import { monthOf, type MonthKey } from './calendarDates';
import { monthHasValidData } from './lookahead';
import { mergeScheduleDays, renameScheduleRates } from './schedule';

/** Where one month of one activity's schedule stands. */
export type MonthStatus = 'idle' | 'loading' | 'loaded' | 'unavailable' | 'failed';

/** The state of a month's request, for a month the activity has not recorded as loaded. */
export type MonthRequestState = Extract<MonthStatus, 'loading' | 'failed'>;

/**
 * A month's status: "unavailable" (loaded, nothing bookable) and "loaded" as the activity records them,
 * else the state of its request, else idle.
 */
export function monthStatusOf(
  activity: Pick<Activity, 'loadedMonths' | 'unavailableMonths'> | null | undefined,
  month: MonthKey,
  request?: MonthRequestState,
): MonthStatus {
  if (activity?.unavailableMonths.includes(month)) return 'unavailable';
  if (activity?.loadedMonths.includes(month)) return 'loaded';
  return request ?? 'idle';
}

/** The days of the schedule that fall in the month. */
export function daysOfMonth(schedule: readonly ScheduleDay[], month: MonthKey): ScheduleDay[] {
  return schedule.filter((day) => monthOf(day.date) === month);
}

const withMonth = (months: readonly MonthKey[], month: MonthKey) => [...new Set([...months, month])].sort();

/**
 * The activity after one month of its schedule loaded: the days merged in, the month recorded as loaded,
 * and as unavailable exactly when none of its days can be booked.
 */
export function withLoadedMonth(
  activity: Activity,
  month: MonthKey,
  days: readonly ScheduleDay[],
  loadedAt: number,
): Activity {
  return {
    ...activity,
    schedule: mergeScheduleDays(activity.schedule, days),
    loadedMonths: withMonth(activity.loadedMonths, month),
    unavailableMonths: monthHasValidData(days)
      ? activity.unavailableMonths.filter((candidate) => candidate !== month)
      : withMonth(activity.unavailableMonths, month),
    lastUpdated: loadedAt,
  };
}

/**
 * Reloaded details (a language switch) keep the months already fetched, their rates named from the reloaded
 * rate definitions (in the new language).
 */
export function withMonthsOf(
  reloaded: Activity,
  previous: Activity | null | undefined,
  lang?: string | null,
): Activity {
  if (!previous) return reloaded;
  return {
    ...reloaded,
    schedule: renameScheduleRates(previous.schedule, { rateDefinitions: reloaded.rateDefinitions, lang }),
    loadedMonths: previous.loadedMonths,
    unavailableMonths: previous.unavailableMonths,
  };
}
