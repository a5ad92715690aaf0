import type { BokunErrorKind } from './errors';

/** Retries after the first failure of an idempotent read (three attempts in all). */
export const DEFAULT_MAX_RETRIES = 2;
export const BACKOFF_BASE_MS = 200;
export const BACKOFF_CAP_MS = 5_000;

const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD']);
const TRANSIENT_KINDS = new Set<BokunErrorKind>(['unavailable', 'rate_limit', 'timeout', 'network']);

/**
 * Whether to try again after failed attempt number `attempt` (1-based). Only idempotent reads are
 * retried: a repeated reserve or confirm could book or charge twice.
 */
export function shouldRetry(
  method: string,
  kind: BokunErrorKind,
  attempt: number,
  maxRetries = DEFAULT_MAX_RETRIES,
): boolean {
  return IDEMPOTENT_METHODS.has(method.toUpperCase()) && TRANSIENT_KINDS.has(kind) && attempt <= maxRetries;
}

/**
 * Wait before the retry that follows failed attempt `attempt`: exponential from 200 ms, capped at
 * 5 s, with "equal jitter" (half fixed, half random) so many clients do not retry in step.
 */
export function backoffMs(attempt: number, random: () => number): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1));
  const half = ceiling / 2;
  return Math.round(half + half * Math.min(1, Math.max(0, random())));
}
