import {
  INSIGHT_DIMENSIONS,
  INSIGHT_STAGES,
  REFUSAL_REASONS,
  type InsightDimension,
  type RouteIO,
} from '@booking/shared-contracts';
import type { AppDeps } from '../../deps';
import { invalidRequest } from '../../errors';
import type { InsightsRows } from '../../store';
import { requireStore } from '../configAccess';

export type InsightsReport = RouteIO<'supportInsights'>['response'];
type Revenue = InsightsReport['periods'][number]['revenue'];

/** The longest range one report covers. */
export const INSIGHTS_MAX_DAYS = 400;

const DAY_MS = 86_400_000;
const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : 0);

function addRevenue(into: Map<string, number>, currency: string | null, amount: number): void {
  if (!currency || amount === 0) return;
  into.set(currency, (into.get(currency) ?? 0) + amount);
}

const revenueList = (byCurrency: Map<string, number>): Revenue =>
  [...byCurrency].sort(([a], [b]) => a.localeCompare(b)).map(([currency, amountMinor]) => ({ currency, amountMinor }));

/** The report of the rows the store read: funnel totals, periods, breakdowns and faults. */
export function buildInsightsReport(
  range: { configId: string; from: string; to: string; groupBy: 'day' | 'week' },
  rows: InsightsRows,
): InsightsReport {
  const reached = [0, 0, 0, 0];
  const periods = new Map<
    string,
    { sessions: number; abandoned: number; bookings: number; revenue: Map<string, number>; attempts: number; failures: number; refusals: number }
  >();
  const periodOf = (period: string) => {
    let entry = periods.get(period);
    if (!entry) {
      entry = { sessions: 0, abandoned: 0, bookings: 0, revenue: new Map(), attempts: 0, failures: 0, refusals: 0 };
      periods.set(period, entry);
    }
    return entry;
  };
  for (const row of rows.sessions) {
    row.reached.forEach((n, i) => (reached[i] = (reached[i] ?? 0) + n));
    const entry = periodOf(row.period);
    entry.sessions += row.reached[0];
    entry.abandoned += row.abandoned;
  }
  for (const row of rows.outcomes) {
    const entry = periodOf(row.period);
    entry.attempts += row.count;
    if (row.event === 'PAYMENT_SUCCESS') {
      entry.bookings += row.count;
      addRevenue(entry.revenue, row.currency, row.amountMinor);
    } else {
      entry.failures += row.count;
      entry.refusals += row.refusals;
    }
  }
  const funnel = INSIGHT_STAGES.map((stage, i) => ({
    stage,
    sessions: reached[i] ?? 0,
    conversion: i === 0 ? (reached[0] ? 1 : 0) : ratio(reached[i] ?? 0, reached[0] ?? 0),
    dropOff: i === 0 ? 0 : 1 - ratio(reached[i] ?? 0, reached[i - 1] ?? 0) || 0,
  }));
  // A stage nobody reached before shows no drop-off.
  funnel.forEach((stage, i) => {
    if (i > 0 && (reached[i - 1] ?? 0) === 0) stage.dropOff = 0;
  });
  const breakdowns = Object.fromEntries(INSIGHT_DIMENSIONS.map((d) => [d, breakdownOf(rows, d)])) as InsightsReport['breakdowns'];
  return {
    configId: range.configId,
    from: range.from,
    to: range.to,
    groupBy: range.groupBy,
    funnel,
    periods: [...periods]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([period, p]) => ({
        period,
        sessions: p.sessions,
        bookings: p.bookings,
        revenue: revenueList(p.revenue),
        abandoned: p.abandoned,
        paymentAttempts: p.attempts,
        paymentFailures: p.failures,
        paymentRefusals: p.refusals,
        failureRate: ratio(p.failures, p.attempts),
        refusalRate: ratio(p.refusals, p.attempts),
      })),
    breakdowns,
    providerFaults: rows.faults,
  };
}

function breakdownOf(rows: InsightsRows, dimension: InsightDimension) {
  const byKey = new Map<string, { sessions: number; bookings: number; revenue: Map<string, number> }>();
  for (const cell of rows.breakdown) {
    if (cell.dimension !== dimension) continue;
    const key = cell.key ?? 'unknown';
    const entry = byKey.get(key) ?? { sessions: 0, bookings: 0, revenue: new Map<string, number>() };
    entry.sessions += cell.sessions;
    entry.bookings += cell.bookings;
    addRevenue(entry.revenue, cell.currency, cell.revenueMinor);
    byKey.set(key, entry);
  }
  return [...byKey]
    .map(([key, e]) => ({
      key,
      sessions: e.sessions,
      bookings: e.bookings,
      revenue: revenueList(e.revenue),
      conversion: Math.min(1, ratio(e.bookings, e.sessions)),
    }))
    .sort((a, b) => b.sessions - a.sessions || a.key.localeCompare(b.key));
}

/** GET /api/support/insights: the report of a config over whole UTC days, `from` to `to` included. */
export async function insightsReport(
  deps: Pick<AppDeps, 'store' | 'widgetConfigs'>,
  query: { configId: string; from: string; to: string; groupBy: 'day' | 'week' },
): Promise<InsightsReport> {
  const from = Date.parse(`${query.from}T00:00:00Z`);
  const to = Date.parse(`${query.to}T00:00:00Z`) + DAY_MS;
  const refuse = (message: string) => invalidRequest([{ in: 'query', path: 'to', message }], message);
  if (!Number.isFinite(from) || !Number.isFinite(to) || to <= from)
    throw refuse('from must be a day on or before to');
  if (to - from > INSIGHTS_MAX_DAYS * DAY_MS)
    throw refuse(`a report covers at most ${String(INSIGHTS_MAX_DAYS)} days`);
  const rows = await requireStore(deps).insights.read(
    { configId: query.configId, from: new Date(from), to: new Date(to), groupBy: query.groupBy },
    REFUSAL_REASONS,
  );
  return buildInsightsReport(query, rows);
}
