import { SCHEDULE_LOOKAHEAD_MONTHS, type ScheduleDay } from '@booking/shared-contracts';
import { isSlotAvailable } from './slotSelection';

/** A calendar month written YYYY-MM (the form of `loadedMonths` and `unavailableMonths`). */
export type MonthKey = string;

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

function parseMonth(month: MonthKey): { year: number; monthIndex: number } {
  const match = MONTH_PATTERN.exec(month);
  if (!match) throw new RangeError(`Not a month (YYYY-MM): ${month}`);
  return { year: Number(match[1]), monthIndex: Number(match[2]) - 1 };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The month of a date: a YYYY-MM-DD text, or a Date read in local time (the visitor's "current month"). */
export function monthOf(date: string | Date): MonthKey {
  if (typeof date === 'string') return date.slice(0, 7);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}`;
}

/** The month `count` months after (or before, when negative) the given one. */
export function addMonths(month: MonthKey, count: number): MonthKey {
  const { year, monthIndex } = parseMonth(month);
  const total = year * 12 + monthIndex + count;
  return `${Math.floor(total / 12)}-${pad((total % 12) + 1)}`;
}

/** §7 "one call per month, first to last day, YYYY-MM-DD". */
export function monthDateRange(month: MonthKey): { startDate: string; endDate: string } {
  const { year, monthIndex } = parseMonth(month);
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
  return { startDate: `${month}-01`, endDate: `${month}-${pad(lastDay)}` };
}

/**
 * §4 "Schedule loading tries up to 12 months from the current month": the months to try, in order,
 * starting with `fromMonth`.
 */
export function nextMonthsToTry(fromMonth: MonthKey, count: number = SCHEDULE_LOOKAHEAD_MONTHS): MonthKey[] {
  return Array.from({ length: Math.max(0, count) }, (_, offset) => addMonths(fromMonth, offset));
}

/** A month has valid data when at least one of its slots can be booked. */
export function monthHasValidData(days: readonly ScheduleDay[]): boolean {
  return days.some((day) => day.hours.some(isSlotAvailable));
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
