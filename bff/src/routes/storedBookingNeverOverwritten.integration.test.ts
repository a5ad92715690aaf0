import { tpayBody, usePaymentHarness, waitFor } from '../../test/paymentHarness';
import { buildReservationData, weekdayAhead } from '@booking/sandbox/testing';
import { createHoldsRepository } from '../store';
import { describeEngines } from '../testing/engines';

// Replays issue #23 part 1: Bokun (here a restarted sandbox, which keeps no bookings) hands out again a
// confirmation code the store holds for a paid booking. Before, the new hold replaced the stored row and
// inherited its payment, so the tokenless confirm confirmed the new, unpaid hold.
describeEngines('a stored booking is never overwritten', (engine) => {
  const h = usePaymentHarness(engine);
  let keySeq = 0;

  const reserve = () =>
    h.post('/api/bokun/reserve', {
      configId: 'demo',
      idempotencyKey: `reissued-${process.pid}-${(keySeq += 1)}`,
      reservationData: buildReservationData({ date: weekdayAhead(h.clock.now(), 7) }),
    });

  async function payWithBlik(code: string, total: number): Promise<void> {
    const res = await h.post(
      '/api/tpay/create-transaction',
      tpayBody(code, total, { groupId: 150, blikPaymentData: { blikToken: '777123' } }),
    );
    const title = res.body.title as string;
    await waitFor(() =>
      h.sandbox.state.tpay.notifications.some((n) => n.fields.tr_id === title && n.state !== 'pending'),
    );
  }

  it('refuses a second hold under a reissued code, releases it at Bokun and keeps the paid booking', async () => {
    const first = await h.reserve();
    await payWithBlik(first.code, first.total);
    await h.worker.runOnce();
    const stored = await h.store.reservations.findByConfirmationCode('demo', first.code);
    expect(stored).toMatchObject({ status: 'confirmed' });
    const payments = await h.store.payments.findByReservation('demo', first.code);
    expect(payments.map((p) => p.status)).toEqual(['success']);
    const holds = createHoldsRepository(h.store.sql);
    const tokenHash = await holds.tokenHashOf('demo', first.code);

    // The restarted sandbox numbers its codes from where the last run started, as a Bokun that reissues would.
    const firstNumber = Number(/^DEMO-(\d+)$/.exec(first.code)?.[1]);
    await h.restartSandbox({ bokunFirstBookingNumber: firstNumber });
    const logged = jest.spyOn(h.deps.logger, 'error');
    const second = await reserve();

    expect(second.status).toBe(502);
    expect(second.body).toMatchObject({ success: false, error: { code: 'reservation_code_reused' } });
    expect(h.sandbox.state.bokun.reservation(first.code)?.status).toBe('ABORTED');
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({
        confirmationCode: first.code,
        storedBookingId: stored?.bookingId,
        newBookingId: h.sandbox.state.bokun.reservation(first.code)?.bookingId,
      }),
      expect.stringContaining('reissued a confirmation code'),
    );
    expect(await h.store.reservations.findByConfirmationCode('demo', first.code)).toEqual(stored);
    expect(await h.store.payments.findByReservation('demo', first.code)).toEqual(payments);
    expect(await holds.tokenHashOf('demo', first.code)).toBe(tokenHash);
    logged.mockRestore();

    // Only the reissued code is refused: Bokun's next one is new to the store and held as usual.
    const third = await reserve();
    expect(third.status).toBe(200);
    expect(third.body.data.confirmationCode).toBe(`DEMO-${firstNumber + 1}`);
  });

  it('confirms nothing at Bokun for a reissued code: the tokenless confirm needs the hold’s own payment', async () => {
    const first = await h.reserve();
    const firstNumber = Number(/^DEMO-(\d+)$/.exec(first.code)?.[1]);
    await h.restartSandbox({ bokunFirstBookingNumber: firstNumber });
    expect((await reserve()).status).toBe(502);
    const confirms = () =>
      h.sandbox.state.bokun.callCount({
        method: 'POST',
        path: `/checkout.json/confirm-reserved/${first.code}`,
      });
    const res = await h.post(`/api/bokun/confirm-reservation/${first.code}`, { configId: 'demo' });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('reservation_not_found');
    expect(confirms()).toBe(0);
    expect(h.sandbox.state.bokun.reservation(first.code)?.status).toBe('ABORTED');
  });
});
