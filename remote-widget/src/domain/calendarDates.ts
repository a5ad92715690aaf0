/** A calendar month written YYYY-MM (the form of `loadedMonths` and `unavailableMonths`). */
export type MonthKey = string;

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

function parseMonth(month: MonthKey): { year: number; monthIndex: number } {
  const match = MONTH_PATTERN.exec(month);
  if (!match) throw new RangeError(`Not a month (YYYY-MM): ${month}`);
  return { year: Number(match[1]), monthIndex: Number(match[2]) - 1 };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The local calendar day of a `YYYY-MM-DD` date (noon avoids daylight-saving edges). */
export function parseIsoDate(date: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(year, month - 1, day, 12);
}

/** `YYYY-MM-DD` of a local date. */
export function toIsoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

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

/** The first day of a month as a local date, the form a calendar grid shows. */
export function firstDayOfMonth(month: MonthKey): Date {
  const { year, monthIndex } = parseMonth(month);
  return new Date(year, monthIndex, 1, 12);
}

/** §7 "one call per month, first to last day, YYYY-MM-DD". */
export function monthDateRange(month: MonthKey): { startDate: string; endDate: string } {
  const { year, monthIndex } = parseMonth(month);
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
  return { startDate: `${month}-01`, endDate: `${month}-${pad(lastDay)}` };
}
