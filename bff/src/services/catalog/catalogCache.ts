import type { AppDeps } from '../../deps';
import { cached } from '../../cache';
import { activityNotAvailableError } from '../../errors';
import { memoized } from './localMemo';
import { isProviderError } from '../../providers/providerError';

/** Activity details change rarely; minutes of staleness cost nothing. */
export const GENERAL_INFORMATION_TTL_MS = 5 * 60_000;
/** Availability moves with every booking elsewhere; our own reservations invalidate their month at once. */
export const SCHEDULE_TTL_MS = 30_000;
/** Currency sent to Bokun when the caller names none (spec §5 payment-flow fallback). */
export { PAYMENT_CURRENCY_FALLBACK as DEFAULT_CATALOG_CURRENCY } from '@booking/shared-contracts';

/**
 * Read-through catalogue cache with in-flight coalescing: concurrent readers of one key share one load.
 * A cache outage is logged and the read goes upstream. Values just read are reused in-process for a
 * second (see localMemo).
 */
export function cachedRead<T>(
  deps: Pick<AppDeps, 'cache' | 'logger' | 'clock'>,
  key: string,
  ttlMs: number,
  load: () => Promise<T>,
): Promise<T> {
  return memoized(deps.cache, key, deps.clock, () =>
    cached(deps.cache, key, ttlMs, load, {
      onCacheError: (error, failedKey) =>
        deps.logger.warn({ err: error, key: failedKey }, 'catalogue cache failed'),
    }),
  );
}

/** Runs a catalogue read: Bokun's 404 is the activity's absence; other failures pass on to the edge. */
export async function readCatalog<T>(activityId: number, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (isProviderError(error, 'bokun') && error.kind === 'not_found')
      throw activityNotAvailableError(activityId);
    throw error;
  }
}
