import { backoffMs as jitteredBackoff, type BackoffOptions } from '../backoff';

export type { BackoffOptions } from '../backoff';

export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 1_000, capMs: 5 * 60_000 };

/** A job's wait before its next try: the BFF's backoff, by default from 1 s up to 5 minutes. */
export const backoffMs = (attempt: number, options: BackoffOptions = DEFAULT_BACKOFF): number =>
  jitteredBackoff(attempt, options);

/** A task runs again unless it failed permanently or used up its attempts. */
export const shouldRetry = (attempts: number, maxAttempts: number, permanent: boolean) =>
  !permanent && attempts < maxAttempts;
