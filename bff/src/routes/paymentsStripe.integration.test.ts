import { stripeCreateTransaction } from '@booking/shared-contracts';
import { createPaymentsRepository } from '../store';
import { stripeBody, waitFor, usePaymentHarness } from '../../test/paymentHarness';
import { describeEngines } from '../testing/engines';

describeEngines('Stripe payments', (engine) => {
  const h = usePaymentHarness(engine);

  const bokunStatus = (code: string) => h.sandbox.state.bokun.reservation(code)?.status;
  const statusOf = async (sessionId: string) =>
    (await h.get(`/api/booking-status?session_id=${sessionId}`)).body as {
      status: string;
      provider: string;
      hold?: string;
    };
  const deliveredEvent = (sessionId: string, type: string) =>
    waitFor(() =>
      h.sandbox.state.stripe.deliveries.some(
        (d) => d.type === type && d.state === 'delivered' && d.payload.includes(sessionId),
      ),
    );

  async function startCheckout() {
    const { code, total } = await h.reserve();
    const res = await h.post('/api/stripe/create-transaction', stripeBody(code, total));
    expect(res.status).toBe(200);
    expect(stripeCreateTransaction.response.isValidSync(res.body)).toBe(true);
    return { code, total, session: res.body as { transactionId: string; transactionPaymentUrl: string } };
  }

  describe('Stripe Checkout', () => {
    it('success: the completed event marks it paid and the worker confirms the booking once', async () => {
      const { code, total, session } = await startCheckout();
      const sim = h.sandbox.state.stripe.sessions.get(session.transactionId);
      expect(sim?.input.amountTotal).toBe(total * 100);
      expect(sim?.input.successUrl).toBe('https://shop.example/ok?session_id={CHECKOUT_SESSION_ID}');
      expect(await statusOf(session.transactionId)).toMatchObject({
        status: 'pending',
        provider: 'stripe_sandbox',
      });

      const paid = await fetch(`${session.transactionPaymentUrl}/pay`, {
        method: 'POST',
        redirect: 'manual',
      });
      expect(paid.headers.get('location')).toBe(
        `https://shop.example/ok?session_id=${session.transactionId}`,
      );
      await deliveredEvent(session.transactionId, 'checkout.session.completed');
      expect(await statusOf(session.transactionId)).toMatchObject({
        status: 'success',
        confirmationCode: code,
      });
      await h.worker.runOnce();
      expect(bokunStatus(code)).toBe('CONFIRMED');
      expect(
        h.sandbox.state.bokun.callCount({ method: 'POST', path: `/checkout.json/confirm-reserved/${code}` }),
      ).toBe(1);
    });

    it('expiry: the expired event fails the payment and the reservation is released', async () => {
      const { code, session } = await startCheckout();
      h.sandbox.state.stripe.expire(session.transactionId);
      await deliveredEvent(session.transactionId, 'checkout.session.expired');
      // The answer tells the widget the hold is gone: it does not decide that itself.
      expect(await statusOf(session.transactionId)).toMatchObject({ status: 'error', hold: 'released' });
      await h.worker.runOnce();
      expect(bokunStatus(code)).toBe('ABORTED');
    });

    it('a retry with the same booking answers the same session', async () => {
      const { code, total } = await h.reserve();
      const first = await h.post('/api/stripe/create-transaction', stripeBody(code, total));
      const again = await h.post('/api/stripe/create-transaction', stripeBody(code, total));
      expect(again.body.transactionId).toBe(first.body.transactionId);
      expect(await createPaymentsRepository(h.store.sql).findByReservation('demo', code)).toHaveLength(1);
    });

    it('refuses a tampered amount or another currency; no session is created', async () => {
      const { code, total } = await h.reserve();
      const before = h.sandbox.state.stripe.sessions.size;
      const cheaper = await h.post('/api/stripe/create-transaction', stripeBody(code, total / 2));
      const euros = await h.post('/api/stripe/create-transaction', {
        ...stripeBody(code, total),
        currency: 'EUR',
      });
      for (const res of [cheaper, euros]) {
        expect(res.status).toBe(400);
        expect(res.body.error.message).toBe('Invalid transaction amount');
      }
      expect(h.sandbox.state.stripe.sessions.size).toBe(before);
    });

    it('the reconciler settles a payment whose webhook never arrived', async () => {
      const { code, session } = await startCheckout();
      const payments = createPaymentsRepository(h.store.sql);
      // The session is paid while its event is lost: the sandbox gets no webhook URL for it.
      const sim = h.sandbox.state.stripe.sessions.get(session.transactionId);
      if (!sim) throw new Error('no session');
      sim.status = 'complete';
      sim.paymentStatus = 'paid';
      expect(await h.reconciler.runOnce()).toBeGreaterThanOrEqual(1);
      const [payment] = await payments.findByReservation('demo', code);
      expect(payment?.status).toBe('success');
      const events = await payments.listEvents(payment?.id ?? '');
      expect(events.at(-1)).toMatchObject({ source: 'reconciler', toStatus: 'success' });
      await h.worker.runOnce();
      expect(bokunStatus(code)).toBe('CONFIRMED');
    });
  });

  describe('GET /api/stripe/payment-methods', () => {
    it('lists the methods the account enables', async () => {
      const res = await h.get('/api/stripe/payment-methods?configId=demo');
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      const { methods } = res.body as { methods: { type: string }[] };
      expect(methods.map((m) => m.type)).toContain('card');
    });

    it('falls back to card, Google Pay and Apple Pay when Stripe cannot be asked (§8)', async () => {
      const source = h.deps.credentialSource;
      const key = source.DEMO_STRIPE_SECRET_KEY;
      delete source.DEMO_STRIPE_SECRET_KEY;
      try {
        const res = await h.get('/api/stripe/payment-methods?configId=demo');
        expect(res.status).toBe(200);
        const { methods } = res.body as { methods: { type: string }[] };
        expect(methods.map((m) => m.type)).toEqual(['card', 'google_pay', 'apple_pay']);
      } finally {
        source.DEMO_STRIPE_SECRET_KEY = key;
      }
    });

    it('answers 503 naming the missing variable when the config has no Stripe keys', async () => {
      const { code, total } = await h.reserve();
      const source = h.deps.credentialSource;
      const key = source.DEMO_STRIPE_WEBHOOK_SECRET;
      delete source.DEMO_STRIPE_WEBHOOK_SECRET;
      try {
        const res = await h.post('/api/stripe/create-transaction', stripeBody(code, total));
        expect(res.status).toBe(503);
        expect(res.body.error.message).toContain('DEMO_STRIPE_WEBHOOK_SECRET');
      } finally {
        source.DEMO_STRIPE_WEBHOOK_SECRET = key;
      }
    });
  });
});
