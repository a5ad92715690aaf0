/** Retry delay settings of a job. */
export interface BackoffOptions {
  /** Delay after the first failure. */
  baseMs: number;
  /** Longest delay. */
  capMs: number;
  /** 0..1; default Math.random. Half the delay is jitter, so workers that failed together spread out. */
  random?: () => number;
}

export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 1_000, capMs: 5 * 60_000 };

/** Exponential backoff with jitter: attempt 1 waits about `baseMs`, each next one twice as long, up to `capMs`. */
export function backoffMs(attempt: number, options: BackoffOptions = DEFAULT_BACKOFF): number {
  const random = options.random ?? Math.random;
  const exponential = options.baseMs * 2 ** Math.max(0, attempt - 1);
  const capped = Math.min(options.capMs, exponential);
  return Math.round(capped / 2 + (capped / 2) * random());
}

/** A task runs again unless it failed permanently or used up its attempts. */
export const shouldRetry = (attempts: number, maxAttempts: number, permanent: boolean) =>
  !permanent && attempts < maxAttempts;
