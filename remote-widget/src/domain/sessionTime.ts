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

/** What the widget's clock shows: the hold's time, the widget session's, that the session ended, or nothing. */
export type Countdown = { kind: 'hold' | 'session'; secondsLeft: number } | { kind: 'ended' } | null;

/** The state the clock is read from. */
export interface CountdownState {
  /** Seconds the visitor's hold has left; null without a hold. */
  holdSecondsLeft: number | null;
  sessionActive: boolean;
  sessionSecondsLeft: number;
  sessionExpired: boolean;
  /** Whether the visitor has chosen anything yet (a date). */
  hasChoice: boolean;
  /** Whether the booking is paid: nothing is counting down any more. */
  paid: boolean;
}

/**
 * The widget's clock. §4 starts the 29-minute widget session when the widget opens; it shows once the visitor
 * has chosen something, since before that there is nothing to lose and a running clock would only press.
 * Once a hold exists its own time is what counts. When the session ends with nothing held the visitor is
 * told, and nothing is shown at all once paid.
 */
export function countdownOf(state: CountdownState): Countdown {
  if (state.paid) return null;
  if (state.holdSecondsLeft !== null) return { kind: 'hold', secondsLeft: state.holdSecondsLeft };
  if (state.sessionExpired) return { kind: 'ended' };
  if (state.sessionActive && state.hasChoice)
    return { kind: 'session', secondsLeft: state.sessionSecondsLeft };
  return null;
}
