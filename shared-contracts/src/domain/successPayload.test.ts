import { successPayload } from '../testing';
import { decodeSuccessData, encodeSuccessData, type SuccessPayload } from './successPayload';

// Polish text in the title and the contact: the encoding must carry it.
const payload = successPayload({
  activity: { id: 1001, title: 'Wycieczka po Krakowie' },
  contact: { firstName: 'Łucja', lastName: 'Żak', email: 'lucja@example.com' },
});

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
