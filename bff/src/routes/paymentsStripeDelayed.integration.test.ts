import { createPaymentsRepository, IN_MEMORY, openStore, type Store } from '../store';
import { STORE_OPEN_TIMEOUT_MS } from '../store/testing/testStores';
import { startPaymentHarness, stripeBody, waitFor, type PaymentHarness } from '../../test/paymentHarness';

let store: Store;
let h: PaymentHarness;

beforeAll(async () => {
  store = await openStore({ dataDir: IN_MEMORY });
  h = await startPaymentHarness(store);
}, STORE_OPEN_TIMEOUT_MS);
afterAll(async () => {
  await h.close();
  await store.close();
});

const bokunStatus = (code: string) => h.sandbox.state.bokun.reservation(code)?.status;
const statusOf = async (sessionId: string) =>
  ((await h.get(`/api/booking-status?session_id=${sessionId}`)).body as { status: string }).status;
const delivered = (sessionId: string, type: string) =>
  waitFor(() =>
    h.sandbox.state.stripe.deliveries.some(
      (d) => d.type === type && d.state === 'delivered' && d.payload.includes(sessionId),
    ),
  );

/** A reservation paid by a delayed method (a bank debit): Checkout completes while the money is still on its way. */
async function payByDebit() {
  const { code, total } = await h.reserve();
  const res = await h.post('/api/stripe/create-transaction', stripeBody(code, total));
  expect(res.status).toBe(200);
  const session = res.body as { transactionId: string; transactionPaymentUrl: string };
  await fetch(`${session.transactionPaymentUrl}/pay-delayed`, { method: 'POST', redirect: 'manual' });
  await delivered(session.transactionId, 'checkout.session.completed');
  return { code, sessionId: session.transactionId, pageUrl: session.transactionPaymentUrl };
}

describe('Stripe delayed payments', () => {
  it('a completed but unpaid session is pending, and async_payment_succeeded makes it paid and confirms', async () => {
    const { code, sessionId, pageUrl } = await payByDebit();
    expect(await statusOf(sessionId)).toBe('pending');
    await h.worker.runOnce();
    expect(bokunStatus(code)).toBe('RESERVED');
    await fetch(`${pageUrl}/settle/succeeded`, { method: 'POST' });
    await delivered(sessionId, 'checkout.session.async_payment_succeeded');
    expect(await statusOf(sessionId)).toBe('success');
    await h.worker.runOnce();
    expect(bokunStatus(code)).toBe('CONFIRMED');
  });

  it('async_payment_failed fails the payment and releases the hold', async () => {
    const { code, sessionId, pageUrl } = await payByDebit();
    await fetch(`${pageUrl}/settle/failed`, { method: 'POST' });
    await delivered(sessionId, 'checkout.session.async_payment_failed');
    expect(await statusOf(sessionId)).toBe('error');
    await h.worker.runOnce();
    expect(bokunStatus(code)).toBe('ABORTED');
  });

  it('the reconciler leaves a debit still processing pending', async () => {
    const { sessionId } = await payByDebit();
    await h.reconciler.runOnce();
    expect(await statusOf(sessionId)).toBe('pending');
  });

  it.each([
    ['failed', 'error', 'ABORTED'],
    ['succeeded', 'success', 'CONFIRMED'],
  ] as const)(
    'the reconciler settles a debit that %s while its async event never arrived',
    async (outcome, status, bokun) => {
      const { code, sessionId } = await payByDebit();
      // The bank answered but the event was lost: the simulator's state moves without a webhook.
      const sim = h.sandbox.state.stripe.sessions.get(sessionId);
      if (!sim) throw new Error('no session');
      sim.delayed = outcome;
      if (outcome === 'succeeded') sim.paymentStatus = 'paid';
      expect(await h.reconciler.runOnce()).toBeGreaterThanOrEqual(1);
      expect(await statusOf(sessionId)).toBe(status);
      const [payment] = await createPaymentsRepository(store.sql).findByReservation('demo', code);
      const events = await createPaymentsRepository(store.sql).listEvents(payment?.id ?? '');
      expect(events.at(-1)).toMatchObject({ source: 'reconciler', toStatus: status });
      await h.worker.runOnce();
      expect(bokunStatus(code)).toBe(bokun);
    },
  );
});
