/** Whole seconds left, never below 0. */
function wholeSeconds(seconds: number): number {
  return Math.max(0, Math.floor(seconds));
}

/** Seconds as mm:ss (§2 "The session time left is shown as mm:ss"). */
export function formatSessionTime(seconds: number): string {
  const whole = wholeSeconds(seconds);
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/** The time left as an ISO 8601 duration (`PT65S`), the machine-readable value of a `<time>` element. */
export function sessionDuration(seconds: number): string {
  return `PT${wholeSeconds(seconds)}S`;
}
