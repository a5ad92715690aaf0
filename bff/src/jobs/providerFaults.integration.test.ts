// Provider faults switched on in the sandbox over HTTP: for each, the visitor gets the catalogue's message
// or a retry that works, and the operator loses nothing (no payment unsettled, no booking unconfirmed or
// confirmed twice, no paid booking silently dropped).
import { insightsReport } from '../services/insights/report';
import { CONFIRM_TOPIC } from '../services/payments';
import { describeEngines } from '../testing/engines';
import { testSessionId } from '../testing/testDeps';
import { clearFaults, setFault } from '../../test/sandboxFaults';
import { stripeBody, tpayBody, usePaymentHarness, waitFor } from '../../test/paymentHarness';
import { buildReservationData, OLD_TOWN, weekdayAhead } from '@booking/sandbox/testing';

const CONFIRM_ROUTE = '^/checkout\\.json/confirm-reserved/';

describeEngines('provider faults', (engine) => {
  const h = usePaymentHarness(engine, {}, { providerTimeoutMs: 1_000 });
  afterEach(() => clearFaults(h.sandbox.url));

  const bokunStatus = (code: string) => h.sandbox.state.bokun.reservation(code)?.status;
  const confirmCalls = (code: string) =>
    h.sandbox.state.bokun.callCount({ method: 'POST', path: `/checkout.json/confirm-reserved/${code}` });
  const paymentOf = async (code: string) => {
    const [payment] = await h.store.payments.findByReservation('demo', code);
    if (!payment) throw new Error(`no payment for ${code}`);
    return payment;
  };
  const confirmationsOf = async (paymentId: string) =>
    (await h.store.outbox.listByTopic(CONFIRM_TOPIC)).filter(
      (m) => (m.payload as { paymentId: string }).paymentId === paymentId,
    );
  /** Runs the outbox worker until `done` or `passes` passes. */
  const drain = async (done: () => boolean, passes = 10) => {
    for (let i = 0; i < passes && !done(); i += 1) {
      await h.worker.runOnce();
      // Past the (1 ms) backoff of a failed delivery on the harness clock.
      h.clock.advance(1_000);
    }
  };
  const tpayNotices = (title: string) =>
    h.sandbox.state.tpay.notifications.filter((n) => n.fields.tr_id === title);
  const blik = (code: string, total: number) =>
    h.post(
      '/api/tpay/create-transaction',
      tpayBody(code, total, { groupId: 150, blikPaymentData: { blikToken: '777123' } }),
    );
  let keySeq = 0;
  const reserveBody = () => ({
    configId: 'demo',
    sessionId: testSessionId(),
    idempotencyKey: `faults-${engine.name}-${process.pid}-${(keySeq += 1)}`,
    reservationData: buildReservationData({
      date: weekdayAhead(h.clock.now(), 9),
    }),
  });

  describe('Bokun', () => {
    it('5xx on a schedule read: 503 upstream_unavailable with the §8 text; the next read succeeds', async () => {
      await setFault(h.sandbox.url, {
        provider: 'bokun',
        kind: 'error',
        status: 502,
        route: '/availabilities$',
        count: 3,
      });
      const month = `/api/bokun/schedule/${OLD_TOWN}/2026-11-01/2026-11-30`;
      const failed = await h.post(month, { configId: 'demo' });
      expect(failed.status).toBe(503);
      expect(failed.body.error).toEqual({
        code: 'upstream_unavailable',
        message: 'The booking system is temporarily unavailable',
      });
      expect((await h.post(month, { configId: 'demo' })).status).toBe(200);
      // The operators' insights mark the fault (counted beside the answer, not before it), once.
      const day = h.clock.now().toISOString().slice(0, 10);
      const markers = () =>
        insightsReport(h.deps, { configId: 'demo', from: day, to: day, groupBy: 'day' }).then(
          (report) => report.providerFaults,
        );
      await waitFor(async () => (await markers()).length > 0);
      expect(await markers()).toEqual([{ period: day, provider: 'bokun', faults: 1 }]);
    });

    it('429 with Retry-After on a read is retried by the BFF and the visitor sees the schedule', async () => {
      await setFault(h.sandbox.url, {
        provider: 'bokun',
        kind: 'error',
        status: 429,
        retryAfterSeconds: 1,
        route: '/availabilities$',
      });
      const day = weekdayAhead(h.clock.now(), 7);
      const res = await h.post(`/api/bokun/schedule/${OLD_TOWN}/${day}/${day}`, { configId: 'demo' });
      expect(res.status).toBe(200);
      expect(res.body.data.length).toBeGreaterThan(0);
    });

    it('429 on reserve: 503 upstream_unavailable with Retry-After; the retry of the same key holds once', async () => {
      await setFault(h.sandbox.url, {
        provider: 'bokun',
        kind: 'error',
        status: 429,
        retryAfterSeconds: 2,
        route: '^/checkout\\.json/submit$',
      });
      const body = reserveBody();
      const refused = await fetch(`${h.bffUrl}/api/bokun/reserve`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('2');
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('upstream_unavailable');
      const retried = await h.post('/api/bokun/reserve', body);
      expect(retried.status).toBe(200);
      expect(bokunStatus(retried.body.data.confirmationCode as string)).toBe('RESERVED');
    });

    it('a hung reserve: 504 upstream_timeout after the client timeout, and no hold is left behind', async () => {
      const holdsBefore = h.sandbox.state.bokun.reservations().length;
      await setFault(h.sandbox.url, {
        provider: 'bokun',
        kind: 'timeout',
        route: '^/checkout\\.json/submit$',
      });
      const res = await h.post('/api/bokun/reserve', reserveBody());
      expect(res.status).toBe(504);
      expect(res.body.error.code).toBe('upstream_timeout');
      expect(h.sandbox.state.bokun.reservations()).toHaveLength(holdsBefore);
    });

    it('latency below the timeout: the reserve is slower and succeeds', async () => {
      await setFault(h.sandbox.url, {
        provider: 'bokun',
        kind: 'latency',
        delayMs: 400,
        route: '^/checkout\\.json/submit$',
      });
      const started = Date.now();
      const res = await h.post('/api/bokun/reserve', reserveBody());
      expect(res.status).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(400);
    });

    it('a confirm that fails is retried by the outbox until it succeeds, and confirms once', async () => {
      const { code, total } = await h.reserve();
      await setFault(h.sandbox.url, {
        provider: 'bokun',
        kind: 'error',
        status: 503,
        route: CONFIRM_ROUTE,
        count: 2,
      });
      const created = await blik(code, total);
      expect(created.status).toBe(200);
      await waitFor(() => tpayNotices(created.body.title as string).some((n) => n.state === 'delivered'));
      await drain(() => bokunStatus(code) === 'CONFIRMED');
      expect(bokunStatus(code)).toBe('CONFIRMED');
      expect(confirmCalls(code)).toBe(3);
      const [message] = await confirmationsOf((await paymentOf(code)).id);
      expect(message).toMatchObject({ status: 'sent', attempts: 3 });
    });
  });

  describe('Tpay', () => {
    it('5xx on create: 502 upstream_error naming TPAY_API_ERROR; the retry of the same key makes one transaction', async () => {
      const { code, total } = await h.reserve();
      await setFault(h.sandbox.url, {
        provider: 'tpay',
        kind: 'error',
        status: 500,
        method: 'POST',
        route: '^/transactions$',
      });
      const body = tpayBody(code, total, { groupId: 108 });
      const failed = await h.post('/api/tpay/create-transaction', body);
      expect(failed.status).toBe(502);
      expect(failed.body.error).toMatchObject({
        code: 'upstream_error',
        details: { provider: 'TPAY_API_ERROR' },
      });
      const retried = await h.post('/api/tpay/create-transaction', body);
      expect(retried.status).toBe(200);
      const ofCode = [...h.sandbox.state.tpay.transactions.values()].filter(
        (t) => t.hiddenDescription === code,
      );
      expect(ofCode).toHaveLength(1);
    });

    it('a hung create: 504 upstream_timeout with the §8 timeout text; the attempt is recorded as failed, nothing charged', async () => {
      const { code, total } = await h.reserve();
      await setFault(h.sandbox.url, {
        provider: 'tpay',
        kind: 'timeout',
        method: 'POST',
        route: '^/transactions$',
      });
      const res = await h.post('/api/tpay/create-transaction', tpayBody(code, total, { groupId: 108 }));
      expect(res.status).toBe(504);
      expect(res.body.error.code).toBe('upstream_timeout');
      expect(res.body.error.message).toMatch(/time/i);
      expect((await paymentOf(code)).status).toBe('error');
      const ofCode = [...h.sandbox.state.tpay.transactions.values()].filter(
        (t) => t.hiddenDescription === code,
      );
      expect(ofCode).toHaveLength(0);
    });

    it('a BLIK notification that never arrives is settled by the reconciler; the booking is confirmed once', async () => {
      const { code, total } = await h.reserve();
      await setFault(h.sandbox.url, { provider: 'tpay', kind: 'drop', route: '^TRUE$' });
      const created = await blik(code, total);
      const title = created.body.title as string;
      await waitFor(() => tpayNotices(title).some((n) => n.state === 'dropped'));
      expect((await paymentOf(code)).status).toBe('pending');
      expect(await h.reconciler.runOnce()).toBeGreaterThanOrEqual(1);
      expect((await paymentOf(code)).status).toBe('success');
      await drain(() => bokunStatus(code) === 'CONFIRMED');
      expect(bokunStatus(code)).toBe('CONFIRMED');
      expect(confirmCalls(code)).toBe(1);
    });

    it('a repeated notification is applied once: one confirmation message, one Bokun confirm', async () => {
      const { code, total } = await h.reserve();
      await setFault(h.sandbox.url, { provider: 'tpay', kind: 'repeat', route: '^TRUE$' });
      const title = (await blik(code, total)).body.title as string;
      await waitFor(
        () => tpayNotices(title).length === 2 && tpayNotices(title).every((n) => n.state === 'delivered'),
      );
      expect(await confirmationsOf((await paymentOf(code)).id)).toHaveLength(1);
      await drain(() => bokunStatus(code) === 'CONFIRMED');
      await h.worker.runOnce();
      expect(confirmCalls(code)).toBe(1);
    });

    it('a booking paid after its hold expired is flagged for refund, never dropped', async () => {
      const { code, total } = await h.reserve();
      const created = await h.post('/api/tpay/create-transaction', tpayBody(code, total, { groupId: 108 }));
      const title = created.body.title as string;
      h.clock.advance(31 * 60_000);
      await fetch(`${h.sandbox.url}/tpay/secure/${title}/pay`, { method: 'POST', redirect: 'manual' });
      await waitFor(() => tpayNotices(title).some((n) => n.state === 'delivered'));
      const payment = await paymentOf(code);
      expect(payment.status).toBe('success');
      await h.worker.runOnce();
      expect(confirmCalls(code)).toBe(0);
      const flags = (await h.store.refundFlags.listOpen({ configId: 'demo' })).filter(
        (f) => f.reservationCode === code,
      );
      expect(flags).toEqual([
        expect.objectContaining({
          paymentId: payment.id,
          provider: 'tpay',
          providerTransactionId: created.body.transactionId,
          amountMinor: Math.round(total * 100),
          currency: 'PLN',
          reason: 'hold_expired',
          resolvedAt: null,
        }),
      ]);
      const [message] = await confirmationsOf(payment.id);
      expect(message?.status).toBe('sent');
    });
  });

  describe('Stripe', () => {
    const startCheckout = async () => {
      const { code, total } = await h.reserve();
      const res = await h.post('/api/stripe/create-transaction', stripeBody(code, total));
      expect(res.status).toBe(200);
      return {
        code,
        sessionId: res.body.transactionId as string,
        url: res.body.transactionPaymentUrl as string,
      };
    };
    const deliveriesOf = (sessionId: string) =>
      h.sandbox.state.stripe.deliveries.filter((d) => d.payload.includes(sessionId));

    it('one 5xx on create is retried by the client: the visitor gets the session, one session exists', async () => {
      const { code, total } = await h.reserve();
      await setFault(h.sandbox.url, {
        provider: 'stripe',
        kind: 'error',
        status: 500,
        method: 'POST',
        route: '^/v1/checkout/sessions$',
      });
      const sessionsBefore = h.sandbox.state.stripe.sessions.size;
      const res = await h.post('/api/stripe/create-transaction', stripeBody(code, total));
      expect(res.status).toBe(200);
      expect(h.sandbox.state.stripe.sessions.size).toBe(sessionsBefore + 1);
    });

    it('Stripe down: 502 upstream_error naming the Stripe failure; later the same key creates one session', async () => {
      const { code, total } = await h.reserve();
      await setFault(h.sandbox.url, {
        provider: 'stripe',
        kind: 'error',
        status: 503,
        method: 'POST',
        route: '^/v1/checkout/sessions$',
        count: 2,
      });
      const body = stripeBody(code, total);
      const failed = await h.post('/api/stripe/create-transaction', body);
      expect(failed.status).toBe(502);
      expect(failed.body.error.code).toBe('upstream_error');
      const sessionsBefore = h.sandbox.state.stripe.sessions.size;
      expect((await h.post('/api/stripe/create-transaction', body)).status).toBe(200);
      expect(h.sandbox.state.stripe.sessions.size).toBe(sessionsBefore + 1);
    });

    it('a dropped completed event is settled by the reconciler; the booking is confirmed once', async () => {
      await setFault(h.sandbox.url, {
        provider: 'stripe',
        kind: 'drop',
        route: '^checkout\\.session\\.completed$',
      });
      const { code, sessionId, url } = await startCheckout();
      await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' });
      expect(deliveriesOf(sessionId).map((d) => d.state)).toEqual(['dropped']);
      await h.reconciler.runOnce();
      expect((await paymentOf(code)).status).toBe('success');
      await drain(() => bokunStatus(code) === 'CONFIRMED');
      expect(confirmCalls(code)).toBe(1);
    });

    it('events out of order (succeeded before completed-unpaid) end paid, confirmed once', async () => {
      await setFault(h.sandbox.url, {
        provider: 'stripe',
        kind: 'reorder',
        delayMs: 2_000,
        route: '^checkout\\.session\\.completed$',
      });
      const { code, sessionId, url } = await startCheckout();
      await fetch(`${url}/pay-delayed`, { method: 'POST', redirect: 'manual' });
      await fetch(`${url}/settle/succeeded`, { method: 'POST' });
      const ofType = (type: string) => deliveriesOf(sessionId).find((d) => d.type === type);
      await waitFor(() => ofType('checkout.session.async_payment_succeeded')?.state === 'delivered');
      expect(ofType('checkout.session.completed')?.state).toBe('pending');
      expect((await paymentOf(code)).status).toBe('success');
      await waitFor(() => ofType('checkout.session.completed')?.state === 'delivered');
      expect((await paymentOf(code)).status).toBe('success');
      await drain(() => bokunStatus(code) === 'CONFIRMED');
      await h.worker.runOnce();
      expect(confirmCalls(code)).toBe(1);
    });
  });
});
