import { PLACEHOLDER_EMAIL, stripeCreateTransaction, tpayCreateTransaction } from '@booking/shared-contracts';
import { stripeBody, tpayBody, usePaymentHarness } from '../../test/paymentHarness';
import { buildHikeReservation } from '@booking/sandbox/testing';
import { describeEngines } from '../testing/engines';

/** A payer who gave a name and a phone number and no e-mail, as the widget sends one. */
const withoutEmail = <T extends { idempotencyKey: string }>(body: T) => ({
  ...body,
  payer: { name: 'Jan Gazda', phone: '+48600700800' },
  idempotencyKey: body.idempotencyKey.replace('anna@example.com', ''),
});

const phoneOnly = (date: string) =>
  buildHikeReservation(date, { firstName: 'Jan', lastName: 'Gazda', phoneNumber: '+48600700800' });

describeEngines('Paying without an e-mail, on each engine', (engine) => {
  const h = usePaymentHarness(engine);

  it('Tpay: the hike (no e-mail asked) is paid with the placeholder Tpay requires as the payer e-mail', async () => {
    const { code, total } = await h.reserveWith(phoneOnly);
    const res = await h.post(
      '/api/tpay/create-transaction',
      withoutEmail(tpayBody(code, total, { groupId: 150, blikPaymentData: { blikToken: '777123' } })),
    );
    expect(res.status).toBe(200);
    expect(tpayCreateTransaction.response.isValidSync(res.body)).toBe(true);
    expect(res.body).toMatchObject({ result: 'success', amount: total });
    const tx = h.sandbox.state.tpay.find(res.body.transactionId as string);
    expect(tx?.payer).toMatchObject({ email: PLACEHOLDER_EMAIL, name: 'Jan Gazda', phone: '+48600700800' });
  });

  it('Stripe: the hike is paid on a hosted page that asks the payer, no customer_email sent', async () => {
    const { code, total } = await h.reserveWith(phoneOnly);
    const res = await h.post('/api/stripe/create-transaction', withoutEmail(stripeBody(code, total)));
    expect(res.status).toBe(200);
    expect(stripeCreateTransaction.response.isValidSync(res.body)).toBe(true);
    expect(res.body).toMatchObject({ success: true, payer: { email: '', name: 'Jan Gazda' } });
    const session = h.sandbox.state.stripe.sessions.get(res.body.transactionId as string);
    expect(session?.input.customerEmail).toBeNull();
  });

  it('an activity that asks for an e-mail is refused without one, before any provider call', async () => {
    const { code, total } = await h.reserve(1);
    const before = h.sandbox.state.tpay.transactions.size;
    const res = await h.post(
      '/api/tpay/create-transaction',
      withoutEmail(tpayBody(code, total, { groupId: 150, blikPaymentData: { blikToken: '777123' } })),
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'missing_contact_information',
      details: { fields: ['email'] },
    });
    expect(h.sandbox.state.tpay.transactions.size).toBe(before);
  });
});
