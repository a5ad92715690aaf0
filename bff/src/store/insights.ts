import type { SqlClient } from './sqlClient';

/** The range of a report: `from` inclusive, `to` exclusive, grouped by UTC day or ISO week. */
export interface InsightsRange {
  configId: string;
  from: Date;
  to: Date;
  groupBy: 'day' | 'week';
}

/** Sessions that started in a period, by the furthest stage they reached. */
export interface PeriodSessions {
  period: string;
  /** Sessions that reached stage 1 (any), 2, 3 and 4 (paid). */
  reached: [number, number, number, number];
  abandoned: number;
}

/** Ended payment attempts of one kind in a period. */
export interface PeriodOutcome {
  period: string;
  event: 'PAYMENT_SUCCESS' | 'PAYMENT_FAIL';
  currency: string | null;
  count: number;
  amountMinor: number;
  refusals: number;
}

export interface BreakdownCell {
  dimension: string;
  key: string | null;
  currency: string | null;
  sessions: number;
  bookings: number;
  revenueMinor: number;
}

export interface InsightsRows {
  sessions: PeriodSessions[];
  outcomes: PeriodOutcome[];
  breakdown: BreakdownCell[];
  faults: Array<{ period: string; provider: string; faults: number }>;
}

/** Breakdown dimensions and the session column each reads. */
export const BREAKDOWN_COLUMNS = {
  product: 'activity_id',
  partnerOrigin: 'partner_origin',
  hostingMode: 'hosting_mode',
  language: 'language',
  paymentMethod: 'payment_method',
  deviceClass: 'device_class',
} as const;

export interface InsightsRepository {
  /** The rows a report is made of; four statements that each read an index of the range. */
  read(range: InsightsRange, refusalReasons: readonly string[]): Promise<InsightsRows>;
}

/** The first day (UTC) of the period holding `column`; `unit` names the parameter with 'day' or 'week'. */
const periodOf = (column: string, unit = '$4') =>
  `to_char(date_trunc(${unit}, ${column} AT TIME ZONE 'UTC'), 'YYYY-MM-DD')`;

/** Insights queries over any SqlClient: the same SQL on PGlite and PostgreSQL. */
export function createInsightsRepository(sql: SqlClient): InsightsRepository {
  return {
    async read(range, refusalReasons) {
      const params = [range.configId, range.from.toISOString(), range.to.toISOString(), range.groupBy];
      const dims = Object.entries(BREAKDOWN_COLUMNS);
      const [sessions, outcomes, breakdown, faults] = await Promise.all([
        sql.query<{ period: string; s1: string; s2: string; s3: string; s4: string; abandoned: string }>(
          `SELECT ${periodOf('started_at')} AS period, count(*) AS s1,
             count(*) FILTER (WHERE stage >= 2) AS s2, count(*) FILTER (WHERE stage >= 3) AS s3,
             count(*) FILTER (WHERE stage >= 4) AS s4,
             count(*) FILTER (WHERE stage >= 2 AND bookings = 0) AS abandoned
           FROM funnel_sessions WHERE config_id = $1 AND started_at >= $2 AND started_at < $3
           GROUP BY 1 ORDER BY 1`,
          params,
        ),
        sql.query<{
          period: string;
          event: PeriodOutcome['event'];
          currency: string | null;
          n: string;
          amount: string | null;
          refusals: string;
        }>(
          `SELECT ${periodOf('occurred_at')} AS period, event, currency, count(*) AS n,
             sum(amount_minor) AS amount, count(*) FILTER (WHERE failure_reason = ANY($5)) AS refusals
           FROM funnel_events
           WHERE config_id = $1 AND occurred_at >= $2 AND occurred_at < $3
             AND event IN ('PAYMENT_SUCCESS', 'PAYMENT_FAIL')
           GROUP BY 1, 2, 3 ORDER BY 1`,
          [...params, refusalReasons],
        ),
        sql.query<{ dim: string; key: string | null; currency: string | null; n: string; b: string; r: string }>(
          `SELECT CASE ${dims
            .map(([, column], i) => `WHEN GROUPING(${column}) = 0 THEN '${String(i)}'`)
            .join(' ')} END AS dim,
             COALESCE(${dims.map(([, column]) => `CASE WHEN GROUPING(${column}) = 0 THEN ${column} END`).join(', ')}) AS key,
             currency, count(*) AS n, sum(bookings) AS b, sum(revenue_minor) AS r
           FROM funnel_sessions WHERE config_id = $1 AND started_at >= $2 AND started_at < $3
           GROUP BY GROUPING SETS (${dims.map(([, column]) => `(${column}, currency)`).join(', ')})`,
          params.slice(0, 3),
        ),
        sql.query<{ period: string; provider: string; faults: string }>(
          `SELECT ${periodOf('hour', '$3')} AS period, provider, sum(faults) AS faults
           FROM provider_faults WHERE hour >= $1 AND hour < $2 GROUP BY 1, 2 ORDER BY 1, 2`,
          [range.from.toISOString(), range.to.toISOString(), range.groupBy],
        ),
      ]);
      return {
        sessions: sessions.rows.map((r) => ({
          period: r.period,
          reached: [Number(r.s1), Number(r.s2), Number(r.s3), Number(r.s4)],
          abandoned: Number(r.abandoned),
        })),
        outcomes: outcomes.rows.map((r) => ({
          period: r.period,
          event: r.event,
          currency: r.currency,
          count: Number(r.n),
          amountMinor: Number(r.amount ?? 0),
          refusals: Number(r.refusals),
        })),
        breakdown: breakdown.rows.map((r) => ({
          dimension: dims[Number(r.dim)]?.[0] ?? 'unknown',
          key: r.key,
          currency: r.currency,
          sessions: Number(r.n),
          bookings: Number(r.b),
          revenueMinor: Number(r.r),
        })),
        faults: faults.rows.map((r) => ({ period: r.period, provider: r.provider, faults: Number(r.faults) })),
      };
    },
  };
}
