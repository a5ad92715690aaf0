import { tpayErrorFromResponse } from './errors';

const failed = (errorCode: string, fieldName: string | null = null) => ({
  result: 'failed',
  requestId: 'r1',
  errors: [{ errorCode, errorMessage: 'Please try again later', fieldName, devMessage: 'x', docUrl: 'y' }],
});

describe('tpayErrorFromResponse', () => {
  it('picks one class per failure kind from the status', () => {
    expect(tpayErrorFromResponse(401, failed('unauthorized'))).toMatchObject({
      provider: 'tpay',
      kind: 'auth',
    });
    expect(tpayErrorFromResponse(404, null)).toMatchObject({ provider: 'tpay', kind: 'not_found' });
    expect(tpayErrorFromResponse(429, null)).toMatchObject({ provider: 'tpay', kind: 'rate_limit' });
    expect(tpayErrorFromResponse(502, 'Bad gateway')).toMatchObject({
      provider: 'tpay',
      kind: 'unavailable',
    });
    expect(tpayErrorFromResponse(302, null)).toMatchObject({ provider: 'tpay', kind: 'unexpected' });
  });

  it('treats payment_failed as a refused payment whatever the status, keeping the error list', () => {
    const error = tpayErrorFromResponse(200, failed('payment_failed'));
    expect(error).toMatchObject({ provider: 'tpay', kind: 'payment_refused' });
    expect(error.errors).toEqual([
      { errorCode: 'payment_failed', errorMessage: 'Please try again later', fieldName: null },
    ]);
  });

  it('reads result "failed" under a 2xx as a validation error naming the field', () => {
    const error = tpayErrorFromResponse(200, failed('field_required', 'payer.email'));
    expect(error).toMatchObject({ provider: 'tpay', kind: 'validation' });
    expect(error.message).toBe('field_required: Please try again later');
    expect(error.errors?.[0]?.fieldName).toBe('payer.email');
  });
});
