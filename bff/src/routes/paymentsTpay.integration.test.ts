import {
  bookingStatus,
  paymentInitiate,
  tpayCreateTransaction,
  tpayPaymentMethods,
} from '@booking/shared-contracts';
import { createPaymentInitiationsRepository, createPaymentsRepository } from '../store';
import { holdTokenOf, tpayBody, waitFor, usePaymentHarness } from '../../test/paymentHarness';
import { describeEngines } from '../testing/engines';

describeEngines('Tpay payments', (engine) => {
  const h = usePaymentHarness(engine);

  const bokunStatus = (code: string) => h.sandbox.state.bokun.reservation(code)?.status;
  const confirmCalls = (code: string) =>
    h.sandbox.state.bokun.callCount({ method: 'POST', path: `/checkout.json/confirm-reserved/${code}` });
  const statusOf = async (transactionId: string) => {
    const res = await h.get(`/api/booking-status?transaction_id=${encodeURIComponent(transactionId)}`);
    expect(bookingStatus.response.isValidSync(res.body)).toBe(true);
    return res.body.status as string;
  };
  const notificationsFor = (title: string) =>
    h.sandbox.state.tpay.notifications.filter((n) => n.fields.tr_id === title);

  /** `bff_payment_outcomes_total` of Tpay BLIK payments that reached `status`. */
  const blikOutcomes = async (status: string) =>
    (await h.deps.metrics.paymentOutcomes.get()).values.find(
      (v) => v.labels.provider === 'tpay' && v.labels.method === 'BLIK' && v.labels.status === status,
    )?.value ?? 0;

  async function delivered(title: string) {
    await waitFor(() => notificationsFor(title).some((n) => n.state !== 'pending'));
    return notificationsFor(title);
  }

  describe('BLIK (§5: exactly 6 digits; sandbox 777… succeeds, 111… fails)', () => {
    it('777123: Tpay notifies, the answer is exactly TRUE, the booking is confirmed once', async () => {
      const { code, total } = await h.reserve();
      const res = await h.post(
        '/api/tpay/create-transaction',
        tpayBody(code, total, { groupId: 150, blikPaymentData: { blikToken: '777123' } }),
      );
      expect(res.status).toBe(200);
      expect(tpayCreateTransaction.response.isValidSync(res.body)).toBe(true);
      expect(res.body).toMatchObject({ result: 'success', amount: total, currency: 'PLN' });
      const tx = h.sandbox.state.tpay.find(res.body.transactionId as string);
      expect(tx?.notificationUrl).toBe(`${h.bffUrl}/api/webhooks/tpay`);
      expect(tx?.hiddenDescription).toBe(code);

      const [notification] = await delivered(res.body.title as string);
      expect(notification?.state).toBe('delivered');
      expect(notification?.attempts.at(-1)?.answer).toBe('TRUE');
      expect(await statusOf(res.body.transactionId as string)).toBe('success');

      expect(await h.worker.runOnce()).toBeGreaterThanOrEqual(1);
      expect(bokunStatus(code)).toBe('CONFIRMED');
      expect(confirmCalls(code)).toBe(1);
      await h.worker.runOnce();
      expect(confirmCalls(code)).toBe(1);
    });

    it('111234: the refused code fails the payment and ends its transaction; the hold stays for another try', async () => {
      const { code, total } = await h.reserve();
      const refusedBefore = await blikOutcomes('error');
      const res = await h.post(
        '/api/tpay/create-transaction',
        tpayBody(code, total, { groupId: 150, blikPaymentData: { blikToken: '111234' } }),
      );
      expect(res.status).toBe(200);
      expect(res.body.result).toBe('failed');
      expect(res.body.hold).toBe('kept');
      expect(res.body.payments[0].errors[0].errorCode).toBe('payment_failed');
      expect(await statusOf(res.body.transactionId as string)).toBe('error');
      // The operator's refusal rate is counted server-side, across visitors.
      expect(await blikOutcomes('error')).toBe(refusedBefore + 1);
      await h.worker.runOnce();
      expect(bokunStatus(code)).toBe('RESERVED');
      expect(h.sandbox.state.tpay.find(res.body.transactionId as string)?.status).toBe('canceled');

      const retry = await h.post(
        '/api/tpay/create-transaction',
        tpayBody(code, total, { groupId: 150, blikPaymentData: { blikToken: '777123' } }),
      );
      expect(retry.body).toMatchObject({ result: 'success' });
      expect(retry.body.transactionId).not.toBe(res.body.transactionId);
      await delivered(retry.body.title as string);
      expect(await statusOf(retry.body.transactionId as string)).toBe('success');
      await h.worker.runOnce();
      expect(bokunStatus(code)).toBe('CONFIRMED');
    });

    it('refuses a code that is not 6 digits with the §8 text before anything is created', async () => {
      const { code, total } = await h.reserve();
      const before = h.sandbox.state.tpay.transactions.size;
      const res = await h.post('/api/tpay/create-transaction', {
        ...tpayBody(code, total),
        blikCode: '12345',
      });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain('Invalid BLIK code. Please enter a 6-digit code.');
      expect(h.sandbox.state.tpay.transactions.size).toBe(before);
    });
  });

  describe('bank transfer (hosted page)', () => {
    async function startTransfer() {
      const { code, total } = await h.reserve();
      const res = await h.post('/api/tpay/create-transaction', tpayBody(code, total, { groupId: 108 }));
      expect(res.status).toBe(200);
      expect(res.body.result).toBe('success');
      return { code, id: res.body.transactionId as string, title: res.body.title as string };
    }
    const hostedPage = (title: string, outcome: 'pay' | 'fail') =>
      fetch(`${h.sandbox.url}/tpay/secure/${encodeURIComponent(title)}/${outcome}`, {
        method: 'POST',
        redirect: 'manual',
      });

    it('Pay: the notification marks it paid and the worker confirms the booking', async () => {
      const { code, id, title } = await startTransfer();
      expect(await statusOf(id)).toBe('pending');
      await hostedPage(title, 'pay');
      await delivered(title);
      expect(await statusOf(id)).toBe('success');
      await h.worker.runOnce();
      expect(bokunStatus(code)).toBe('CONFIRMED');
      const [payment] = await createPaymentsRepository(h.store.sql).findByReservation('demo', code);
      expect(payment?.method).toBe('PBL_108');
    });

    it('Fail: booking-status finds the decline at Tpay, reports error and the hold is released', async () => {
      const { code, id, title } = await startTransfer();
      const page = await hostedPage(title, 'fail');
      expect(page.headers.get('location')).toBe('https://shop.example/error');
      expect(await statusOf(id)).toBe('error');
      await h.worker.runOnce();
      expect(bokunStatus(code)).toBe('ABORTED');
    });

    it('cancel: Tpay cancels, the reservation is removed and the status is cancelled', async () => {
      const { code, id, title } = await startTransfer();
      const res = await h.post(`/api/tpay/${id}/cancel`, {
        configId: 'demo',
        transactionTitle: title,
        ...holdTokenOf(code),
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        bokunCleanup: { attempted: true, success: true, confirmationCode: code, status: 'CANCELLED' },
      });
      expect(h.sandbox.state.tpay.find(id)?.status).toBe('canceled');
      expect(bokunStatus(code)).toBe('ABORTED');
      expect(await statusOf(id)).toBe('cancelled');
      // The release was delivered inline; the worker has nothing left for it.
      const aborts = h.sandbox.state.bokun.callCount({
        method: 'POST',
        path: `/booking.json/${code}/abort-reserved`,
      });
      await h.worker.runOnce();
      expect(
        h.sandbox.state.bokun.callCount({ method: 'POST', path: `/booking.json/${code}/abort-reserved` }),
      ).toBe(aborts);
    });

    it('the reconciler settles a transfer whose notification was lost', async () => {
      const { code, id } = await startTransfer();
      const tx = h.sandbox.state.tpay.find(id);
      if (!tx) throw new Error('no transaction');
      // Paid at Tpay while the notification never arrives.
      tx.status = 'correct';
      expect(await h.reconciler.runOnce()).toBeGreaterThanOrEqual(1);
      const [payment] = await createPaymentsRepository(h.store.sql).findByReservation('demo', code);
      expect(payment?.status).toBe('success');
      await h.worker.runOnce();
      expect(bokunStatus(code)).toBe('CONFIRMED');
    });

    it('does not cancel a paid transaction, and keeps its booking', async () => {
      const { code, id, title } = await startTransfer();
      await hostedPage(title, 'pay');
      await delivered(title);
      const res = await h.post(`/api/tpay/${id}/cancel`, {
        configId: 'demo',
        transactionTitle: title,
        ...holdTokenOf(code),
      });
      expect(res.body).toEqual({ success: false, error: 'The transaction is already paid' });
      expect(await statusOf(id)).toBe('success');
      await h.worker.runOnce();
      expect(bokunStatus(code)).toBe('CONFIRMED');
    });

    it('refuses a group id outside the allowed list with "Invalid groupId"', async () => {
      const { code, total } = await h.reserve();
      const res = await h.post('/api/tpay/create-transaction', tpayBody(code, total, { groupId: 999 }));
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain('Invalid groupId');
    });
  });

  describe('the server decides the amount', () => {
    it('refuses a tampered amount with "Invalid transaction amount" and creates nothing at Tpay', async () => {
      const { code, total } = await h.reserve();
      const before = h.sandbox.state.tpay.transactions.size;
      const res = await h.post(
        '/api/tpay/create-transaction',
        tpayBody(code, total - 1, { groupId: 150, blikPaymentData: { blikToken: '777123' } }),
      );
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({
        code: 'invalid_transaction_amount',
        message: 'Invalid transaction amount',
      });
      expect(h.sandbox.state.tpay.transactions.size).toBe(before);
      expect(await createPaymentsRepository(h.store.sql).findByReservation('demo', code)).toEqual([]);
    });

    it('refuses a payment for a reservation this BFF does not hold', async () => {
      const res = await h.post('/api/tpay/create-transaction', tpayBody('UND-00000000', 240));
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe('Cannot process payment without valid reservation');
    });

    it('answers a retry of the same payment with the same transaction (§7 key)', async () => {
      const { code, total } = await h.reserve();
      const body = tpayBody(code, total, { groupId: 108 });
      const first = await h.post('/api/tpay/create-transaction', body);
      const again = await h.post('/api/tpay/create-transaction', body);
      expect(again.body.transactionId).toBe(first.body.transactionId);
      expect(
        [...h.sandbox.state.tpay.transactions.values()].filter((t) => t.hiddenDescription === code),
      ).toHaveLength(1);
    });
  });

  describe('POST /api/tpay/payment-methods', () => {
    it('lists the allowed groups from Tpay’s channels', async () => {
      const res = await h.post('/api/tpay/payment-methods', { configId: 'demo' });
      expect(res.status).toBe(200);
      expect(tpayPaymentMethods.response.isValidSync(res.body)).toBe(true);
      const { data } = res.body as { data: { groupId: number }[] };
      expect(data.map((m) => m.groupId)).toEqual(expect.arrayContaining([150, 103, 108]));
    });

    it('falls back to BLIK and card when Tpay fails (§8)', async () => {
      h.sandbox.state.tpay.faults.push({ status: 503 }, { status: 503 });
      const res = await h.post('/api/tpay/payment-methods', { configId: 'demo' });
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(false);
      const { data } = res.body as { data: { type: string; groupId: number }[] };
      expect(data.map((m) => [m.type, m.groupId])).toEqual([
        ['blik', 150],
        ['card', 103],
      ]);
    });
  });

  describe('POST /payment-initiate and /api/booking-cleanup', () => {
    it('stores the record tying the transaction to its reservation and booking data', async () => {
      const { code, total } = await h.reserve();
      const created = await h.post('/api/tpay/create-transaction', tpayBody(code, total, { groupId: 108 }));
      const transactionId = created.body.transactionId as string;
      const example = paymentInitiate.examples.valid.body as typeof paymentInitiate.body.__outputType;
      const body = {
        ...example,
        transactionId,
        paymentData: { ...example.paymentData, providerTransactionId: transactionId, amount: total },
        bokunReservationId: code,
        ...holdTokenOf(code),
      };
      const res = await h.post('/payment-initiate', body);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true });
      const record = await createPaymentInitiationsRepository(h.store.sql).findByTransaction(
        'demo',
        transactionId,
      );
      const [payment] = await createPaymentsRepository(h.store.sql).findByReservation('demo', code);
      expect(record).toMatchObject({ reservationCode: code, paymentId: payment?.id, widgetPrefix: 'DEMO' });
      // The contract fills an absent meeting point with '' (the example sends none).
      expect(record?.bookingData).toEqual({ ...body.bookingData, meetingPoint: '' });
    });

    it('cleanup after a failed creation releases the hold, but never a paid one', async () => {
      const { code } = await h.reserve();
      const res = await h.post('/api/booking-cleanup', {
        confirmationCode: code,
        configId: 'demo',
        reason: 'payment_creation_failed',
        ...holdTokenOf(code),
      });
      expect(res.body).toEqual({ success: true });
      expect(bokunStatus(code)).toBe('ABORTED');

      const paid = await h.reserve();
      const created = await h.post(
        '/api/tpay/create-transaction',
        tpayBody(paid.code, paid.total, { groupId: 150, blikPaymentData: { blikToken: '777123' } }),
      );
      await delivered(created.body.title as string);
      const refused = await h.post('/api/booking-cleanup', {
        confirmationCode: paid.code,
        configId: 'demo',
        reason: 'payment_creation_failed',
        holdToken: paid.holdToken,
      });
      expect(refused.status).toBe(409);
      expect(refused.body.error.code).toBe('reservation_paid');
      expect(bokunStatus(paid.code)).toBe('RESERVED');
    });
  });
});
