import { createPaymentsRepository } from '../store';
import { stripeBody, tpayBody, waitFor, usePaymentHarness } from '../../test/paymentHarness';
import { describeEngines } from '../testing/engines';

describeEngines('one live payment', (engine) => {
  const h = usePaymentHarness(engine);

  const paymentsOf = (code: string) => createPaymentsRepository(h.store.sql).findByReservation('demo', code);
  const tpayTransactionsOf = (code: string) =>
    [...h.sandbox.state.tpay.transactions.values()].filter((t) => t.hiddenDescription === code);
  const CARD = { groupId: 103 };

  describe('finding 3: two providers, one key', () => {
    it('keeps the Tpay row when Stripe is chosen with the same key; its late paid notification still applies', async () => {
      const { code, total } = await h.reserve();
      const tpay = await h.post('/api/tpay/create-transaction', tpayBody(code, total, CARD));
      const stripe = await h.post('/api/stripe/create-transaction', {
        ...stripeBody(code, total),
        idempotencyKey: tpayBody(code, total, CARD).idempotencyKey,
      });
      expect(tpay.status).toBe(200);
      expect(stripe.status).toBe(200);
      const rows = await paymentsOf(code);
      expect(rows.map((p) => [p.provider, p.status, p.providerTransactionId]).sort()).toEqual([
        ['stripe_sandbox', 'pending', stripe.body.transactionId],
        ['tpay', 'cancelled', tpay.body.transactionId],
      ]);
      expect(h.sandbox.state.tpay.find(tpay.body.transactionId as string)?.status).toBe('canceled');

      // The payer had already paid at the bank: the money must be recognised, never refused as unknown.
      const tx = h.sandbox.state.tpay.find(tpay.body.transactionId as string);
      if (!tx) throw new Error('no Tpay transaction');
      tx.status = 'pending';
      h.sandbox.state.tpay.settle(tx, 'paid');
      const title = tpay.body.title as string;
      await waitFor(() =>
        h.sandbox.state.tpay.notifications.some((n) => n.fields.tr_id === title && n.state !== 'pending'),
      );
      const [notification] = h.sandbox.state.tpay.notifications.filter((n) => n.fields.tr_id === title);
      expect(notification?.attempts.at(-1)?.answer).toBe('TRUE');
      expect((await paymentsOf(code)).find((p) => p.provider === 'tpay')?.status).toBe('success');
    });
  });

  describe('finding 4: one live transaction per reservation', () => {
    it('five concurrent creates with five e-mails make one live transaction', async () => {
      const { code, total } = await h.reserve();
      const answers = await Promise.all(
        ['a', 'b', 'c', 'd', 'e'].map((who) => {
          const body = tpayBody(code, total, { groupId: 108 });
          const email = `${who}@example.com`;
          return h.post('/api/tpay/create-transaction', {
            ...body,
            payer: { ...body.payer, email },
            idempotencyKey: `${code}|${email}|${total}|demo|bank`,
          });
        }),
      );
      const created = answers.filter((a) => a.status === 200);
      expect(created.length).toBeGreaterThanOrEqual(1);
      expect(new Set(created.map((a) => a.body.transactionId as string)).size).toBe(1);
      for (const refused of answers.filter((a) => a.status !== 200)) {
        expect(refused.status).toBe(409);
        expect(refused.body.error.code).toBe('payment_in_progress');
      }
      expect(tpayTransactionsOf(code)).toHaveLength(1);
      expect(
        (await paymentsOf(code)).filter((p) => p.status === 'pending' || p.status === 'initiated'),
      ).toHaveLength(1);
    });

    it('a second create with another e-mail answers the live transaction', async () => {
      const { code, total } = await h.reserve();
      const first = await h.post('/api/tpay/create-transaction', tpayBody(code, total, { groupId: 108 }));
      const body = tpayBody(code, total, { groupId: 108 });
      const second = await h.post('/api/tpay/create-transaction', {
        ...body,
        payer: { ...body.payer, email: 'other@example.com' },
        idempotencyKey: `${code}|other@example.com|${total}|demo|bank`,
      });
      expect(second.status).toBe(200);
      expect(second.body.transactionId).toBe(first.body.transactionId);
      expect(tpayTransactionsOf(code)).toHaveLength(1);
    });

    it('switching method cancels the live transaction first', async () => {
      const { code, total } = await h.reserve();
      const transfer = await h.post('/api/tpay/create-transaction', tpayBody(code, total, { groupId: 108 }));
      const card = await h.post('/api/tpay/create-transaction', tpayBody(code, total, CARD));
      expect(card.status).toBe(200);
      expect(card.body.transactionId).not.toBe(transfer.body.transactionId);
      expect(h.sandbox.state.tpay.find(transfer.body.transactionId as string)?.status).toBe('canceled');
      const live = (await paymentsOf(code)).filter((p) => p.status === 'pending' || p.status === 'initiated');
      expect(live.map((p) => p.providerTransactionId)).toEqual([card.body.transactionId]);
      await h.worker.runOnce();
      expect(h.sandbox.state.bokun.reservation(code)?.status).toBe('RESERVED');
    });
  });
});
