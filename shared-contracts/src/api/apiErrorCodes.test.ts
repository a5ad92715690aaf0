import { API_ERROR_STATUS, fieldIssuesSchema, isApiErrorCode, userMessageForApiError } from './apiErrorCodes';
import { errorResponseSchema } from './errorResponse';

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
    expect(userMessageForApiError('amount_mismatch')).toBe('Invalid transaction amount');
    expect(userMessageForApiError('internal_error')).toBeUndefined();
    expect(userMessageForApiError('made_up')).toBeUndefined();
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
});
