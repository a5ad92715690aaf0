import { upstreamCalls, useHarness } from '../../test/bokunHarness';
import { buildReservationData } from '@booking/sandbox/testing';
import { describeEngines } from '../testing/engines';

describeEngines('reserve idempotency', (engine) => {
  const h = useHarness(engine, new Date('2026-06-10T09:00:00Z'));

  it('makes exactly one upstream reservation for 20 concurrent identical requests, all answered alike', async () => {
    const body = {
      configId: 'demo',
      idempotencyKey: `burst-${engine.name}-${process.pid}`,
      reservationData: buildReservationData({ date: '2026-06-25', adults: 1 }),
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => h.post('/api/bokun/reserve', body)));
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 20 }, () => 200));
    const codes = new Set(answers.map((a) => a.body.data.confirmationCode as string));
    expect(codes.size).toBe(1);
    expect(upstreamCalls(h.sandbox, 'POST', '/checkout.json/submit')).toBe(1);
    expect(h.sandbox.state.bokun.reservations()).toHaveLength(1);
  });
});
