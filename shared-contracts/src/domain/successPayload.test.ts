import { decodeSuccessData, encodeSuccessData, type SuccessPayload } from './successPayload';

const payload: SuccessPayload = {
  version: '2.1',
  status: 'success',
  confirmationCode: 'UND-92677922',
  bookingId: 5501,
  activity: { id: 1001, title: 'Wycieczka po Krakowie' },
  date: '2026-06-12',
  time: '10:00',
  tickets: [{ category: 'Dorosły', count: 2, price: 100 }],
  totalPrice: 200,
  currency: 'PLN',
  contact: { firstName: 'Łucja', lastName: 'Żak', email: 'lucja@example.com' },
  transactionId: 'ta_1',
  provider: 'tpay',
  lang: 'pl',
};

describe('success redirect data (§2)', () => {
  it('data is base64 of URL-encoded JSON and round-trips Polish text', () => {
    const data = encodeSuccessData(payload);
    expect(decodeURIComponent(atob(data))).toBe(JSON.stringify(payload));
    expect(decodeSuccessData(data)).toEqual(payload);
    expect(decodeSuccessData('not base64 at all')).toBeUndefined();
  });

  it('rejects a payload of another version or status', () => {
    expect(
      decodeSuccessData(encodeSuccessData({ ...payload, version: '2.0' } as unknown as SuccessPayload)),
    ).toBeUndefined();
    expect(
      decodeSuccessData(encodeSuccessData({ ...payload, status: 'pending' } as unknown as SuccessPayload)),
    ).toBeUndefined();
  });

  it('accepts null for the fields a failed payment may lack', () => {
    const failed = {
      ...payload,
      status: 'error' as const,
      confirmationCode: null,
      transactionId: null,
      date: null,
      time: null,
    };
    expect(decodeSuccessData(encodeSuccessData(failed))).toEqual(failed);
  });
});
