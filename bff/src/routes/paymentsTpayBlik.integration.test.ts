// Tpay BLIK attempts that end without a payment (tpay.md §5): a code the payer never confirms, Tpay's
// timeout (attempt error 104), a payment declined in the banking app (101). Each is reported in time with its
// reason, the hold stays (and the answer says so), and a new code on the same hold pays it.
import { bookingStatus } from '@booking/shared-contracts';
import { createPaymentsRepository } from '../store';
import { tpayBody, usePaymentHarness, waitFor } from '../../test/paymentHarness';
import { describeEngines } from '../testing/engines';

const WINDOW_MS = 150_000;

describeEngines('Tpay BLIK outcomes', (engine) => {
  const h = usePaymentHarness(engine, { TPAY_BLIK_CONFIRM_WINDOW_MS: String(WINDOW_MS) });

  const bokunStatus = (code: string) => h.sandbox.state.bokun.reservation(code)?.status;
  const confirmCalls = (code: string) =>
    h.sandbox.state.bokun.callCount({ method: 'POST', path: `/checkout.json/confirm-reserved/${code}` });
  const statusOf = async (transactionId: string) => {
    const res = await h.get(`/api/booking-status?transaction_id=${encodeURIComponent(transactionId)}`);
    expect(res.status).toBe(200);
    expect(bookingStatus.response.isValidSync(res.body)).toBe(true);
    return {
      status: res.body.status as string,
      reason: res.body.reason as string | undefined,
      hold: res.body.hold as string | undefined,
    };
  };
  const payBlik = async (code: string, total: number, blikToken: string) => {
    const res = await h.post(
      '/api/tpay/create-transaction',
      tpayBody(code, total, { groupId: 150, blikPaymentData: { blikToken } }),
    );
    expect(res.status).toBe(200);
    expect(res.body.result).toBe('success');
    return res.body.transactionId as string;
  };

  /** A new, confirmed code on the same hold: paid, and the booking confirmed once. */
  async function retryPays(code: string, total: number, failedId: string) {
    const retryId = await payBlik(code, total, '777123');
    expect(retryId).not.toBe(failedId);
    const title = h.sandbox.state.tpay.find(retryId)?.title ?? '';
    await waitFor(() => h.sandbox.state.tpay.notifications.some((n) => n.fields.tr_id === title));
    await h.sandbox.state.tpay.notificationsSettled();
    expect((await statusOf(retryId)).status).toBe('success');
    await h.worker.runOnce();
    expect(bokunStatus(code)).toBe('CONFIRMED');
    expect(confirmCalls(code)).toBe(1);
    const payments = await createPaymentsRepository(h.store.sql).findByReservation('demo', code);
    expect(payments.map((p) => p.status).sort()).toEqual(['error', 'success']);
  }

  it('a code never confirmed (555…) is reported as blik_unconfirmed once the window passes; a new code on the same hold pays', async () => {
    const { code, total } = await h.reserve();
    const id = await payBlik(code, total, '555123');
    expect(await statusOf(id)).toEqual({ status: 'pending', reason: undefined, hold: undefined });
    h.clock.advance(WINDOW_MS - 1_000);
    expect((await statusOf(id)).status).toBe('pending');
    h.clock.advance(1_000);
    expect(await statusOf(id)).toEqual({ status: 'error', reason: 'blik_unconfirmed', hold: 'kept' });
    // Asked again, the reason stays: it comes from the stored event, not from a second look at Tpay.
    expect(await statusOf(id)).toEqual({ status: 'error', reason: 'blik_unconfirmed', hold: 'kept' });

    // The hold stays for another code; the dead transaction is ended at Tpay so it can no longer be paid.
    await h.worker.runOnce();
    expect(bokunStatus(code)).toBe('RESERVED');
    expect(h.sandbox.state.tpay.find(id)?.status).toBe('canceled');
    await retryPays(code, total, id);
  });

  it("Tpay's own timeout (attempt error 104) is read as blik_unconfirmed as soon as Tpay shows it", async () => {
    const { code, total } = await h.reserve();
    const id = await payBlik(code, total, '104123');
    h.clock.advance(120_000);
    expect(await statusOf(id)).toEqual({ status: 'error', reason: 'blik_unconfirmed', hold: 'kept' });
    await h.worker.runOnce();
    expect(bokunStatus(code)).toBe('RESERVED');
    await retryPays(code, total, id);
  });

  it('a payment declined in the banking app (attempt error 101) is reported as blik_refused; the hold stays', async () => {
    const { code, total } = await h.reserve();
    const id = await payBlik(code, total, '101123');
    h.clock.advance(1_500);
    expect(await statusOf(id)).toEqual({ status: 'error', reason: 'blik_refused', hold: 'kept' });
    await h.worker.runOnce();
    expect(bokunStatus(code)).toBe('RESERVED');
  });

  it('a code confirmed in time is paid, never reported unconfirmed', async () => {
    const { code, total } = await h.reserve();
    const id = await payBlik(code, total, '777123');
    const title = h.sandbox.state.tpay.find(id)?.title ?? '';
    await waitFor(() => h.sandbox.state.tpay.notifications.some((n) => n.fields.tr_id === title));
    await h.sandbox.state.tpay.notificationsSettled();
    h.clock.advance(WINDOW_MS);
    expect(await statusOf(id)).toEqual({ status: 'success', reason: undefined });
  });
});
