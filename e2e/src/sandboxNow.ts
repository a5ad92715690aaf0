/** The time zone of the seeded activities, whose start times and cut-offs decide what is bookable today. */
const ACTIVITY_TIME_ZONE = 'Europe/Warsaw';

/**
 * The sandbox's start instant for a replay of the suite at another hour (E2E_SANDBOX_NOW): `HH:MM` is that
 * wall-clock time of today in Kraków, anything else is passed on as an ISO instant for the sandbox to check;
 * undefined when the variable is unset, so the sandbox runs on the real clock.
 */
export function sandboxNow(value: string | undefined, now: Date = new Date()): string | undefined {
  const wanted = value?.trim();
  if (!wanted) return undefined;
  const clock = /^(\d{1,2}):(\d{2})$/.exec(wanted);
  if (!clock) return wanted;
  const [hour, minute] = [Number(clock[1]), Number(clock[2])];
  if (hour > 23 || minute > 59)
    throw new Error(`E2E_SANDBOX_NOW must be HH:MM or an ISO instant, got "${value}"`);
  const today = wallClock(now);
  const wall = Date.UTC(today.year, today.month - 1, today.day, hour, minute);
  // The zone's offset at that moment: what its clocks read at `wall` UTC, minus `wall`.
  const read = wallClock(new Date(wall));
  const offset = Date.UTC(read.year, read.month - 1, read.day, read.hour, read.minute) - wall;
  return new Date(wall - offset).toISOString();
}

function wallClock(at: Date): { year: number; month: number; day: number; hour: number; minute: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: ACTIVITY_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
  };
}
