import type { Cache } from './cache';
import { supersedeInFlight } from './cached';

/** The catalogue reads the BFF caches (spec §7 general-information and schedule calls). */
export type CatalogKind = 'general-information' | 'schedule';

export interface CatalogKeyParts {
  kind: CatalogKind;
  configId: string;
  activityId: number | string;
  /** 'YYYY-MM'; required for a schedule, absent for general information. */
  month?: string;
  currency: string;
  lang: string;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const NO_MONTH = '-';

// Each part is URI-encoded, so a ':' inside an id cannot forge another key's prefix.
const part = (value: number | string): string => encodeURIComponent(String(value));

function monthPart(kind: CatalogKind, month: string | undefined): string {
  if (kind === 'general-information') {
    if (month !== undefined) throw new TypeError('general information is not cached per month');
    return NO_MONTH;
  }
  if (month === undefined || !MONTH.test(month)) {
    throw new TypeError(`a schedule key needs a month as YYYY-MM, got ${String(month)}`);
  }
  return month;
}

/**
 * Everything up to and including the month, ending in ':'. Currency and language come last in a
 * key so that one prefix covers every variant of a month.
 */
function monthPrefix(kind: CatalogKind, configId: string, activityId: number | string, month: string) {
  return `catalog:${kind}:${part(configId)}:${part(activityId)}:${month}:`;
}

/** The cache key of one catalogue read: `catalog:kind:configId:activityId:month:currency:lang`. */
export function catalogKey(parts: CatalogKeyParts): string {
  const month = monthPart(parts.kind, parts.month);
  return `${monthPrefix(parts.kind, parts.configId, parts.activityId, month)}${part(parts.currency)}:${part(parts.lang)}`;
}

/**
 * Drops the cached schedule of one activity and month in every currency and language, e.g. after a
 * reservation changed its availability, including loads of it this process has in flight. Returns
 * how many stored entries went.
 */
export function invalidateScheduleMonth(
  cache: Cache,
  target: { configId: string; activityId: number | string; month: string },
): Promise<number> {
  const prefix = monthPrefix(
    'schedule',
    target.configId,
    target.activityId,
    monthPart('schedule', target.month),
  );
  supersedeInFlight(cache, prefix);
  return cache.deleteByPrefix(prefix);
}
