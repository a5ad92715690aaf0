import {
  API_ERROR_CODES,
  API_ERROR_STATUS,
  apiErrorCodeForStatus,
  isApiErrorCode,
  messageCodeOf,
} from './apiErrorCodes';
import { userMessageForApiError } from './apiErrorMessages';
import { errorResponseSchema, fieldIssuesSchema } from './errorResponse';
import { ERROR_MESSAGES } from '../errors/messages';

describe('API error codes', () => {
  it('are snake_case with a 4xx or 5xx status', () => {
    for (const [code, status] of Object.entries(API_ERROR_STATUS)) {
      expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(600);
    }
  });

  it('recognise known codes only, not inherited names', () => {
    expect(isApiErrorCode('invalid_request')).toBe(true);
    expect(isApiErrorCode('toString')).toBe(false);
  });

  it('map business codes to the exact catalogue text', () => {
    expect(userMessageForApiError('reservation_expired')).toBe(
      'Czas rezerwacji wygasł. Proszę spróbować ponownie.',
    );
    expect(userMessageForApiError('invalid_transaction_amount')).toBe('Invalid transaction amount');
    expect(userMessageForApiError('internal_error')).toBeUndefined();
    expect(userMessageForApiError('made_up')).toBeUndefined();
  });

  it('name the code the BFF sends for a wrong amount, invalid_transaction_amount, answered 400', () => {
    expect(API_ERROR_STATUS.invalid_transaction_amount).toBe(400);
    expect(isApiErrorCode('amount_mismatch')).toBe(false);
  });

  it('give every code its message code: a §8 catalogue code, or null where the texts vary', () => {
    for (const code of API_ERROR_CODES) {
      const messageCode = messageCodeOf(code);
      expect(messageCode).not.toBeUndefined();
      if (messageCode !== null) expect(ERROR_MESSAGES[messageCode]).toEqual(expect.any(String));
    }
    expect(messageCodeOf('store_unavailable')).toBe('reservation_failed');
    expect(messageCodeOf('upstream_timeout')).toBe('transaction_timeout');
    expect(messageCodeOf('internal_error')).toBeNull();
  });

  it('fall back to the generic code of a status for an unknown answer', () => {
    expect(apiErrorCodeForStatus(502)).toBe('upstream_error');
    expect(apiErrorCodeForStatus(418)).toBe('bad_request');
    expect(apiErrorCodeForStatus(599)).toBe('internal_error');
    expect(apiErrorCodeForStatus(0)).toBe('internal_error');
  });

  it('describe a 400 answer: {error:{code,message,details:[{in,path,message}]}}', () => {
    const answer = {
      error: {
        code: 'invalid_request',
        message: 'The request is invalid',
        details: [{ in: 'body', path: 'payer.email', message: 'payer.email must be an e-mail address' }],
      },
    };
    expect(errorResponseSchema.isValidSync(answer)).toBe(true);
    expect(fieldIssuesSchema.isValidSync(answer.error.details)).toBe(true);
    expect(fieldIssuesSchema.isValidSync([{ in: 'header', path: '', message: 'x' }])).toBe(false);
  });

  it("describe the reservation calls' failure with success: false and refuse an unknown code", () => {
    const failure = { success: false, error: { code: 'reservation_expired', message: 'x' } };
    expect(errorResponseSchema.isValidSync(failure)).toBe(true);
    expect(errorResponseSchema.isValidSync({ ...failure, success: true })).toBe(false);
    expect(errorResponseSchema.isValidSync({ error: { code: 'made_up', message: 'x' } })).toBe(false);
  });
});
