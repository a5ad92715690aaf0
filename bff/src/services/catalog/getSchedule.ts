import { FETCH_LANGUAGE, type ScheduleSlotDto } from '@booking/shared-contracts';
import { catalogKey } from '../../cache';
import type { AppDeps } from '../../deps';
import type { BokunClient } from '../../providers/bokun';
import { bokunClientFor } from '../configAccess';
import { cachedRead, DEFAULT_CATALOG_CURRENCY, readCatalog, SCHEDULE_TTL_MS } from './catalogCache';
import { monthsInRange, type CalendarMonth } from './months';

export interface ScheduleInput {
  configId: string;
  activityId: number;
  /** Inclusive, YYYY-MM-DD, validated by the route contract (real dates, end not before start). */
  startDate: string;
  endDate: string;
  currency?: string;
}

type Deps = Pick<AppDeps, 'widgetConfigs' | 'bokunClient' | 'cache' | 'logger' | 'clock'>;

/** Months loaded at once for a long range: Bokun's rate limit is unknown, so stay polite (bokun.md §4). */
const MONTHS_IN_PARALLEL = 4;

/** The language availabilities are fetched in (slot labels only); one value keeps one cache entry per month. */
export const SCHEDULE_LANGUAGE = FETCH_LANGUAGE;

/** The cache key of one activity month, as reservations invalidate it. */
export function scheduleMonthKey(
  configId: string,
  activityId: number,
  month: string,
  currency: string,
): string {
  return catalogKey({ kind: 'schedule', configId, activityId, month, currency, lang: SCHEDULE_LANGUAGE });
}

function loadMonth(
  deps: Deps,
  client: BokunClient,
  input: ScheduleInput,
  currency: string,
  month: CalendarMonth,
) {
  const key = scheduleMonthKey(input.configId, input.activityId, month.month, currency);
  return cachedRead(deps, key, SCHEDULE_TTL_MS, () =>
    client.scheduleSlots(input.activityId, month.firstDay, month.lastDay, currency, SCHEDULE_LANGUAGE),
  );
}

async function mapInBatches<T, R>(items: T[], size: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) {
    results.push(...(await Promise.all(items.slice(i, i + size).map(fn))));
  }
  return results;
}

/**
 * Availability slots of an activity between two dates (spec §7 schedule). The range is split into
 * calendar months; each month is one upstream call for its whole first-to-last day and one cache entry
 * (tens of seconds, concurrent readers coalesced), so any window over a month shares that month's entry.
 * Only the answer is clipped to the requested days.
 */
export async function getSchedule(deps: Deps, input: ScheduleInput): Promise<ScheduleSlotDto[]> {
  const client = bokunClientFor(deps, input.configId);
  const currency = input.currency ?? DEFAULT_CATALOG_CURRENCY;
  const months = monthsInRange(input.startDate, input.endDate);
  const perMonth = await readCatalog(input.activityId, () =>
    mapInBatches(months, MONTHS_IN_PARALLEL, (month) => loadMonth(deps, client, input, currency, month)),
  );
  return perMonth.flat().filter((slot) => slot.date >= input.startDate && slot.date <= input.endDate);
}
