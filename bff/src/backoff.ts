/** Retry delay settings: exponential from `baseMs`, capped at `capMs`. */
export interface BackoffOptions {
  /** Delay after the first failure. */
  baseMs: number;
  /** Longest delay. */
  capMs: number;
  /** 0..1 (clamped); default Math.random. Half the delay is jitter, so callers that failed together spread out. */
  random?: () => number;
}

/**
 * The wait after failed attempt `attempt` (1-based): about `baseMs`, each next one twice as long, up to `capMs`,
 * with "equal jitter" (half fixed, half random). The one backoff of the BFF: the outbox workers and the Bokun
 * client's read retries use it with their own settings.
 */
export function backoffMs(attempt: number, options: BackoffOptions): number {
  const random = Math.min(1, Math.max(0, (options.random ?? Math.random)()));
  const capped = Math.min(options.capMs, options.baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(capped / 2 + (capped / 2) * random);
}
