import type { ScheduleDay } from '@booking/shared-contracts';
import { monthOf, type MonthKey } from './calendarDates';
import { isSlotAvailable } from './slotSelection';

/** §4: a day can be booked when at least one of its slots can. */
export function isBookableDay(day: ScheduleDay): boolean {
  return day.hours.some(isSlotAvailable);
}

/**
 * The days of a schedule a visitor can pick: the one rule behind the calendar's enabled days, the
 * look-ahead's "valid data" and the list of available dates.
 */
export function bookableDays(schedule: readonly ScheduleDay[]): ScheduleDay[] {
  return schedule.filter(isBookableDay);
}

/** Dates (YYYY-MM-DD) that have at least one bookable slot, for the calendar. */
export function availableDates(schedule: readonly ScheduleDay[]): string[] {
  return bookableDays(schedule).map((day) => day.date);
}

/** Whether any of the given (bookable) days falls in the month; the calendar says so when none does. */
export function monthHasAvailableDay(days: readonly { date: string }[], month: MonthKey): boolean {
  return days.some((day) => monthOf(day.date) === month);
}
