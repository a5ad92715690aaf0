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

/** How a value that is not plain JSON goes into the shared cache (JSON on every engine) and back. */
export interface StoredForm<T, S> {
  toStored(value: T): S;
  fromStored(stored: S): T;
}

/**
 * Read-through catalogue cache with in-flight coalescing: concurrent readers of one key share one load.
 * A cache outage is logged and the read goes upstream. Values just read are reused in-process for a
 * second (see localMemo); with a `form`, the cache keeps the stored form and this process the value.
 */
export function cachedRead<T, S = T>(
  deps: Pick<AppDeps, 'cache' | 'logger' | 'clock'>,
  key: string,
  ttlMs: number,
  load: () => Promise<T>,
  form?: StoredForm<T, S>,
): Promise<T> {
  const options = {
    onCacheError: (error: unknown, failedKey: string) =>
      deps.logger.warn({ err: error, key: failedKey }, 'catalogue cache failed'),
  };
  if (!form) return memoized(deps.cache, key, deps.clock, () => cached(deps.cache, key, ttlMs, load, options));
  return memoized(deps.cache, key, deps.clock, async () => {
    // The caller whose load ran keeps its value as it is; readers of the cache decode the stored form.
    let loaded: { value: T } | undefined;
    const stored = await cached(
      deps.cache,
      key,
      ttlMs,
      async () => {
        loaded = { value: await load() };
        return form.toStored(loaded.value);
      },
      options,
    );
    return loaded ? loaded.value : form.fromStored(stored);
  });
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
