// Refunds of a paid transaction (tpay.md §4): full by default, or a part given as `amount` in main units.
import { randomBytes, randomUUID } from 'node:crypto';
import { apiError } from './errors';
import { formatTpayDate } from './signature';
import type { SimRefund, SimTransaction, TpayApiError } from './types';

const cents = (amount: number) => Math.round(amount * 100);

/** What is left to refund, in main units. */
export const refundable = (tx: SimTransaction): number =>
  (cents(tx.payment.amountPaid) - tx.refunds.reduce((sum, r) => sum + cents(r.amount), 0)) / 100;

/** The `amount` of a refund body: absent for a full refund, else a positive number with at most 2 decimals. */
export function parseRefundAmount(body: Record<string, unknown>): number | undefined | TpayApiError {
  const amount = body.amount;
  if (amount === undefined || amount === null) return undefined;
  if (
    typeof amount !== 'number' ||
    !Number.isFinite(amount) ||
    amount < 0.01 ||
    cents(amount) / 100 !== amount
  )
    return apiError('invalid_value', 'amount must be a number of at least 0.01 with two decimals', 'amount');
  return amount;
}

/** Adds a refund of `amount` (the rest when undefined) unless it exceeds what is left. */
export function recordRefund(
  tx: SimTransaction,
  amount: number | undefined,
  now: Date,
): SimRefund | TpayApiError {
  const left = refundable(tx);
  const value = amount ?? left;
  if (value <= 0 || cents(value) > cents(left))
    return apiError('refund_amount_exceeded', `At most ${left.toFixed(2)} can still be refunded`, 'amount');
  const refund: SimRefund = { refundId: `rf_${randomBytes(8).toString('hex')}`, amount: value, date: now };
  tx.refunds.push(refund);
  return refund;
}

/** `GET /transactions/{id}/refunds`. */
export function refundsBody(tx: SimTransaction) {
  return {
    result: 'success',
    requestId: randomUUID(),
    refunds: tx.refunds.map((r) => ({
      refundId: r.refundId,
      transactionId: tx.transactionId,
      title: tx.title,
      amount: r.amount,
      currency: tx.currency,
      date: formatTpayDate(r.date),
      status: 'correct',
    })),
  };
}
