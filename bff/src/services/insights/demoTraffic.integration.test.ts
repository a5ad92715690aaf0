// `npm run demo:traffic` over a BFF on both engines: the report of the days it filled tells what the
// traffic counted as it went.
import { demoConfig } from '../../config/widgetConfigs';
import { DEMO_TRAFFIC_ORIGINS, runDemoTraffic } from './demoTraffic';
import { insightsReport } from './report';
import type { Store } from '../../store';
import { STORE_OPEN_TIMEOUT_MS, testEngines } from '../../store/testing/testStores';
import { startSheetsHarness, type SheetsHarness } from '../../../test/sheetsHarness';

describe.each(testEngines())('demo traffic ($name)', (engine) => {
  let store: Store;
  let h: SheetsHarness;
  let now = Date.parse('2026-06-01T00:00:00Z');

  beforeAll(async () => {
    store = await engine.open();
    const origins = DEMO_TRAFFIC_ORIGINS.map((o) => o.origin);
    h = await startSheetsHarness(store, {
      configs: [demoConfig('http://localhost:8080', origins)],
      vars: {
        SESSIONS_PER_CLIENT: '100000',
        FUNNEL_ROWS_PER_CONFIG: '100000',
      },
      deps: { clock: { now: () => new Date(now) } },
    });
  }, STORE_OPEN_TIMEOUT_MS);
  afterAll(async () => {
    await h.close();
    await engine.cleanup();
  });

  it('fills three days whose report equals what the traffic counted, the same for the same seed', async () => {
    const tally = await runDemoTraffic({
      baseUrl: h.bff.url,
      deps: h.deps,
      setNow: (at) => (now = at.getTime()),
      lastDay: '2026-06-03',
      days: 3,
      seed: 7,
    });
    const report = await insightsReport(h.deps, {
      configId: 'demo',
      from: '2026-06-01',
      to: '2026-06-03',
      groupBy: 'day',
    });
    expect(report.funnel.map((f) => f.sessions)).toEqual([
      tally.sessions,
      tally.reachedContact,
      tally.reachedPayment,
      tally.bookings,
    ]);
    expect(report.periods.map((p) => p.period)).toEqual(['2026-06-01', '2026-06-02', '2026-06-03']);
    expect(report.periods.reduce((sum, p) => sum + p.paymentFailures, 0)).toBe(tally.failures);
    expect(report.breakdowns.hostingMode.map((b) => b.key).sort()).toEqual(['embed', 'host', 'iframe']);
    // Seeded: the same seed makes the same traffic on every run and engine.
    expect(tally).toEqual({
      sessions: 123,
      reachedContact: 54,
      reachedPayment: 21,
      bookings: 9,
      failures: 9,
      providerFaults: 12,
    });
    expect(report.providerFaults).toEqual([{ period: '2026-06-02', provider: 'bokun', faults: 12 }]);
  }, 120_000);
});
