/** One calendar month: 'YYYY-MM' and its first and last day as 'YYYY-MM-DD'. */
export interface CalendarMonth {
  month: string;
  firstDay: string;
  lastDay: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

function parseDay(date: string): { year: number; month: number } {
  const match = /^(\d{4})-(\d{2})-\d{2}$/.exec(date);
  if (!match) throw new RangeError(`expected YYYY-MM-DD, got ${date}`);
  return { year: Number(match[1]), month: Number(match[2]) };
}

/** The month `year`-`month` (1-12); Date.UTC with day 0 of the next month gives its last day. */
export function calendarMonth(year: number, month: number): CalendarMonth {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const ym = `${year}-${pad(month)}`;
  return { month: ym, firstDay: `${ym}-01`, lastDay: `${ym}-${pad(days)}` };
}

/**
 * Every calendar month touched by `startDate`..`endDate` (inclusive, YYYY-MM-DD), in order. The widget asks
 * one month at a time; whole months are what the cache keys and the upstream calls cover.
 */
export function monthsInRange(startDate: string, endDate: string): CalendarMonth[] {
  const start = parseDay(startDate);
  const end = parseDay(endDate);
  const months: CalendarMonth[] = [];
  for (let { year, month } = start; year * 12 + month <= end.year * 12 + end.month;) {
    months.push(calendarMonth(year, month));
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

/** 'YYYY-MM' of a 'YYYY-MM-DD' date. */
export const monthOf = (date: string): string => date.slice(0, 7);
