import { stripeSandbox, tpaySandbox } from '@booking/sandbox';
import { CONFIRM_TOPIC } from '../services/payments';
import { createPaymentsRepository, type PaymentRecord } from '../store';
import { stripeBody, tpayBody, waitFor, usePaymentHarness } from '../../test/paymentHarness';
import { describeEngines } from '../testing/engines';
import { documentedJws, documentedMd5 } from '../../test/tpayDocsSigner';

describeEngines('payment webhooks', (engine) => {
  const h = usePaymentHarness(engine);

  const payments = () => createPaymentsRepository(h.store.sql);
  async function paymentOf(code: string): Promise<PaymentRecord> {
    const [payment] = await payments().findByReservation('demo', code);
    if (!payment) throw new Error(`no payment for ${code}`);
    return payment;
  }
  const confirmations = async (paymentId: string) =>
    (await h.store.outbox.listByTopic(CONFIRM_TOPIC)).filter(
      (m) => (m.payload as { paymentId: string }).paymentId === paymentId,
    );

  /** A Tpay notification for a transaction, signed by the steps of Tpay's docs (md5 with `securityCode`, JWS). */
  function tpayNotification(
    tx: { title: string; code: string; amount: number },
    options: { securityCode?: string; jws?: boolean; amount?: number } = {},
  ) {
    const amount = (options.amount ?? tx.amount).toFixed(2);
    const signed = { id: '1010', tr_id: tx.title, tr_amount: amount, tr_crc: tx.code };
    const body = new URLSearchParams({
      ...signed,
      tr_date: '2026-11-22 10:00:00',
      tr_paid: amount,
      tr_desc: 'Kraków Old Town walking tour',
      tr_status: 'TRUE',
      tr_error: 'none',
      tr_email: 'anna@example.com',
      test_mode: '1',
      md5sum: documentedMd5(signed, options.securityCode ?? 'demo-security-code'),
    }).toString();
    const x5u = `${h.sandbox.url}/tpay${tpaySandbox.JWS_CERT_PATH}`;
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
    if (options.jws !== false) {
      headers['x-jws-signature'] = documentedJws(body, x5u);
    }
    return fetch(`${h.bffUrl}/api/webhooks/tpay`, { method: 'POST', headers, body });
  }

  async function openTransfer() {
    const { code, total } = await h.reserve();
    const res = await h.post('/api/tpay/create-transaction', tpayBody(code, total, { groupId: 108 }));
    return { code, amount: total, title: res.body.title as string };
  }

  describe('POST /api/webhooks/tpay', () => {
    it('applies a notification once: a repeat is answered TRUE and changes nothing', async () => {
      const tx = await openTransfer();
      const first = await tpayNotification(tx);
      expect(first.status).toBe(200);
      expect(first.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await first.text()).toBe('TRUE');
      const repeat = await tpayNotification(tx);
      expect(await repeat.text()).toBe('TRUE');
      const payment = await paymentOf(tx.code);
      expect(payment.status).toBe('success');
      const events = await payments().listEvents(payment.id);
      expect(events.filter((e) => e.source === 'notification')).toHaveLength(1);
      expect(await confirmations(payment.id)).toHaveLength(1);
    });

    it.each([
      ['a wrong md5sum (another security code)', { securityCode: 'forged' }],
      ['no JWS signature', { jws: false }],
      ['an amount other than the payment’s', { amount: 1 }],
    ])('refuses %s with a 4xx and changes nothing', async (_name, options) => {
      const tx = await openTransfer();
      const res = await tpayNotification(tx, options);
      expect(res.status).toBe(400);
      expect(await res.text()).not.toBe('TRUE');
      const payment = await paymentOf(tx.code);
      expect(payment.status).toBe('pending');
      expect(await confirmations(payment.id)).toEqual([]);
    });

    it('adopts the intent whose creation answer was never recorded (a crash mid-call)', async () => {
      const tx = await openTransfer();
      const lost = await paymentOf(tx.code);
      await h.store.sql.query(
        `UPDATE payments SET provider_transaction_id = NULL, provider_title = NULL, status = 'initiated' WHERE id = $1`,
        [lost.id],
      );
      const res = await tpayNotification(tx);
      expect(await res.text()).toBe('TRUE');
      expect(await paymentOf(tx.code)).toMatchObject({ status: 'success', providerTitle: tx.title });
      expect(await confirmations(lost.id)).toHaveLength(1);
    });

    it('answers 404 for a transaction it never created', async () => {
      const res = await tpayNotification({ title: 'TR-XXX-0000000', code: 'UND-1', amount: 10 });
      expect(res.status).toBe(404);
    });
  });

  describe('POST /api/webhooks/stripe', () => {
    async function paidSession() {
      const { code, total } = await h.reserve();
      const res = await h.post('/api/stripe/create-transaction', stripeBody(code, total));
      const sessionId = res.body.transactionId as string;
      await fetch(`${res.body.transactionPaymentUrl as string}/pay`, { method: 'POST', redirect: 'manual' });
      await waitFor(() =>
        h.sandbox.state.stripe.deliveries.some(
          (d) => d.state === 'delivered' && d.payload.includes(sessionId),
        ),
      );
      const delivery = h.sandbox.state.stripe.deliveries.find((d) => d.payload.includes(sessionId));
      if (!delivery) throw new Error('no delivery');
      return { code, payload: delivery.payload };
    }
    const sendEvent = (payload: string, secret: string) =>
      fetch(`${h.bffUrl}/api/webhooks/stripe`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': stripeSandbox.stripeSignatureHeader(
            payload,
            secret,
            Math.floor(h.clock.now().getTime() / 1000),
          ),
        },
        body: payload,
      });

    it('applies an event once: a redelivery is acknowledged and changes nothing', async () => {
      const { code, payload } = await paidSession();
      const repeat = await sendEvent(payload, 'whsec_demo');
      expect(repeat.status).toBe(200);
      expect(await repeat.json()).toEqual({ received: true });
      const payment = await paymentOf(code);
      expect(payment.status).toBe('success');
      expect((await payments().listEvents(payment.id)).filter((e) => e.source === 'webhook')).toHaveLength(1);
      expect(await confirmations(payment.id)).toHaveLength(1);
    });

    it('refuses an event signed with another secret and changes nothing', async () => {
      const { code, total } = await h.reserve();
      const res = await h.post('/api/stripe/create-transaction', stripeBody(code, total));
      const sessionId = res.body.transactionId as string;
      const forged = JSON.stringify({
        id: 'evt_forged1',
        object: 'event',
        type: 'checkout.session.completed',
        created: Math.floor(h.clock.now().getTime() / 1000),
        data: {
          object: { id: sessionId, object: 'checkout.session', status: 'complete', payment_status: 'paid' },
        },
      });
      const answer = await sendEvent(forged, 'whsec_forged');
      expect(answer.status).toBe(400);
      const payment = await paymentOf(code);
      expect(payment.status).toBe('pending');
      expect(await confirmations(payment.id)).toEqual([]);
    });
  });
});
