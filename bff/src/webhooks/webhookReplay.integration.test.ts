import { stripeSandbox } from '@booking/sandbox';
import { createPaymentsRepository } from '../store';
import { stripeBody, usePaymentHarness } from '../../test/paymentHarness';
import { describeEngines } from '../testing/engines';

describeEngines('webhook replay', (engine) => {
  const h = usePaymentHarness(engine);

  function paidEventFor(sessionId: string, id: string) {
    return JSON.stringify({
      id,
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(h.clock.now().getTime() / 1000),
      data: {
        object: { id: sessionId, object: 'checkout.session', status: 'complete', payment_status: 'paid' },
      },
    });
  }

  const sendSigned = (payload: string, timestampS: number) =>
    fetch(`${h.bffUrl}/api/webhooks/stripe`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': stripeSandbox.stripeSignatureHeader(payload, 'whsec_demo', timestampS),
      },
      body: payload,
    });

  describe('finding 8: Stripe event timestamps are bounded in both directions', () => {
    it('refuses an event stamped an hour in the future and changes nothing', async () => {
      const { code, total } = await h.reserve();
      const session = await h.post('/api/stripe/create-transaction', stripeBody(code, total));
      const payload = paidEventFor(session.body.transactionId as string, 'evt_future1');
      const nowS = Math.floor(h.clock.now().getTime() / 1000);
      const answer = await sendSigned(payload, nowS + 3_600);
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as { error: { code: string } }).error.code).toBe('invalid_notification');
      const [payment] = await createPaymentsRepository(h.store.sql).findByReservation('demo', code);
      expect(payment?.status).toBe('pending');
    });

    it('accepts the same event stamped now', async () => {
      const { code, total } = await h.reserve();
      const session = await h.post('/api/stripe/create-transaction', stripeBody(code, total));
      const payload = paidEventFor(session.body.transactionId as string, 'evt_now1');
      const answer = await sendSigned(payload, Math.floor(h.clock.now().getTime() / 1000));
      expect(answer.status).toBe(200);
    });
  });
});
