import { backoffMs } from '../../backoff';
import { isTransientKind, type ProviderErrorKind } from '../providerError';

/** Retries after the first failure of an idempotent read (three attempts in all). */
export const DEFAULT_MAX_RETRIES = 2;
export const BACKOFF_BASE_MS = 200;
export const BACKOFF_CAP_MS = 5_000;

const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD']);

/**
 * Whether to try again after failed attempt number `attempt` (1-based). Only idempotent reads are
 * retried: a repeated reserve or confirm could book or charge twice.
 */
export function retriesRead(
  method: string,
  kind: ProviderErrorKind,
  attempt: number,
  maxRetries = DEFAULT_MAX_RETRIES,
): boolean {
  return IDEMPOTENT_METHODS.has(method.toUpperCase()) && isTransientKind(kind) && attempt <= maxRetries;
}

/** The wait before a read retry: the BFF's backoff from 200 ms up to 5 s. */
export const readBackoff = (attempt: number, random: () => number): number =>
  backoffMs(attempt, { baseMs: BACKOFF_BASE_MS, capMs: BACKOFF_CAP_MS, random });
