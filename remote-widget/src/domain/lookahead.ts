import { SCHEDULE_LOOKAHEAD_MONTHS, type ScheduleDay } from '@booking/shared-contracts';
import { isBookableDay } from './bookableDays';
import { addMonths, type MonthKey } from './calendarDates';

/**
 * §4 "Schedule loading tries up to 12 months from the current month": the months to try, in order,
 * starting with `fromMonth`.
 */
export function nextMonthsToTry(fromMonth: MonthKey, count: number = SCHEDULE_LOOKAHEAD_MONTHS): MonthKey[] {
  return Array.from({ length: Math.max(0, count) }, (_, offset) => addMonths(fromMonth, offset));
}

/** A month has valid data when at least one of its slots can be booked. */
export function monthHasValidData(days: readonly ScheduleDay[]): boolean {
  return days.some(isBookableDay);
}

/**
 * §9 the months a calendar can show: from the current month to the last month of the 12-month look-ahead.
 */
export function lookaheadWindow(
  currentMonth: MonthKey,
  count: number = SCHEDULE_LOOKAHEAD_MONTHS,
): { first: MonthKey; last: MonthKey } {
  return { first: currentMonth, last: addMonths(currentMonth, Math.max(1, count) - 1) };
}

/** The outcome of fetching one month: its days, or the failure message. */
export type MonthResult =
  { month: MonthKey; days: readonly ScheduleDay[] } | { month: MonthKey; error: string };

/** What a store does next while looking ahead. */
export type LookaheadDecision =
  | { action: 'fetch'; month: MonthKey }
  | { action: 'stop'; month: MonthKey }
  | { action: 'exhausted'; tried: MonthKey[] };

const hasValidData = (result: MonthResult | undefined): boolean =>
  !!result && 'days' in result && monthHasValidData(result.days);

/**
 * §4 "until a month with valid data is found": walking the plan in order, stop at the first month whose
 * result has valid data, fetch the first month without a result, or report the plan exhausted. A failed
 * month counts as tried, so one bad month does not end the search.
 */
export function lookaheadDecision(
  plan: readonly MonthKey[],
  results: readonly MonthResult[],
): LookaheadDecision {
  for (const month of plan) {
    const result = results.find((candidate) => candidate.month === month);
    if (!result) return { action: 'fetch', month };
    if (hasValidData(result)) return { action: 'stop', month };
  }
  return { action: 'exhausted', tried: [...plan] };
}

/** Months that loaded but hold nothing bookable (the activity's `unavailableMonths`); failures are not listed. */
export function unavailableMonthsOf(results: readonly MonthResult[]): MonthKey[] {
  return results.filter((result) => 'days' in result && !hasValidData(result)).map((result) => result.month);
}
