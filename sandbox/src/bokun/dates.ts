// Calendar helpers in UTC: Bokun dates are local calendar days carried as UTC midnights.

const DAY_MS = 86_400_000;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** UTC midnight of the calendar day of `at`. */
export function startOfUtcDay(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

export function addDays(day: Date, days: number): Date {
  return new Date(day.getTime() + days * DAY_MS);
}

/** Same day of month `months` later, clamped to the month's last day. */
export function addMonths(day: Date, months: number): Date {
  const target = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day.getUTCDate(), lastDay));
  return target;
}

/** Months between two days' calendar months (`later` − `earlier`). */
export function monthIndexDiff(earlier: Date, later: Date): number {
  return (
    (later.getUTCFullYear() - earlier.getUTCFullYear()) * 12 + later.getUTCMonth() - earlier.getUTCMonth()
  );
}

/** Parses YYYY-MM-DD to its UTC midnight; null when it is not a real calendar day. */
export function parseIsoDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? date : null;
}

export function toIsoDate(day: Date): string {
  return day.toISOString().slice(0, 10);
}

/** `yyyyMMdd`, the date half of a Bokun availability id. */
export function toCompactDate(day: Date): string {
  return toIsoDate(day).replaceAll('-', '');
}

/** Bokun's `localizedDate`, e.g. "Fri 12.Jun'26". */
export function toLocalizedDate(day: Date): string {
  const dd = String(day.getUTCDate()).padStart(2, '0');
  const yy = String(day.getUTCFullYear() % 100).padStart(2, '0');
  return `${WEEKDAYS[day.getUTCDay()] ?? ''} ${dd}.${MONTHS[day.getUTCMonth()] ?? ''}'${yy}`;
}

export function isWeekend(day: Date): boolean {
  return day.getUTCDay() === 0 || day.getUTCDay() === 6;
}

/** `hh:mm` of a start time, what availability entries call `startTime` whatever the label. */
export function clockTime(at: { hour: number; minute: number }): string {
  return `${String(at.hour).padStart(2, '0')}:${String(at.minute).padStart(2, '0')}`;
}
