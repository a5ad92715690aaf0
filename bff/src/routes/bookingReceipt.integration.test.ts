import { bookingReceipt, paymentInitiate } from '@booking/shared-contracts';
import { tpayBody, usePaymentHarness, waitFor, type Reserved } from '../../test/paymentHarness';
import { describeEngines } from '../testing/engines';

describeEngines('GET /api/booking-receipt/{receiptKey}', (engine) => {
  const h = usePaymentHarness(engine);

  const receipt = (key: string) => h.get(`/api/booking-receipt/${key}`);

  async function startTransfer({ code, total }: Reserved) {
    const res = await h.post('/api/tpay/create-transaction', tpayBody(code, total, { groupId: 108 }));
    expect(res.body.result).toBe('success');
    return { id: res.body.transactionId as string, title: res.body.title as string };
  }

  async function storeRecord(held: Reserved, transactionId: string) {
    const example = paymentInitiate.examples.valid.body as typeof paymentInitiate.body.__outputType;
    const res = await h.post('/payment-initiate', {
      ...example,
      transactionId,
      holdToken: held.holdToken,
      paymentData: { ...example.paymentData, providerTransactionId: transactionId, amount: held.total },
      bookingData: {
        ...example.bookingData,
        activity: { id: 1001, title: 'Kraków Old Town walking tour' },
        selectedDate: '2026-06-18',
        selectedTime: '10:00',
        tickets: [{ category: 'Adult', count: 2, price: held.total / 2 }],
        totalPrice: held.total,
        meetingPoint: 'Main Market Square',
      },
      bokunReservationId: held.code,
    });
    expect(res.status).toBe(200);
  }

  const payOnHostedPage = async (title: string) => {
    await fetch(`${h.sandbox.url}/tpay/secure/${encodeURIComponent(title)}/pay`, {
      method: 'POST',
      redirect: 'manual',
    });
    await waitFor(() =>
      h.sandbox.state.tpay.notifications.some((n) => n.fields.tr_id === title && n.state !== 'pending'),
    );
  };

  it('reserve answers a receipt key of 64 hex characters, another for every hold', async () => {
    const one = await h.reserve();
    const two = await h.reserve();
    expect(one.receiptKey).toMatch(/^[a-f0-9]{64}$/);
    expect(two.receiptKey).not.toBe(one.receiptKey);
    expect(one.receiptKey).not.toContain(one.holdToken);
  });

  it('a paid transfer shows what was booked and the charged total – and no contact data', async () => {
    const held = await h.reserve();
    const { id, title } = await startTransfer(held);
    await storeRecord(held, id);
    const pending = await receipt(held.receiptKey);
    expect(pending.status).toBe(200);
    expect(pending.body).toEqual({ success: true, status: 'pending' });

    await payOnHostedPage(title);
    const paid = await receipt(held.receiptKey);
    expect(paid.status).toBe(200);
    expect(bookingReceipt.response.isValidSync(paid.body)).toBe(true);
    expect(paid.body).toEqual({
      success: true,
      status: 'success',
      booking: {
        confirmationCode: held.code,
        activity: { id: 1001, title: 'Kraków Old Town walking tour' },
        date: '2026-06-18',
        time: '10:00',
        tickets: [{ category: 'Adult', count: 2, price: held.total / 2 }],
        totalPrice: held.total,
        currency: 'PLN',
        meetingPoint: 'Main Market Square',
      },
    });
    const text = JSON.stringify(paid.body);
    expect(text).not.toContain('anna@example.com');
    expect(text).not.toContain('Nowak');
  });

  it('asks the provider while the payment is open, so a payer back before the notification sees it paid', async () => {
    const held = await h.reserve();
    const { id, title } = await startTransfer(held);
    await storeRecord(held, id);
    // No notification reaches the BFF for this one: only asking Tpay can tell it is paid.
    const tx = h.sandbox.state.tpay.find(id);
    if (tx) tx.notificationUrl = '';
    await fetch(`${h.sandbox.url}/tpay/secure/${encodeURIComponent(title)}/pay`, {
      method: 'POST',
      redirect: 'manual',
    });
    const paid = await receipt(held.receiptKey);
    expect(paid.body.status).toBe('success');
    expect(paid.body.booking.confirmationCode).toBe(held.code);
  });

  it('names no booking for a hold never paid for, an unknown key or a key that is not one', async () => {
    const held = await h.reserve();
    const unpaid = await receipt(held.receiptKey);
    const unknown = await receipt('0'.repeat(64));
    expect(unpaid.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(unpaid.body).toEqual(unknown.body);
    expect(unknown.body.error.code).toBe('receipt_not_found');
    expect((await receipt('not-a-key')).status).toBe(400);
  });

  it('a refused BLIK try says error, not confirmed', async () => {
    const held = await h.reserve();
    const res = await h.post(
      '/api/tpay/create-transaction',
      tpayBody(held.code, held.total, { groupId: 150, blikPaymentData: { blikToken: '111234' } }),
    );
    expect(res.body.result).toBe('failed');
    const refused = await receipt(held.receiptKey);
    expect(refused.body).toEqual({ success: true, status: 'error' });
  });
});
