import { stripeBody, tpayBody, usePaymentHarness } from '../../test/paymentHarness';
import { buildReservationData, weekdayAhead } from '@booking/sandbox/testing';
import { describeEngines } from '../testing/engines';

describeEngines('hold bounds', (engine) => {
  const h = usePaymentHarness(engine);

  let keySeq = 0;
  const dayAhead = () => weekdayAhead(h.clock.now(), 7);
  const submits = () => h.sandbox.state.bokun.callCount({ method: 'POST', path: '/checkout.json/submit' });
  const reserve = (reservationData: unknown) =>
    h.post('/api/bokun/reserve', {
      configId: 'demo',
      idempotencyKey: `bounds-${process.pid}-${(keySeq += 1)}`,
      reservationData,
    });

  describe('finding 5: return URLs only on the config domain or the BFF', () => {
    const evil = { payerUrls: { success: 'https://evil.example/ok', error: 'https://evil.example/err' } };

    it('refuses a Tpay transaction returning elsewhere with 400 invalid_return_url, nothing created', async () => {
      const { code, total } = await h.reserve();
      const before = h.sandbox.state.tpay.transactions.size;
      const res = await h.post('/api/tpay/create-transaction', {
        ...tpayBody(code, total, { groupId: 108 }),
        callbacks: evil,
      });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('invalid_return_url');
      expect(h.sandbox.state.tpay.transactions.size).toBe(before);
    });

    it('refuses a Stripe session returning elsewhere', async () => {
      const { code, total } = await h.reserve();
      const res = await h.post('/api/stripe/create-transaction', {
        ...stripeBody(code, total),
        callbacks: evil,
      });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('invalid_return_url');
    });

    it("accepts the BFF's own success page", async () => {
      const { code, total } = await h.reserve();
      const own = {
        success: `${h.bffUrl}/megabilet/success`,
        error: `${h.bffUrl}/megabilet/success?status=error`,
      };
      const res = await h.post('/api/tpay/create-transaction', {
        ...tpayBody(code, total, { groupId: 108 }),
        callbacks: { payerUrls: own },
      });
      expect(res.status).toBe(200);
    });
  });

  describe('finding 6: bounded holds', () => {
    it('refuses more than one activity booking per reserve before anything is held', async () => {
      const data = buildReservationData({ date: dayAhead(), adults: 10, amount: 1 });
      const [booking] = data.directBooking.activityBookings;
      const before = submits();
      const res = await reserve({
        ...data,
        directBooking: { ...data.directBooking, activityBookings: [booking, booking, booking] },
      });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('invalid_request');
      expect(submits()).toBe(before);
    });

    it("refuses more passengers than the rate's maximum per booking (30 for the standard rate)", async () => {
      const before = submits();
      const res = await reserve(buildReservationData({ date: dayAhead(), adults: 31 }));
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('too_many_participants');
      expect(submits()).toBe(before);
    });

    it("refuses a client amount that differs from Bokun's price before anything is held", async () => {
      const before = submits();
      const res = await reserve(buildReservationData({ date: dayAhead(), adults: 2, amount: 1 }));
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('invalid_transaction_amount');
      expect(submits()).toBe(before);
    });
  });
});
