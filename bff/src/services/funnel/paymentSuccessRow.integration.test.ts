import { paymentInitiate } from '@booking/shared-contracts';
import { createOutboxRepository } from '../../store';
import { holdTokenOf, stripeBody, tpayBody, usePaymentHarness, waitFor } from '../../../test/paymentHarness';
import { describeEngines } from '../../testing/engines';
import { testSessionId } from '../../testing/testDeps';
import { SHEETS_TOPIC, type SheetRowPayload } from './sheetRow';

describeEngines('the funnel rows the server writes from a payment outcome', (engine) => {
  const token = 'support-token-for-tests-0123456789';
  const h = usePaymentHarness(engine, { SUPPORT_TOKEN: token });
  const example = paymentInitiate.examples.valid.body as typeof paymentInitiate.body.__outputType;

  /** Sheet rows queued for a funnel session, as `sheet event` pairs. */
  async function rowsOf(sessionId: string) {
    const messages = await createOutboxRepository(h.store.sql).listBySession(sessionId);
    return messages
      .filter((message) => message.topic === SHEETS_TOPIC)
      .map((message) => message.payload as SheetRowPayload);
  }

  /** Stores the payment record of a created transaction with the widget's funnel trail. */
  async function recordPayment(
    created: { code: string; total: number; transactionId: string; provider: string },
    funnelSessionId: string,
    marketing: boolean,
    email = 'anna@example.com',
  ) {
    const { code, total, transactionId, provider } = created;
    const stored = await h.post('/payment-initiate', {
      ...example,
      transactionId,
      paymentData: { ...example.paymentData, provider, providerTransactionId: transactionId, amount: total },
      bookingData: {
        ...example.bookingData,
        contactInfo: {
          firstName: 'Anna',
          lastName: 'Nowak',
          email,
          phone: '+48600100200',
        },
        funnel: { sessionId: funnelSessionId, lang: 'pl', website: 'https://tours.example', marketing },
      },
      bokunReservationId: code,
      ...holdTokenOf(code),
    });
    expect(stored.status).toBe(200);
  }

  /** Creates a Tpay transaction and stores its payment record with the widget's funnel trail. */
  async function startPayment(
    pay: Record<string, unknown>,
    funnelSessionId: string,
    marketing: boolean,
    email = 'anna@example.com',
  ) {
    const { code, total } = await h.reserve();
    const created = await h.post('/api/tpay/create-transaction', tpayBody(code, total, pay));
    expect(created.body.result).toBe('success');
    const transactionId = created.body.transactionId as string;
    await recordPayment({ code, total, transactionId, provider: 'tpay' }, funnelSessionId, marketing, email);
    return { code, title: created.body.title as string, transactionId };
  }

  async function timelineTitles(code: string): Promise<string[]> {
    const response = await fetch(`${h.bffUrl}/api/support/bookings/demo/${code}/timeline`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { timeline: Array<{ title: string }> };
    return body.timeline.map((entry) => entry.title);
  }

  const delivered = (title: string) =>
    waitFor(() =>
      h.sandbox.state.tpay.notifications.some((n) => n.fields.tr_id === title && n.state !== 'pending'),
    );

  it('§4 a bank transfer paid on its page logs PAYMENT_SUCCESS and the newsletter sign-up once each', async () => {
    const session = testSessionId();
    const { code, title } = await startPayment({ groupId: 108 }, session, true);
    await fetch(`${h.sandbox.url}/tpay/secure/${encodeURIComponent(title)}/pay`, {
      method: 'POST',
      redirect: 'manual',
    });
    await delivered(title);
    await h.worker.runOnce();
    await h.worker.runOnce();

    const rows = await rowsOf(session);
    expect(rows.map((row) => `${row.sheet} ${row.event ?? ''}`.trim()).sort()).toEqual([
      'Logi PAYMENT_SUCCESS',
      'Newsletter',
    ]);
    const log = rows.find((row) => row.sheet === 'Logi');
    // date-time, trip-id, website, website-lang, step, event, email, phone (kept as text), client, session
    expect(log?.cells.slice(2)).toEqual([
      'https://tours.example',
      'pl',
      '3',
      'PAYMENT_SUCCESS',
      'anna@example.com',
      "'+48600100200",
      'Anna Nowak',
      session,
    ]);
    // Support finds the rows under the funnel session, though the payment names the widget's own session.
    expect(await timelineTitles(code)).toEqual(
      expect.arrayContaining(['Logi: PAYMENT_SUCCESS', 'Newsletter: row']),
    );
  });

  it('logs a BLIK success and its sign-up from the payment too: the browser copies are never taken', async () => {
    const session = testSessionId();
    const { title } = await startPayment(
      { groupId: 150, blikPaymentData: { blikToken: '777123' } },
      session,
      true,
      'blik.payer@example.com',
    );
    await delivered(title);
    await h.worker.runOnce();
    await h.worker.runOnce();
    const rows = await rowsOf(session);
    expect(rows.map((row) => `${row.sheet} ${row.event ?? ''}`.trim()).sort()).toEqual([
      'Logi PAYMENT_SUCCESS',
      'Newsletter',
    ]);
    expect(rows.every((row) => row.reportedBy === 'server')).toBe(true);
  });

  it('logs a card payment without a marketing agreement with the success row alone', async () => {
    const session = testSessionId();
    const { title } = await startPayment({ groupId: 103 }, session, false);
    await fetch(`${h.sandbox.url}/tpay/secure/${encodeURIComponent(title)}/pay`, {
      method: 'POST',
      redirect: 'manual',
    });
    await delivered(title);
    await h.worker.runOnce();
    expect((await rowsOf(session)).map((row) => row.sheet)).toEqual(['Logi']);
  });
  /** The abandoned-cart rows queued for a funnel session, as `event step session` triples. */
  async function abandonedOf(sessionId: string) {
    return (await rowsOf(sessionId))
      .filter((row) => row.sheet === 'Porzucone koszyki')
      .map((row) => [row.event, row.cells[4], row.cells.at(-1), row.reportedBy]);
  }

  it('§4 "Payment error logs PAYMENT_FAIL to the abandoned-cart sheet": a bank transfer failed on its page, once', async () => {
    const session = testSessionId();
    const { title, transactionId } = await startPayment({ groupId: 108 }, session, true);
    await fetch(`${h.sandbox.url}/tpay/secure/${encodeURIComponent(title)}/fail`, {
      method: 'POST',
      redirect: 'manual',
    });
    // Tpay sends no notification of a declined payment: the widget's status check finds it, on return.
    const status = await h.get(`/api/booking-status?transaction_id=${encodeURIComponent(transactionId)}`);
    expect(status.body).toMatchObject({ status: 'error' });
    // Delivered twice over (a worker that died after appending): still one row.
    await h.worker.runOnce();
    await h.worker.runOnce();
    await h.worker.runOnce();
    expect(await abandonedOf(session)).toEqual([['PAYMENT_FAIL', '3', session, 'server']]);
    expect((await rowsOf(session)).filter((row) => row.sheet !== 'Porzucone koszyki')).toEqual([]);
  });

  it('logs PAYMENT_FAIL for a card payment the visitor cancelled', async () => {
    const session = testSessionId();
    const { code, title, transactionId } = await startPayment({ groupId: 103 }, session, false);
    const cancelled = await h.post(`/api/tpay/${encodeURIComponent(transactionId)}/cancel`, {
      transactionTitle: title,
      configId: 'demo',
      ...holdTokenOf(code),
    });
    expect(cancelled.status).toBe(200);
    await h.worker.runOnce();
    await h.worker.runOnce();
    expect(await abandonedOf(session)).toEqual([['PAYMENT_FAIL', '3', session, 'server']]);
  });

  it('logs PAYMENT_FAIL for a Stripe payment that failed', async () => {
    const session = testSessionId();
    const { code, total } = await h.reserve();
    const created = await h.post('/api/stripe/create-transaction', stripeBody(code, total));
    expect(created.status).toBe(200);
    const checkout = created.body as { transactionId: string; transactionPaymentUrl: string };
    const { transactionId } = checkout;
    await recordPayment({ code, total, transactionId, provider: 'stripe_sandbox' }, session, false);
    const stripeDelivered = (type: string) =>
      waitFor(() =>
        h.sandbox.state.stripe.deliveries.some(
          (d) => d.type === type && d.state === 'delivered' && d.payload.includes(transactionId),
        ),
      );
    await fetch(`${checkout.transactionPaymentUrl}/pay-delayed`, { method: 'POST', redirect: 'manual' });
    await stripeDelivered('checkout.session.completed');
    await fetch(`${checkout.transactionPaymentUrl}/settle/failed`, { method: 'POST' });
    await stripeDelivered('checkout.session.async_payment_failed');
    await h.worker.runOnce();
    await h.worker.runOnce();
    expect(await abandonedOf(session)).toEqual([['PAYMENT_FAIL', '3', session, 'server']]);
  });
});
