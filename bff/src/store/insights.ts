import type { SqlClient } from './sqlClient';

/** The days of a report: `from` inclusive, `to` exclusive (YYYY-MM-DD, UTC). */
export interface InsightsRange {
  configId: string;
  from: string;
  to: string;
}

/** The counters of one day, all sessions of the config. */
export interface DayTotals {
  day: string;
  sessions: number;
  reachedContact: number;
  reachedPayment: number;
  paid: number;
  attempts: number;
  failures: number;
  refusals: number;
}

export interface DayRevenue {
  day: string;
  currency: string;
  bookings: number;
  amountMinor: number;
}

export interface BreakdownCounts {
  dimension: string;
  key: string;
  sessions: number;
  paid: number;
}

export interface BreakdownRevenue {
  dimension: string;
  key: string;
  currency: string;
  bookings: number;
  amountMinor: number;
}

export interface InsightsRows {
  days: DayTotals[];
  revenue: DayRevenue[];
  breakdown: BreakdownCounts[];
  breakdownRevenue: BreakdownRevenue[];
  faults: Array<{ day: string; provider: string; faults: number }>;
}

export interface InsightsRepository {
  /** The counters of a range: five statements over the daily roll-up, a few rows a day each. */
  read(range: InsightsRange): Promise<InsightsRows>;
}

const RANGE = 'config_id = $1 AND day >= $2::date AND day < $3::date';

/** Insights queries over any SqlClient: the same SQL on PGlite and PostgreSQL. */
export function createInsightsRepository(sql: SqlClient): InsightsRepository {
  return {
    async read({ configId, from, to }) {
      const params = [configId, from, to];
      const [days, revenue, breakdown, breakdownRevenue, faults] = await Promise.all([
        sql.query<Record<keyof DayTotals, string>>(
          `SELECT day::text AS day, sessions, reached_contact AS "reachedContact",
             reached_payment AS "reachedPayment", paid, attempts, failures, refusals
           FROM funnel_daily WHERE ${RANGE} AND dimension = 'all' ORDER BY day`,
          params,
        ),
        sql.query<Record<keyof DayRevenue, string>>(
          `SELECT day::text AS day, currency, bookings, amount_minor AS "amountMinor"
           FROM funnel_daily_revenue WHERE ${RANGE} AND dimension = 'all' ORDER BY day, currency`,
          params,
        ),
        sql.query<Record<keyof BreakdownCounts, string>>(
          `SELECT dimension, key, sum(sessions) AS sessions, sum(paid) AS paid
           FROM funnel_daily WHERE ${RANGE} AND dimension <> 'all' GROUP BY 1, 2`,
          params,
        ),
        sql.query<Record<keyof BreakdownRevenue, string>>(
          `SELECT dimension, key, currency, sum(bookings) AS bookings, sum(amount_minor) AS "amountMinor"
           FROM funnel_daily_revenue WHERE ${RANGE} AND dimension <> 'all' GROUP BY 1, 2, 3`,
          params,
        ),
        sql.query<{ day: string; provider: string; faults: string }>(
          `SELECT ((hour AT TIME ZONE 'UTC')::date)::text AS day, provider, sum(faults) AS faults
           FROM provider_faults WHERE hour >= $1::date AT TIME ZONE 'UTC' AND hour < $2::date AT TIME ZONE 'UTC'
           GROUP BY 1, 2 ORDER BY 1, 2`,
          [from, to],
        ),
      ]);
      const numbers = <T extends object>(row: Record<string, string>, texts: string[]): T =>
        Object.fromEntries(Object.entries(row).map(([k, v]) => [k, texts.includes(k) ? v : Number(v)])) as T;
      return {
        days: days.rows.map((r) => numbers<DayTotals>(r, ['day'])),
        revenue: revenue.rows.map((r) => numbers<DayRevenue>(r, ['day', 'currency'])),
        breakdown: breakdown.rows.map((r) => numbers<BreakdownCounts>(r, ['dimension', 'key'])),
        breakdownRevenue: breakdownRevenue.rows.map((r) =>
          numbers<BreakdownRevenue>(r, ['dimension', 'key', 'currency']),
        ),
        faults: faults.rows.map((r) => ({ day: r.day, provider: r.provider, faults: Number(r.faults) })),
      };
    },
  };
}
