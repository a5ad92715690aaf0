import { paymentMethodSchema } from '@booking/shared-contracts';
import {
  bankGroupsToPaymentMethods,
  blikFailureReason,
  channelsToPaymentMethods,
  paymentStatusOf,
  toTransaction,
  transactionPaymentStatus,
} from './mapper';
import type { TpayChannelWire, TpayTransactionWire } from './types';

const channel = (over: Partial<TpayChannelWire> & { groupId: string }): TpayChannelWire => ({
  id: over.groupId,
  name: `Channel ${over.groupId}`,
  image: { url: `https://img/${over.groupId}.png` },
  available: true,
  groups: [
    { id: over.groupId, name: `Group ${over.groupId}`, image: { url: `https://img/g${over.groupId}.png` } },
  ],
  ...over,
});

describe('toTransaction', () => {
  const wire: TpayTransactionWire = {
    transactionId: 'ta_1',
    title: 'TR-ABC-1',
    status: 'pending',
    amount: 200,
    currency: 'PLN',
    date: { creation: '2026-06-01 10:00:00', realization: null },
    payer: { payerId: 'py_1', email: 'anna@example.com', name: 'Anna Nowak' },
    payments: {
      status: 'pending',
      method: null,
      amountPaid: 0,
      errors: [{ errorCode: 'payment_failed', errorMessage: 'refused', fieldName: null }],
    },
    transactionPaymentUrl: 'https://secure.sandbox.tpay.com/?title=TR-ABC-1',
  };

  it('turns the single payments object into the first payment attempt with its errors', () => {
    expect(toTransaction(wire).payments).toEqual([
      {
        status: 'pending',
        method: null,
        amountPaid: 0,
        date: { realization: null },
        errors: [{ errorCode: 'payment_failed', errorMessage: 'refused', fieldName: null }],
      },
    ]);
  });

  it('falls back to PLN when the currency is not three upper-case letters (§5)', () => {
    expect(toTransaction({ ...wire, currency: 'pln' }).currency).toBe('PLN');
  });
});

describe('paymentStatusOf', () => {
  it('maps correct/paid to success, canceled to cancelled, refund to refunded and unknown to pending', () => {
    expect(['correct', 'paid', 'canceled', 'refund', 'pending', 'weird'].map(paymentStatusOf)).toEqual([
      'success',
      'success',
      'cancelled',
      'refunded',
      'pending',
      'pending',
    ]);
  });
});

describe("paymentStatusOf: the failed statuses of Tpay's SDKs", () => {
  it('maps error (iOS SDK) and declined (Android SDK) to error', () => {
    expect(['error', 'declined', 'ERROR'].map(paymentStatusOf)).toEqual(['error', 'error', 'error']);
  });
});

describe('transactionPaymentStatus and blikFailureReason', () => {
  const pending = (payments: TpayTransactionWire['payments']): TpayTransactionWire => ({
    transactionId: 'ta_1',
    title: 'TR-ABC-1',
    status: 'pending',
    amount: 200,
    payments,
  });
  const attempt = (paymentErrorCode: string | null) => ({ date: '2026-06-01 10:02:00', paymentErrorCode });

  it('a pending BLIK payment with no attempt error stays pending, with no reason', () => {
    const tx = pending({ status: 'pending', attempts: [] });
    expect(transactionPaymentStatus(tx)).toBe('pending');
    expect(blikFailureReason(tx)).toBeNull();
  });

  it('attempt error 104 (BLIK system timeout) fails it as not confirmed in time', () => {
    const tx = pending({ status: 'pending', attempts: [attempt('104')] });
    expect(transactionPaymentStatus(tx)).toBe('error');
    expect(blikFailureReason(tx)).toBe('blik_unconfirmed');
  });

  it.each(['100', '101', '102', '103'])('attempt error %s fails it as refused', (code) => {
    const tx = pending({ status: 'pending', attempts: [attempt(code)] });
    expect(transactionPaymentStatus(tx)).toBe('error');
    expect(blikFailureReason(tx)).toBe('blik_refused');
  });

  it('reads the latest attempt: a new code after a failed one is pending again', () => {
    const tx = pending({ status: 'pending', attempts: [attempt('104'), attempt(null)] });
    expect(transactionPaymentStatus(tx)).toBe('pending');
  });

  it('still takes the old signal, payments.status declined, as failed', () => {
    expect(transactionPaymentStatus(pending({ status: 'declined' }))).toBe('error');
  });

  it('a paid transaction is paid whatever an earlier attempt said', () => {
    const tx = { ...pending({ status: 'correct', attempts: [attempt('104')] }), status: 'correct' };
    expect(transactionPaymentStatus(tx)).toBe('success');
  });
});

describe('channelsToPaymentMethods', () => {
  it('keeps one method per allowed group, drops blocked channels and groups outside the §5 list', () => {
    const methods = channelsToPaymentMethods([
      channel({ groupId: '150' }),
      channel({ groupId: '103', constraints: [{ field: 'amount', type: 'min', value: '1.00' }] }),
      channel({ groupId: '108', instantRedirection: true }),
      channel({ groupId: '108', id: '99', name: 'second PKO channel' }),
      channel({ groupId: '116', available: false }),
      channel({ groupId: '999' }),
    ]);
    expect(methods.map((m) => [m.id, m.type, m.groupId])).toEqual([
      ['blik', 'blik', 150],
      ['103', 'card', 103],
      ['108', 'bank_transfer', 108],
    ]);
    expect(methods[1]?.constraints.amount).toEqual({ min: 1, max: 999999.99 });
    expect(methods[2]?.instantRedirection).toBe(true);
    methods.forEach((m) => expect(paymentMethodSchema.isValidSync(m)).toBe(true));
  });
});

describe('bankGroupsToPaymentMethods', () => {
  it('maps groups by id with their image', () => {
    expect(
      bankGroupsToPaymentMethods([
        { id: 166, name: 'Google Pay', img: 'https://img/166.png' },
        { id: 5, name: 'Unlisted' },
      ]),
    ).toEqual([expect.objectContaining({ id: '166', type: 'google_pay', img: 'https://img/166.png' })]);
  });
});
