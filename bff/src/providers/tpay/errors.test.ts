import {
  TpayAuthError,
  TpayNotFoundError,
  TpayPaymentRefusedError,
  TpayRateLimitError,
  TpayUnavailableError,
  TpayUnexpectedResponseError,
  TpayValidationError,
  tpayErrorFromResponse,
} from './errors';

const failed = (errorCode: string, fieldName: string | null = null) => ({
  result: 'failed',
  requestId: 'r1',
  errors: [{ errorCode, errorMessage: 'Please try again later', fieldName, devMessage: 'x', docUrl: 'y' }],
});

describe('tpayErrorFromResponse', () => {
  it('picks one class per failure kind from the status', () => {
    expect(tpayErrorFromResponse(401, failed('unauthorized'))).toBeInstanceOf(TpayAuthError);
    expect(tpayErrorFromResponse(404, null)).toBeInstanceOf(TpayNotFoundError);
    expect(tpayErrorFromResponse(429, null)).toBeInstanceOf(TpayRateLimitError);
    expect(tpayErrorFromResponse(502, 'Bad gateway')).toBeInstanceOf(TpayUnavailableError);
    expect(tpayErrorFromResponse(302, null)).toBeInstanceOf(TpayUnexpectedResponseError);
  });

  it('treats payment_failed as a refused payment whatever the status, keeping the error list', () => {
    const error = tpayErrorFromResponse(200, failed('payment_failed'));
    expect(error).toBeInstanceOf(TpayPaymentRefusedError);
    expect(error.errors).toEqual([
      { errorCode: 'payment_failed', errorMessage: 'Please try again later', fieldName: null },
    ]);
  });

  it('reads result "failed" under a 2xx as a validation error naming the field', () => {
    const error = tpayErrorFromResponse(200, failed('field_required', 'payer.email'));
    expect(error).toBeInstanceOf(TpayValidationError);
    expect(error.message).toBe('field_required: Please try again later');
    expect(error.errors[0]?.fieldName).toBe('payer.email');
  });
});
