import { createBokunClientSource } from '../providers/bokun/clientSource';
import { demoBokunVars, postJson, startBff, useHarness } from '../../test/bokunHarness';
import { buildReservationData, OLD_TOWN } from '@booking/sandbox/testing';
import { describeEngines } from '../testing/engines';

describeEngines('Bokun outages', (engine) => {
  const h = useHarness(engine, new Date('2026-06-10T09:00:00Z'));

  const AVAILABILITIES = /^\/activity\.json\/\d+\/availabilities$/;

  describe('Bokun outages at the Bokun routes', () => {
    it('answers 503 upstream_unavailable once Bokun failed every retry of a schedule read', async () => {
      h.sandbox.state.bokun.failNext({ method: 'GET', path: AVAILABILITIES }, 503, 3);
      const res = await h.post(`/api/bokun/schedule/${OLD_TOWN}/2026-09-01/2026-09-30`, { configId: 'demo' });
      expect(res.status).toBe(503);
      expect(res.body.error).toEqual({
        code: 'upstream_unavailable',
        message: 'The booking system is temporarily unavailable',
      });
    });

    it('does not cache a failed month: the next read loads it again and succeeds', async () => {
      h.sandbox.state.bokun.failNext({ method: 'GET', path: AVAILABILITIES }, 500, 3);
      await h.post(`/api/bokun/schedule/${OLD_TOWN}/2026-10-01/2026-10-31`, { configId: 'demo' });
      const res = await h.post(`/api/bokun/schedule/${OLD_TOWN}/2026-10-01/2026-10-31`, { configId: 'demo' });
      expect(res.status).toBe(200);
      expect(res.body.data.length).toBeGreaterThan(0);
    });

    it('answers 504 upstream_timeout when Bokun does not answer within the client timeout', async () => {
      const credentialSource = demoBokunVars(h.sandbox.url);
      const bff = await startBff({
        clock: h.clock,
        credentialSource,
        bokunClient: createBokunClientSource({
          credentialSource,
          clock: h.clock,
          transport: { timeoutMs: 100, maxRetries: 0 },
        }),
      });
      try {
        h.sandbox.state.bokun.delayNext({ method: 'GET', path: `/activity.json/${OLD_TOWN}` }, 400);
        const res = await postJson(bff.url, `/api/bokun/general-information/${OLD_TOWN}/pl`, {
          configId: 'demo',
        });
        expect(res.status).toBe(504);
        expect(res.body.error.code).toBe('upstream_timeout');
      } finally {
        await bff.close();
      }
    });

    it('answers a failed reserve with "Failed to create reservation…", and a retry with the same key reserves', async () => {
      const body = {
        configId: 'demo',
        idempotencyKey: `outage-${process.pid}`,
        reservationData: buildReservationData({ date: '2026-06-26' }),
      };
      h.sandbox.state.bokun.failNext({ method: 'POST', path: '/checkout.json/submit' }, 503);
      const failed = await h.post('/api/bokun/reserve', body);
      expect(failed).toEqual({
        status: 503,
        body: {
          success: false,
          error: { code: 'upstream_unavailable', message: 'Failed to create reservation. Please try again.' },
        },
      });
      const retried = await h.post('/api/bokun/reserve', body);
      expect(retried.status).toBe(200);
      expect(retried.body.data.confirmationCode).toMatch(/^DEMO-/);
    });

    it('answers 503 without touching Bokun when the BFF runs without a store', async () => {
      const bff = await startBff({ clock: h.clock, credentialSource: demoBokunVars(h.sandbox.url) });
      try {
        const before = h.sandbox.state.bokun.callCount();
        const res = await postJson(bff.url, '/api/bokun/reserve', {
          configId: 'demo',
          idempotencyKey: `no-store-${process.pid}`,
          reservationData: buildReservationData({ date: '2026-06-26' }),
        });
        expect(res.status).toBe(503);
        expect(res.body).toMatchObject({ success: false, error: { code: 'service_unavailable' } });
        expect(h.sandbox.state.bokun.callCount()).toBe(before);
      } finally {
        await bff.close();
      }
    });
  });
});
