/**
 * A clock that starts at `start` (an ISO instant) and then runs at the real pace; undefined when no start
 * is given, 'invalid' when it is not a date-time.
 */
export function shiftedClock(
  start: string | undefined,
  realNow: () => number = Date.now,
): (() => Date) | undefined | 'invalid' {
  if (start === undefined || start.trim() === '') return undefined;
  const at = /^\d{4}-\d{2}-\d{2}T/.test(start) ? Date.parse(start) : Number.NaN;
  if (Number.isNaN(at)) return 'invalid';
  const offset = at - realNow();
  return () => new Date(realNow() + offset);
}
