// GET /api/support/insights over HTTP on both engines: a seeded month of funnel rows goes in through the real
// route (the visitor's rows) and the server's own payment rows, and every number of the report is checked
// against a count made here from the seed plan itself, not from the store.
import { REFUSAL_REASONS } from '@booking/shared-contracts';
import { demoConfig } from '../config/widgetConfigs';
import { createInsightsRetention } from '../jobs/insightsRetention';
import { appendSheetRow } from '../services/funnel/appendSheetRow';
import { seededRandom } from '../services/insights/demoTraffic';
import type { InsightsReport } from '../services/insights/report';
import type { Store } from '../store';
import { STORE_OPEN_TIMEOUT_MS, testEngines } from '../store/testing/testStores';
import { testSessionId } from '../testing/testDeps';
import { logRow, startSheetsHarness, type SheetsHarness } from '../../test/sheetsHarness';

const TOKEN = 'support-token-for-tests-0123456789';
const DAY_MS = 86_400_000;
const START = Date.parse('2026-06-01T00:00:00Z');

interface PlannedSession {
  id: string;
  day: number;
  at: number;
  origin: string;
  language: string;
  activity: string;
  hostingMode: 'host' | 'iframe' | 'embed';
  /** 1 opened only … 3 reached payment. */
  reach: 1 | 2 | 3;
  outcome: 'paid' | 'failed' | 'none';
  failureReason: string;
  amountMinor: number;
  /** Whether the failure is the server's row (hosted payment) or the widget's (BLIK). */
  serverFailure: boolean;
}

function plan(count: number): PlannedSession[] {
  const random = seededRandom(27);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  return Array.from({ length: count }, (_, i) => {
    const day = Math.floor(random() * 10);
    const reach = pick([1, 1, 2, 3, 3] as const);
    const outcome = reach === 3 ? pick(['paid', 'paid', 'failed', 'none'] as const) : 'none';
    const origin = pick(['https://shop.example', 'http://localhost:8080']);
    return {
      id: testSessionId('demo', origin),
      day,
      at: START + day * DAY_MS + Math.floor(random() * 20) * 3_600_000 + i * 1_000,
      origin,
      language: pick(['pl', 'en', 'de']),
      activity: pick(['1001', '1002']),
      hostingMode: pick(['host', 'iframe', 'embed'] as const),
      reach,
      outcome,
      failureReason: pick(['blik_refused', 'error', 'declined']),
      amountMinor: 10_000 + Math.floor(random() * 50) * 100,
      serverFailure: random() < 0.5,
    };
  });
}

describe.each(testEngines())('insights API ($name)', (engine) => {
  let store: Store;
  let h: SheetsHarness;
  let now = START;
  const sessions = plan(80);

  const insights = async (query: string) => {
    const response = await fetch(`${h.bff.url}/api/support/insights?${query}`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    return { status: response.status, body: (await response.json()) as InsightsReport };
  };

  /** A visitor's row through the route, at `at` on the harness clock. */
  async function visitorRow(s: PlannedSession, event: string, step: number, at: number, facts = {}) {
    now = at;
    const answer = await h.post('/api/google/google-sheets', {
      configId: 'demo',
      sheetName: event === 'PAYMENT_FAIL' ? 'Porzucone koszyki' : 'Logi',
      data: logRow(event, s.id, { 'trip-id': s.activity, 'website-lang': s.language, step: String(step) }),
      facts: {
        hostingMode: s.hostingMode,
        deviceClass: 'mobile',
        partnerOrigin: s.origin,
        participants: 2,
        ...facts,
      },
    });
    expect(answer.status).toBe(200);
  }

  /** The server's own payment row, as the outbox worker writes it. */
  async function serverRow(s: PlannedSession, event: 'PAYMENT_SUCCESS' | 'PAYMENT_FAIL', at: number) {
    await appendSheetRow(h.deps, {
      configId: 'demo',
      sheetName: event === 'PAYMENT_SUCCESS' ? 'Logi' : 'Porzucone koszyki',
      reportedBy: 'server',
      data: logRow(event, s.id, { 'trip-id': s.activity, 'website-lang': s.language, step: '3' }),
      insight: {
        at: new Date(at),
        facts: {
          amountMinor: s.amountMinor,
          currency: 'PLN',
          paymentMethod: 'BLIK',
          ...(event === 'PAYMENT_FAIL' ? { failureReason: s.failureReason } : {}),
        },
      },
    });
  }

  beforeAll(async () => {
    store = await engine.open();
    const quiet = { ...demoConfig('https://quiet.example'), configId: 'quiet' };
    quiet.globalConfig = { ...quiet.globalConfig, googleSheetsEnabled: false, activeConfigId: 'quiet' };
    h = await startSheetsHarness(store, {
      configs: [quiet],
      vars: { SUPPORT_TOKEN: TOKEN, FUNNEL_ROWS_PER_CONFIG: '100000' },
      deps: { clock: { now: () => new Date(now) } },
    });
    for (const s of sessions) {
      await visitorRow(s, 'OPEN', 1, s.at);
      if (s.reach >= 2) await visitorRow(s, 'CONTACT', 2, s.at + 60_000);
      if (s.reach >= 3) await visitorRow(s, 'PAYMENT', 3, s.at + 120_000);
      if (s.outcome === 'paid') await serverRow(s, 'PAYMENT_SUCCESS', s.at + 180_000);
      if (s.outcome === 'failed') {
        if (s.serverFailure) await serverRow(s, 'PAYMENT_FAIL', s.at + 180_000);
        else
          await visitorRow(s, 'PAYMENT_FAIL', 3, s.at + 180_000, {
            failureReason: s.failureReason,
            paymentMethod: 'BLIK',
          });
      }
      if (s.outcome !== 'paid') await visitorRow(s, 'CLOSE', s.reach, s.at + 240_000);
    }
  }, STORE_OPEN_TIMEOUT_MS * 4);
  afterAll(async () => {
    await h.close();
    await engine.cleanup();
  });

  const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);

  it('answers the funnel per stage, as counted from the seeded sessions', async () => {
    const { status, body } = await insights('configId=demo&from=2026-06-01&to=2026-06-30');
    expect(status).toBe(200);
    const reached = (min: number) => sessions.filter((s) => s.reach >= min).length;
    const paid = sessions.filter((s) => s.outcome === 'paid').length;
    const expected = [sessions.length, reached(2), reached(3), paid];
    // The plan holds every case the report tells apart.
    expect(sessions.filter((s) => s.outcome === 'failed' && s.serverFailure).length).toBeGreaterThan(1);
    expect(sessions.filter((s) => s.outcome === 'failed' && !s.serverFailure).length).toBeGreaterThan(1);
    expect(
      sessions.filter((s) => s.failureReason === 'error' && s.outcome === 'failed').length,
    ).toBeGreaterThan(0);
    expect(paid).toBeGreaterThan(5);
    const { funnel } = body;
    expect(funnel.map((f) => f.stage)).toEqual(['open', 'contact', 'payment', 'paid']);
    expect(funnel.map((f) => f.sessions)).toEqual(expected);
    funnel.forEach((f, i) => {
      expect(f.conversion).toBeCloseTo((expected[i] ?? 0) / sessions.length, 10);
      if (i > 0) expect(f.dropOff).toBeCloseTo(1 - (expected[i] ?? 0) / (expected[i - 1] ?? 1), 10);
    });
  });

  it('answers bookings, revenue, abandoned baskets and failure and refusal rates per day', async () => {
    const { body } = await insights('configId=demo&from=2026-06-01&to=2026-06-30&groupBy=day');
    const periods = body.periods;
    const days = [...new Set(sessions.map((s) => dayOf(s.at)))].sort();
    expect(periods.map((p) => p.period)).toEqual(days);
    for (const day of days) {
      const of = sessions.filter((s) => dayOf(s.at) === day);
      const paid = of.filter((s) => s.outcome === 'paid');
      const failed = of.filter((s) => s.outcome === 'failed');
      const refused = failed.filter((s) => (REFUSAL_REASONS as readonly string[]).includes(s.failureReason));
      const attempts = paid.length + failed.length;
      const revenue = paid.reduce((sum, s) => sum + s.amountMinor, 0);
      expect(periods.find((p) => p.period === day)).toEqual({
        period: day,
        sessions: of.length,
        bookings: paid.length,
        revenue: revenue ? [{ currency: 'PLN', amountMinor: revenue }] : [],
        abandoned: of.filter((s) => s.reach >= 2 && s.outcome !== 'paid').length,
        paymentAttempts: attempts,
        paymentFailures: failed.length,
        paymentRefusals: refused.length,
        failureRate: attempts ? failed.length / attempts : 0,
        refusalRate: attempts ? refused.length / attempts : 0,
      });
    }
  });

  it('groups by ISO week, Monday first', async () => {
    const { body } = await insights('configId=demo&from=2026-06-01&to=2026-06-30&groupBy=week');
    const { periods } = body;
    // 2026-06-01 is a Monday: days 0–6 are its week, 7–9 the next.
    expect(periods).toEqual([
      expect.objectContaining({ period: '2026-06-01', sessions: sessions.filter((s) => s.day < 7).length }),
      expect.objectContaining({ period: '2026-06-08', sessions: sessions.filter((s) => s.day >= 7).length }),
    ]);
  });

  it('breaks sessions, bookings and revenue down by product, language, hosting mode and verified origin', async () => {
    const { body } = await insights('configId=demo&from=2026-06-01&to=2026-06-30');
    const breakdowns = body.breakdowns;
    const expectBreakdown = (
      name: keyof InsightsReport['breakdowns'],
      keyOf: (s: PlannedSession) => string,
    ) => {
      const keys = [...new Set(sessions.map(keyOf))];
      const rows = keys.map((key) => {
        const of = sessions.filter((s) => keyOf(s) === key);
        const paid = of.filter((s) => s.outcome === 'paid');
        const revenue = paid.reduce((sum, s) => sum + s.amountMinor, 0);
        return {
          key,
          sessions: of.length,
          bookings: paid.length,
          revenue: revenue ? [{ currency: 'PLN', amountMinor: revenue }] : [],
          conversion: paid.length / of.length,
        };
      });
      expect(
        [...(breakdowns[name] ?? [])].sort((a, b) => String(a.key).localeCompare(String(b.key))),
      ).toEqual(rows.sort((a, b) => a.key.localeCompare(b.key)));
    };
    expectBreakdown('product', (s) => s.activity);
    expectBreakdown('language', (s) => s.language);
    expectBreakdown('hostingMode', (s) => s.hostingMode);
    expectBreakdown('partnerOrigin', (s) => s.origin);
    expectBreakdown('deviceClass', () => 'mobile');
  });

  it('keeps no contact data in the insights tables', async () => {
    const { rows } = await store.sql.query<{ t: string }>(
      `SELECT row_to_json(e)::text AS t FROM funnel_events e
       UNION ALL SELECT row_to_json(s)::text FROM funnel_sessions s`,
    );
    expect(rows.length).toBeGreaterThan(sessions.length);
    for (const { t } of rows) expect(t).not.toMatch(/anna@example\.com|600 100 200|Anna Nowak/);
  });

  it('counts a row posted twice once, and does not take an origin the session was not issued for', async () => {
    const s = { ...sessions[0]!, id: testSessionId('demo', 'https://shop.example'), day: 20 };
    const at = START + 20 * DAY_MS;
    await visitorRow(s, 'OPEN', 1, at, { partnerOrigin: 'https://elsewhere.example' });
    await visitorRow(s, 'OPEN', 1, at, { partnerOrigin: 'https://elsewhere.example' });
    const { body } = await insights('configId=demo&from=2026-06-21&to=2026-06-21');
    expect(body.funnel[0]?.sessions).toBe(1);
    expect(body.breakdowns.partnerOrigin).toEqual([
      { key: 'unknown', sessions: 1, bookings: 0, revenue: [], conversion: 0 },
    ]);
  });

  it('refuses a reversed or too long range, and a missing token', async () => {
    expect((await insights('configId=demo&from=2026-06-10&to=2026-06-01')).status).toBe(400);
    expect((await insights('configId=demo&from=2025-01-01&to=2026-06-01')).status).toBe(400);
    expect((await insights('configId=demo&from=June&to=2026-06-01')).status).toBe(400);
    const anonymous = await fetch(
      `${h.bff.url}/api/support/insights?configId=demo&from=2026-06-01&to=2026-06-02`,
    );
    expect(anonymous.status).toBe(401);
  });

  it('stores the funnel of a config with Google Sheets off, with no sheet row queued', async () => {
    now = START + 3 * DAY_MS;
    const id = testSessionId('quiet', 'https://quiet.example');
    const answer = await h.post('/api/google/google-sheets', {
      configId: 'quiet',
      sheetName: 'Logi',
      data: logRow('OPEN', id),
    });
    expect(answer.body).toMatchObject({ success: true, skipped: true });
    const { rows } = await store.sql.query(`SELECT 1 FROM outbox WHERE payload->>'configId' = 'quiet'`);
    expect(rows).toHaveLength(0);
    const { body } = await insights('configId=quiet&from=2026-06-04&to=2026-06-04');
    expect(body.funnel[0]?.sessions).toBe(1);
  });

  it('purges events and sessions older than INSIGHTS_RETENTION_DAYS (400)', async () => {
    const at = (day: number) => ({ now: () => new Date(START + day * DAY_MS) });
    const keep = createInsightsRetention({ ...h.deps, clock: at(400) });
    expect(await keep.runOnce()).toBe(0);
    // 400 days after 2026-06-11 every seeded day is older than the retention.
    const purge = createInsightsRetention({ ...h.deps, clock: at(411) });
    expect(await purge.runOnce()).toBeGreaterThan(sessions.length);
    const { body } = await insights('configId=demo&from=2026-06-01&to=2026-06-30');
    expect(body.funnel[0]?.sessions).toBe(1);
  });
});
