import { INSIGHT_DIMENSIONS, type InsightDimension } from '@booking/shared-contracts';

/**
 * How one funnel event changes the daily counters of the insights. Pure: the store reads the session's
 * state (locked), asks this, and writes the new state and the deltas in the same transaction.
 *
 * A session counts on the day it started, under `all` and under its key of each dimension (`unknown` until
 * an event tells it). A key learnt later moves the session's counts from `unknown` to it, so every dimension
 * always adds up to `all`.
 */

/** The dimensions a session is counted under (the report's breakdowns), beside the total. */
export const ROLLUP_DIMENSIONS = INSIGHT_DIMENSIONS;
export type RollupDimension = InsightDimension;
export const TOTAL = 'all';
export const UNKNOWN = 'unknown';

export type SessionKeys = Record<RollupDimension, string | null>;

/** A session's state as the roll-up keeps it. */
export interface RolledSession {
  /** 0 for a session no event has been counted for yet. */
  stage: number;
  keys: SessionKeys;
  bookings: number;
  revenueMinor: number;
  currency: string | null;
}

/** What an event brings: the stage it shows, the keys it knows, and a payment's outcome. */
export interface RollupEvent {
  stage: number;
  keys: SessionKeys;
  outcome?:
    { kind: 'paid'; amountMinor: number; currency: string | null } | { kind: 'failed'; refused: boolean };
}

export const COUNTER_FIELDS = [
  'sessions',
  'reachedContact',
  'reachedPayment',
  'paid',
  'attempts',
  'failures',
  'refusals',
] as const;
export type CounterField = (typeof COUNTER_FIELDS)[number];

export type CounterDelta = {
  dimension: RollupDimension | typeof TOTAL;
  key: string;
} & Record<CounterField, number>;

export interface RevenueDelta {
  dimension: RollupDimension | typeof TOTAL;
  key: string;
  currency: string;
  bookings: number;
  amountMinor: number;
}

export interface Rollup {
  session: RolledSession;
  counters: CounterDelta[];
  revenue: RevenueDelta[];
}

const STAGE_CONTACT = 2;
const STAGE_PAYMENT = 3;
const STAGE_PAID = 4;

const stageCounts = (stage: number) => ({
  reachedContact: stage >= STAGE_CONTACT ? 1 : 0,
  reachedPayment: stage >= STAGE_PAYMENT ? 1 : 0,
  paid: stage >= STAGE_PAID ? 1 : 0,
});

/** The (dimension, key) rows a session with `keys` counts under, the total first. */
const rowsOf = (keys: SessionKeys): Array<[CounterDelta['dimension'], string]> => [
  [TOTAL, ''],
  ...ROLLUP_DIMENSIONS.map((d): [RollupDimension, string] => [d, keys[d] ?? UNKNOWN]),
];

/** The new state of the session and the counter changes `event` makes to it (`old` null: a new session). */
export function rollUp(old: RolledSession | null, event: RollupEvent): Rollup {
  const counters = new Map<string, CounterDelta>();
  const revenue = new Map<string, RevenueDelta>();
  const count = (
    dimension: CounterDelta['dimension'],
    key: string,
    add: Partial<Record<CounterField, number>>,
  ) => {
    const id = `${dimension}\u0000${key}`;
    const row: CounterDelta = counters.get(id) ?? {
      dimension,
      key,
      ...(Object.fromEntries(COUNTER_FIELDS.map((f) => [f, 0])) as Record<CounterField, number>),
    };
    for (const field of COUNTER_FIELDS) row[field] += add[field] ?? 0;
    counters.set(id, row);
  };
  const earn = (
    dimension: RevenueDelta['dimension'],
    key: string,
    currency: string,
    bookings: number,
    amountMinor: number,
  ) => {
    const id = `${dimension}\u0000${key}\u0000${currency}`;
    const row = revenue.get(id) ?? { dimension, key, currency, bookings: 0, amountMinor: 0 };
    row.bookings += bookings;
    row.amountMinor += amountMinor;
    revenue.set(id, row);
  };

  const before: RolledSession = old ?? {
    stage: 0,
    keys: Object.fromEntries(ROLLUP_DIMENSIONS.map((d) => [d, null])) as SessionKeys,
    bookings: 0,
    revenueMinor: 0,
    currency: null,
  };
  const keys = Object.fromEntries(
    ROLLUP_DIMENSIONS.map((d) => [d, before.keys[d] ?? event.keys[d] ?? null]),
  ) as SessionKeys;

  // Keys learnt now: what the session counted under `unknown` moves to the key.
  if (old) {
    for (const d of ROLLUP_DIMENSIONS) {
      if (old.keys[d] !== null || keys[d] === null) continue;
      const moved = { sessions: 1, ...stageCounts(old.stage) };
      count(d, UNKNOWN, {
        sessions: -1,
        reachedContact: -moved.reachedContact,
        reachedPayment: -moved.reachedPayment,
        paid: -moved.paid,
      });
      count(d, keys[d], moved);
      if (old.currency && old.bookings > 0) {
        earn(d, UNKNOWN, old.currency, -old.bookings, -old.revenueMinor);
        earn(d, keys[d], old.currency, old.bookings, old.revenueMinor);
      }
    }
  }

  const stage = Math.max(before.stage, event.stage);
  const was = stageCounts(before.stage);
  const is = stageCounts(stage);
  const rows = rowsOf(keys);
  for (const [dimension, key] of rows) {
    count(dimension, key, {
      sessions: old ? 0 : 1,
      reachedContact: is.reachedContact - was.reachedContact,
      reachedPayment: is.reachedPayment - was.reachedPayment,
      paid: is.paid - was.paid,
    });
  }

  let { bookings, revenueMinor, currency } = before;
  const outcome = event.outcome;
  if (outcome?.kind === 'paid') {
    count(TOTAL, '', { attempts: 1 });
    const paidIn = outcome.currency ?? currency;
    if (paidIn) {
      for (const [dimension, key] of rows) earn(dimension, key, paidIn, 1, outcome.amountMinor);
      bookings += 1;
      revenueMinor += outcome.amountMinor;
      currency = paidIn;
    }
  } else if (outcome?.kind === 'failed') {
    count(TOTAL, '', { attempts: 1, failures: 1, refusals: outcome.refused ? 1 : 0 });
  }

  const nonZero = (row: object) =>
    Object.values(row).some((value) => typeof value === 'number' && value !== 0);
  // Rows in one order for every event, so concurrent transactions lock them in the same order (no deadlock).
  const byRow = (a: { dimension: string; key: string }, b: { dimension: string; key: string }) =>
    a.dimension.localeCompare(b.dimension) || a.key.localeCompare(b.key);
  return {
    session: { stage, keys, bookings, revenueMinor, currency },
    counters: [...counters.values()].filter(nonZero).sort(byRow),
    revenue: [...revenue.values()]
      .filter(nonZero)
      .sort((a, b) => byRow(a, b) || a.currency.localeCompare(b.currency)),
  };
}
