import { INSIGHT_STAGES, type InsightDimension, type RouteIO } from '@booking/shared-contracts';
import type { AppDeps } from '../../deps';
import { invalidRequest } from '../../errors';
import type { InsightsRows, Store } from '../../store';
import { requireStore } from '../configAccess';

export type InsightsReport = RouteIO<'supportInsights'>['response'];
type Revenue = InsightsReport['periods'][number]['revenue'];

/** The longest range one report covers. */
export const INSIGHTS_MAX_DAYS = 400;

const DAY_MS = 86_400_000;
const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : 0);

function addRevenue(into: Map<string, number>, currency: string, amount: number): void {
  if (amount === 0) return;
  into.set(currency, (into.get(currency) ?? 0) + amount);
}

const revenueList = (byCurrency: Map<string, number>): Revenue =>
  [...byCurrency]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, amountMinor]) => ({ currency, amountMinor }));

/** The first day of the period `day` falls in: the day, or the Monday of its ISO week. */
export function periodOf(day: string, groupBy: 'day' | 'week'): string {
  if (groupBy === 'day') return day;
  const date = new Date(`${day}T00:00:00Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

interface PeriodSums {
  sessions: number;
  reachedContact: number;
  paid: number;
  bookings: number;
  revenue: Map<string, number>;
  attempts: number;
  failures: number;
  refusals: number;
}

/** The report of the counters the store read: funnel totals, periods, breakdowns and fault markers. */
export function buildInsightsReport(
  range: { configId: string; from: string; to: string; groupBy: 'day' | 'week' },
  rows: InsightsRows,
): InsightsReport {
  const periods = new Map<string, PeriodSums>();
  const sumsOf = (day: string) => {
    const period = periodOf(day, range.groupBy);
    let entry = periods.get(period);
    if (!entry) {
      entry = {
        sessions: 0,
        reachedContact: 0,
        paid: 0,
        bookings: 0,
        revenue: new Map(),
        attempts: 0,
        failures: 0,
        refusals: 0,
      };
      periods.set(period, entry);
    }
    return entry;
  };
  const reached = [0, 0, 0, 0];
  for (const day of rows.days) {
    const entry = sumsOf(day.day);
    entry.sessions += day.sessions;
    entry.reachedContact += day.reachedContact;
    entry.paid += day.paid;
    entry.attempts += day.attempts;
    entry.failures += day.failures;
    entry.refusals += day.refusals;
    [day.sessions, day.reachedContact, day.reachedPayment, day.paid].forEach((n, i) => {
      reached[i] = (reached[i] ?? 0) + n;
    });
  }
  for (const row of rows.revenue) {
    const entry = sumsOf(row.day);
    entry.bookings += row.bookings;
    addRevenue(entry.revenue, row.currency, row.amountMinor);
  }
  const funnel = INSIGHT_STAGES.map((stage, i) => {
    const here = reached[i] ?? 0;
    const before = i === 0 ? here : (reached[i - 1] ?? 0);
    return {
      stage,
      sessions: here,
      conversion: ratio(here, reached[0] ?? 0),
      dropOff: before > 0 ? 1 - here / before : 0,
    };
  });
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
        // Sessions that reached the contact step and did not pay.
        abandoned: p.reachedContact - p.paid,
        paymentAttempts: p.attempts,
        paymentFailures: p.failures,
        paymentRefusals: p.refusals,
        failureRate: ratio(p.failures, p.attempts),
        refusalRate: ratio(p.refusals, p.attempts),
      })),
    breakdowns: {
      product: breakdownOf(rows, 'product'),
      partnerOrigin: breakdownOf(rows, 'partnerOrigin'),
      hostingMode: breakdownOf(rows, 'hostingMode'),
      language: breakdownOf(rows, 'language'),
      paymentMethod: breakdownOf(rows, 'paymentMethod'),
      deviceClass: breakdownOf(rows, 'deviceClass'),
    },
    providerFaults: foldFaults(rows.faults, range.groupBy),
  };
}

function foldFaults(
  faults: InsightsRows['faults'],
  groupBy: 'day' | 'week',
): InsightsReport['providerFaults'] {
  const byKey = new Map<string, { period: string; provider: string; faults: number }>();
  for (const f of faults) {
    const period = periodOf(f.day, groupBy);
    const entry = byKey.get(`${period} ${f.provider}`) ?? { period, provider: f.provider, faults: 0 };
    entry.faults += f.faults;
    byKey.set(`${period} ${f.provider}`, entry);
  }
  return [...byKey.values()];
}

function breakdownOf(rows: InsightsRows, dimension: InsightDimension) {
  const byKey = new Map<
    string,
    { sessions: number; paid: number; bookings: number; revenue: Map<string, number> }
  >();
  const entryOf = (key: string) => {
    const entry = byKey.get(key) ?? { sessions: 0, paid: 0, bookings: 0, revenue: new Map<string, number>() };
    byKey.set(key, entry);
    return entry;
  };
  for (const cell of rows.breakdown) {
    if (cell.dimension !== dimension) continue;
    const entry = entryOf(cell.key);
    entry.sessions += cell.sessions;
    entry.paid += cell.paid;
  }
  for (const cell of rows.breakdownRevenue) {
    if (cell.dimension !== dimension) continue;
    const entry = entryOf(cell.key);
    entry.bookings += cell.bookings;
    addRevenue(entry.revenue, cell.currency, cell.amountMinor);
  }
  return (
    [...byKey]
      // A key every session of the range moved away from leaves rows of zeros behind.
      .filter(([, e]) => e.sessions > 0 || e.bookings > 0)
      .map(([key, e]) => ({
        key,
        sessions: e.sessions,
        bookings: e.bookings,
        revenue: revenueList(e.revenue),
        conversion: Math.min(1, ratio(e.paid, e.sessions)),
      }))
      .sort((a, b) => b.sessions - a.sessions || a.key.localeCompare(b.key))
  );
}

/** Rolls the events not yet counted, a batch at a time, up to ten batches (the job takes the rest). */
export async function catchUp(store: Pick<Store, 'funnelEvents'>): Promise<number> {
  let rolled = 0;
  for (let pass = 0; pass < 10; pass += 1) {
    const batch = await store.funnelEvents.rollUpPending(ROLLUP_PASS);
    rolled += batch;
    if (batch < ROLLUP_PASS) break;
  }
  return rolled;
}

const ROLLUP_PASS = 2_000;

/** GET /api/support/insights: the report of a config over whole UTC days, `from` to `to` included. */
export async function insightsReport(
  deps: Pick<AppDeps, 'store'>,
  query: { configId: string; from: string; to: string; groupBy: 'day' | 'week' },
): Promise<InsightsReport> {
  const from = Date.parse(`${query.from}T00:00:00Z`);
  const to = Date.parse(`${query.to}T00:00:00Z`) + DAY_MS;
  const refuse = (message: string) => invalidRequest([{ in: 'query', path: 'to', message }], message);
  if (!Number.isFinite(from) || !Number.isFinite(to) || to <= from)
    throw refuse('from must be a day on or before to');
  if (to - from > INSIGHTS_MAX_DAYS * DAY_MS)
    throw refuse(`a report covers at most ${String(INSIGHTS_MAX_DAYS)} days`);
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const store = requireStore(deps);
  // The counters catch up with the events first (the roll-up job does it every few seconds too).
  await catchUp(store);
  const rows = await store.insights.read({
    configId: query.configId,
    from: day(from),
    to: day(to),
  });
  return buildInsightsReport(query, rows);
}
