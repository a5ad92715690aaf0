import { useHarness } from '../../../test/bokunHarness';
import { buildReservationData } from '@booking/sandbox/testing';
import { describeEngines } from '../../testing/engines';

const TODAY = new Date('2026-06-10T09:00:00Z');

describeEngines('abort of a forgotten hold', (engine) => {
  const h = useHarness(engine, TODAY);

  let keySeq = 0;

  async function reserveOn(date: string): Promise<{ code: string; holdToken: string }> {
    keySeq += 1;
    const res = await h.post('/api/bokun/reserve', {
      configId: 'demo',
      idempotencyKey: `abort-404-${process.pid}-${keySeq}`,
      reservationData: buildReservationData({ date }),
    });
    expect(res.status).toBe(200);
    return { code: res.body.data.confirmationCode as string, holdToken: res.body.data.holdToken as string };
  }

  /** Makes Bokun forget the hold behind the BFF's back, so its abort answers 404. */
  function bokunForgets(code: string): void {
    const held = h.sandbox.state.bokun.reservation(code);
    if (!held) throw new Error(`sandbox has no booking ${code}`);
    held.status = 'ABORTED';
  }

  describe('remove-reservation when Bokun answers 404 to the abort', () => {
    it('does not report a hold that should still be live as released', async () => {
      const { code, holdToken } = await reserveOn('2026-06-25');
      bokunForgets(code);
      const res = await h.post(`/api/bokun/remove-reservation/${code}`, { configId: 'demo', holdToken });
      expect(res.status).toBe(502);
      expect(res.body).toMatchObject({ success: false, error: { code: 'upstream_error' } });
      expect((await h.store.reservations.findByConfirmationCode('demo', code))?.status).toBe('reserved');
    });

    it('counts it released once our record shows the 30-minute hold is over', async () => {
      const { code, holdToken } = await reserveOn('2026-06-26');
      bokunForgets(code);
      h.clock.advance(31 * 60_000);
      const res = await h.post(`/api/bokun/remove-reservation/${code}`, { configId: 'demo', holdToken });
      expect(res).toEqual({ status: 200, body: { success: true } });
    });

    it('answers 404 reservation_not_found for a code neither Bokun nor our records know', async () => {
      const res = await h.post('/api/bokun/remove-reservation/DEMO-99999999', { configId: 'demo' });
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('reservation_not_found');
    });
  });
});
