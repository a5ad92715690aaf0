// A provider fault a visitor met is counted in its hour and comes back as a marker of the insights report.
import { describeEngines } from '../../testing/engines';
import { clearFaults, setFault } from '../../../test/sandboxFaults';
import { usePaymentHarness } from '../../../test/paymentHarness';
import { OLD_TOWN } from '@booking/sandbox/testing';
import { insightsReport } from './report';

describeEngines('provider fault markers', (engine) => {
  const h = usePaymentHarness(engine);
  afterEach(() => clearFaults(h.sandbox.url));

  it('counts a Bokun 5xx answered as upstream_unavailable, and not a schedule read that worked', async () => {
    await setFault(h.sandbox.url, {
      provider: 'bokun',
      kind: 'error',
      status: 502,
      route: '/availabilities$',
      count: 3,
    });
    const month = `/api/bokun/schedule/${OLD_TOWN}/2026-11-01/2026-11-30`;
    expect((await h.post(month, { configId: 'demo' })).status).toBe(503);
    expect((await h.post(month, { configId: 'demo' })).status).toBe(200);
    const day = h.clock.now().toISOString().slice(0, 10);
    // Counted without holding up the answer: wait for the write.
    let faults: Array<{ provider: string; faults: number }> = [];
    for (let i = 0; i < 50 && faults.length === 0; i += 1) {
      ({ providerFaults: faults } = await insightsReport(h.deps, {
        configId: 'demo',
        from: day,
        to: day,
        groupBy: 'day',
      }));
      if (faults.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(faults).toEqual([{ period: day, provider: 'bokun', faults: 1 }]);
  });
});
