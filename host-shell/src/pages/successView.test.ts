import { encodeSuccessData, type SuccessPayload } from '@booking/shared-contracts';
import { successViewOf } from './successView';

const payload: SuccessPayload = {
  version: '2.1',
  status: 'success',
  confirmationCode: 'BWK-12',
  bookingId: 12,
  activity: { id: 1001, title: 'Old Town' },
  date: '2026-12-01',
  time: '10:00',
  tickets: [{ category: 'Adult', count: 2, price: 60 }],
  totalPrice: 120,
  currency: 'PLN',
  contact: { firstName: 'Anna', lastName: 'Nowak', email: 'anna@example.com' },
  transactionId: 'TR-1',
  provider: 'tpay',
  lang: 'en',
};
const query = (params: Record<string, string>) => `?${new URLSearchParams(params).toString()}`;

describe('successViewOf', () => {
  it('"decodes data (payload v2.1)" into a confirmation', () => {
    expect(successViewOf(query({ data: encodeSuccessData(payload) }))).toEqual({
      kind: 'confirmed',
      payload,
    });
  });

  it('"status=error shows the failure"', () => {
    expect(successViewOf(query({ status: 'error', data: encodeSuccessData(payload) })).kind).toBe('failed');
    expect(successViewOf(query({ status: 'error' }))).toEqual({ kind: 'failed', payload: undefined });
  });

  it('"missing or broken data shows a neutral page, never a false confirmation"', () => {
    expect(successViewOf('')).toEqual({ kind: 'neutral' });
    expect(successViewOf(query({ data: 'not-base64!' }))).toEqual({ kind: 'neutral' });
    expect(successViewOf(query({ data: btoa('{"status":"success"}') }))).toEqual({ kind: 'neutral' });
  });
});
