import { bokunReserve, paymentInitiate } from '@booking/shared-contracts';
import { hashHoldToken } from '../security/holdToken';
import { createHoldsRepository } from '../store';
import { tpayBody, waitFor, usePaymentHarness } from '../../test/paymentHarness';
import { buildReservationData, weekdayAhead } from '@booking/sandbox/testing';
import { describeEngines } from '../testing/engines';

describeEngines('hold capability', (engine) => {
  const h = usePaymentHarness(engine);

  const bokunStatus = (code: string) => h.sandbox.state.bokun.reservation(code)?.status;
  const bokunCalls = (path: string) => h.sandbox.state.bokun.callCount({ method: 'POST', path });
  const OTHER_TOKEN = 'A'.repeat(43);

  async function payWithBlik(code: string, total: number) {
    const res = await h.post(
      '/api/tpay/create-transaction',
      tpayBody(code, total, { groupId: 150, blikPaymentData: { blikToken: '777123' } }),
    );
    const title = res.body.title as string;
    await waitFor(() =>
      h.sandbox.state.tpay.notifications.some((n) => n.fields.tr_id === title && n.state !== 'pending'),
    );
    return res.body as { transactionId: string; title: string };
  }

  async function startTransfer(code: string, total: number) {
    const res = await h.post('/api/tpay/create-transaction', tpayBody(code, total, { groupId: 108 }));
    expect(res.status).toBe(200);
    return res.body as { transactionId: string; title: string };
  }

  describe('reserve hands out the hold token', () => {
    it('answers an unguessable token, the same one to a replay, and stores only its hash', async () => {
      const date = weekdayAhead(h.clock.now(), 7);
      const body = {
        configId: 'demo',
        idempotencyKey: `hold-${process.pid}-1`,
        reservationData: buildReservationData({ date }),
      };
      const first = await h.post('/api/bokun/reserve', body);
      expect(bokunReserve.response.isValidSync(first.body, { strict: true })).toBe(true);
      const token = first.body.data.holdToken as string;
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect((await h.post('/api/bokun/reserve', body)).body.data.holdToken).toBe(token);
      const stored = await createHoldsRepository(h.store.sql).tokenHashOf(
        'demo',
        first.body.data.confirmationCode,
      );
      expect(stored).toBe(hashHoldToken(token));
    });
  });

  describe('finding 1: confirming without paying', () => {
    it('refuses the public confirm of an unpaid hold like an unknown code (404), Bokun untouched', async () => {
      const { code } = await h.reserve();
      const res = await h.post(`/api/bokun/confirm-reservation/${code}`, { configId: 'demo' });
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('reservation_not_found');
      expect(bokunCalls(`/checkout.json/confirm-reserved/${code}`)).toBe(0);
      expect(bokunStatus(code)).toBe('RESERVED');
    });

    it('confirms a hold whose payment was verified paid (and only then)', async () => {
      const { code, total } = await h.reserve();
      await payWithBlik(code, total);
      const res = await h.post(`/api/bokun/confirm-reservation/${code}`, { configId: 'demo' });
      expect(res.status).toBe(200);
      expect(res.body.data.status).toBe('CONFIRMED');
    });
  });

  describe("finding 2: releasing anyone's hold", () => {
    it('refuses remove-reservation without the token or with another one (404), the hold stays', async () => {
      const { code } = await h.reserve();
      const path = `/api/bokun/remove-reservation/${code}`;
      for (const body of [{ configId: 'demo' }, { configId: 'demo', holdToken: OTHER_TOKEN }]) {
        const res = await h.post(path, body);
        expect(res.status).toBe(404);
        expect(res.body).toMatchObject({ success: false, error: { code: 'reservation_not_found' } });
      }
      expect(bokunStatus(code)).toBe('RESERVED');
    });

    it('releases the hold for whoever holds its token', async () => {
      const { code, holdToken } = await h.reserve();
      const res = await h.post(`/api/bokun/remove-reservation/${code}`, { configId: 'demo', holdToken });
      expect(res).toEqual({ status: 200, body: { success: true } });
      expect(bokunStatus(code)).toBe('ABORTED');
    });

    it('refuses codes this BFF never made without calling Bokun (remove and cleanup)', async () => {
      const aborts = () => bokunCalls('/booking.json/OTHER-10000003/abort-reserved');
      const remove = await h.post('/api/bokun/remove-reservation/OTHER-10000003', {
        configId: 'demo',
        holdToken: OTHER_TOKEN,
      });
      expect(remove.status).toBe(404);
      expect(remove.body.error.code).toBe('reservation_not_found');
      const cleanup = await h.post('/api/booking-cleanup', {
        confirmationCode: 'OTHER-10000003',
        configId: 'demo',
        reason: 'payment_creation_failed',
        holdToken: OTHER_TOKEN,
      });
      expect(cleanup.status).toBe(404);
      expect(aborts()).toBe(0);
    });

    it('refuses booking-cleanup without the token', async () => {
      const { code } = await h.reserve();
      const res = await h.post('/api/booking-cleanup', {
        confirmationCode: code,
        configId: 'demo',
        reason: 'x',
      });
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('reservation_not_found');
      expect(bokunStatus(code)).toBe('RESERVED');
    });

    it('keeps a hold whose payment is pending: remove and cleanup answer 409 payment_pending', async () => {
      const { code, total, holdToken } = await h.reserve();
      await startTransfer(code, total);
      const remove = await h.post(`/api/bokun/remove-reservation/${code}`, { configId: 'demo', holdToken });
      expect(remove.status).toBe(409);
      expect(remove.body.error.code).toBe('payment_pending');
      const cleanup = await h.post('/api/booking-cleanup', {
        confirmationCode: code,
        configId: 'demo',
        reason: 'payment_creation_failed',
        holdToken,
      });
      expect(cleanup.status).toBe(409);
      expect(bokunStatus(code)).toBe('RESERVED');
    });

    it('refuses to cancel a Tpay transaction this BFF never created, without calling Tpay', async () => {
      const { code, total } = await h.reserve();
      const foreign = h.sandbox.state.tpay.create({
        amount: total,
        currency: 'PLN',
        description: 'Created by another shop',
        hiddenDescription: code,
        lang: 'pl',
        payer: {
          email: 'x@example.com',
          name: 'X',
          phone: '',
          address: '',
          city: '',
          country: '',
          postalCode: '',
        },
        successUrl: 'https://shop.example/ok',
        errorUrl: 'https://shop.example/error',
        notificationUrl: `${h.bffUrl}/api/webhooks/tpay`,
        pay: undefined,
      });
      const res = await h.post(`/api/tpay/${foreign.transactionId}/cancel`, {
        configId: 'demo',
        holdToken: OTHER_TOKEN,
      });
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('payment_not_found');
      expect(h.sandbox.state.tpay.find(foreign.transactionId)?.status).toBe('pending');
    });

    it('refuses to cancel a transaction of this BFF without its hold token', async () => {
      const { code, total } = await h.reserve();
      const { transactionId } = await startTransfer(code, total);
      const res = await h.post(`/api/tpay/${transactionId}/cancel`, {
        configId: 'demo',
        holdToken: OTHER_TOKEN,
      });
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('payment_not_found');
      expect(h.sandbox.state.tpay.find(transactionId)?.status).toBe('pending');
    });

    it('stores a payment-initiate record only with the token, for a transaction of that reservation', async () => {
      const { code, total, holdToken } = await h.reserve();
      const { transactionId } = await startTransfer(code, total);
      const example = paymentInitiate.examples.valid.body as typeof paymentInitiate.body.__outputType;
      const body = {
        ...example,
        transactionId,
        paymentData: { ...example.paymentData, providerTransactionId: transactionId, amount: total },
        bokunReservationId: code,
      };
      expect((await h.post('/payment-initiate', body)).status).toBe(404);
      const other = await h.reserve();
      const foreign = await h.post('/payment-initiate', {
        ...body,
        bokunReservationId: other.code,
        holdToken: other.holdToken,
      });
      expect(foreign.status).toBe(404);
      expect(foreign.body.error.code).toBe('payment_not_found');
      expect((await h.post('/payment-initiate', { ...body, holdToken })).status).toBe(200);
    });
  });
});
