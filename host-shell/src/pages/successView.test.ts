import { receiptBooking } from '@booking/shared-contracts/testing';
import type { ReceiptAnswer } from './receipt';
import { successViewOf } from './successView';

const KEY = 'e'.repeat(64);
const booking = receiptBooking();
const found = (status: 'success' | 'pending' | 'error' | 'cancelled'): ReceiptAnswer => ({
  kind: 'found',
  status,
  booking: status === 'success' ? booking : null,
});
const query = (params: Record<string, string>) => `?${new URLSearchParams(params).toString()}`;

describe('successViewOf', () => {
  it('confirms only what the BFF confirms for the receipt key', () => {
    expect(successViewOf(query({ receipt: KEY }), found('success'))).toEqual({ kind: 'confirmed', booking });
  });

  it('a payment still open is being confirmed; before the answer the page is loading', () => {
    expect(successViewOf(query({ receipt: KEY }), found('pending'))).toEqual({ kind: 'pending' });
    expect(successViewOf(query({ receipt: KEY }), null)).toEqual({ kind: 'loading' });
  });

  it('a failed or cancelled payment, or "status=error" without a receipt, shows the failure', () => {
    expect(successViewOf(query({ receipt: KEY }), found('error'))).toEqual({ kind: 'failed' });
    expect(successViewOf(query({ receipt: KEY }), found('cancelled'))).toEqual({ kind: 'failed' });
    expect(successViewOf('?status=error', null)).toEqual({ kind: 'failed' });
  });

  it('"a reference that names no paid booking does not say confirmed": unknown keys, data alone, nothing', () => {
    expect(successViewOf(query({ receipt: KEY }), { kind: 'unknown' })).toEqual({ kind: 'neutral' });
    expect(successViewOf(query({ receipt: KEY }), { kind: 'unreachable' })).toEqual({ kind: 'neutral' });
    const forged = btoa(encodeURIComponent(JSON.stringify({ version: '2.1', status: 'success' })));
    expect(successViewOf(query({ data: forged }), null)).toEqual({ kind: 'neutral' });
    expect(successViewOf(query({ receipt: 'not-a-key' }), null)).toEqual({ kind: 'neutral' });
    expect(successViewOf('', null)).toEqual({ kind: 'neutral' });
  });
});
