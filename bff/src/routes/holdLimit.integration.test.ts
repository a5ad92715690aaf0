import { usePaymentHarness } from '../../test/paymentHarness';
import { buildReservationData, weekdayAhead } from '@booking/sandbox/testing';
import { describeEngines } from '../testing/engines';
import { testSessionId } from '../testing/testDeps';

describeEngines('hold limits', (engine) => {
  const h = usePaymentHarness(engine, {
    HOLD_LIMIT_PER_CLIENT: '2',
    HOLD_LIMIT_PER_SESSION: '1',
    TRUST_PROXY: 'true',
  });

  let keySeq = 0;

  async function reserveFrom(ip: string, sessionId = testSessionId()) {
    const date = weekdayAhead(h.clock.now(), 7);
    const response = await fetch(`${h.bffUrl}/api/bokun/reserve`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({
        configId: 'demo',
        idempotencyKey: `limit-${process.pid}-${(keySeq += 1)}`,
        reservationData: buildReservationData({ date, adults: 1 }),
        sessionId,
      }),
    });
    return { status: response.status, body: (await response.json()) as { error?: { code: string } } };
  }

  describe('finding 6: live holds per client and per session', () => {
    it('refuses a client its third live hold with 429 hold_limit_reached; other clients still reserve', async () => {
      expect((await reserveFrom('203.0.113.7')).status).toBe(200);
      expect((await reserveFrom('203.0.113.7')).status).toBe(200);
      const third = await reserveFrom('203.0.113.7');
      expect(third.status).toBe(429);
      expect(third.body.error?.code).toBe('hold_limit_reached');
      expect((await reserveFrom('198.51.100.9')).status).toBe(200);
    });

    it('counts only live holds: once they expire the client reserves again', async () => {
      expect((await reserveFrom('203.0.113.50')).status).toBe(200);
      expect((await reserveFrom('203.0.113.50')).status).toBe(200);
      h.clock.advance(31 * 60_000);
      expect((await reserveFrom('203.0.113.50')).status).toBe(200);
    });

    it('refuses a widget session a second live hold, whatever address it comes from', async () => {
      const session = testSessionId();
      expect((await reserveFrom('192.0.2.1', session)).status).toBe(200);
      const second = await reserveFrom('192.0.2.2', session);
      expect(second.status).toBe(429);
      expect(second.body.error?.code).toBe('hold_limit_reached');
      expect((await reserveFrom('192.0.2.2', testSessionId())).status).toBe(200);
    });
  });
});
