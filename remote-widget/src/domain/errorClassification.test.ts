import { classifyError, failureMessageCode } from './errorClassification';

describe('classifyError (§8 general error handler)', () => {
  it('counts no answer and timeouts as NETWORK, with HIGH severity', () => {
    expect(classifyError({ code: 'network_error', status: 0 })).toMatchObject({
      category: 'NETWORK',
      severity: 'HIGH',
    });
    expect(classifyError({ code: 'timeout', status: 0 }).category).toBe('NETWORK');
  });

  it('counts a bare fetch that got no answer, or a lost script chunk, as NETWORK (§8 "Błąd połączenia")', () => {
    expect(classifyError(new TypeError('Failed to fetch')).category).toBe('NETWORK');
    expect(classifyError(new TypeError('NetworkError when attempting to fetch resource.')).category).toBe(
      'NETWORK',
    );
    expect(classifyError({ name: 'ChunkLoadError', message: 'Loading chunk 12 failed.' }).category).toBe(
      'NETWORK',
    );
    expect(classifyError(new TypeError('x is undefined')).category).toBe('UNKNOWN');
  });

  it('counts a schema refusal (yup ValidationError) as VALIDATION (§8 "Błąd walidacji")', () => {
    expect(classifyError({ name: 'ValidationError', message: 'email is a required field' }).category).toBe(
      'VALIDATION',
    );
  });

  it('counts refused input as VALIDATION', () => {
    expect(classifyError({ code: 'invalid_request', status: 400 })).toMatchObject({
      category: 'VALIDATION',
      severity: 'MEDIUM',
    });
  });

  it('counts other answers as BUSINESS with the catalogue message of their code', () => {
    expect(classifyError({ code: 'reservation_expired', status: 410 })).toEqual({
      category: 'BUSINESS',
      severity: 'MEDIUM',
      messageCode: 'reservation_expired',
    });
    expect(classifyError({ code: 'internal_error', status: 500 })).toMatchObject({
      category: 'BUSINESS',
      severity: 'HIGH',
      messageCode: null,
    });
  });

  it('counts a thrown value with no status and no known message as UNKNOWN', () => {
    expect(classifyError({ message: 'x is undefined' }).category).toBe('UNKNOWN');
  });
});

describe('failureMessageCode', () => {
  it('reads the catalogue code of an API error from its code, never from its text', () => {
    expect(failureMessageCode({ code: 'reservation_not_created' })).toBe('reservation_not_created');
    expect(failureMessageCode({ code: 'store_unavailable' })).toBe('reservation_failed');
    expect(failureMessageCode({ message: 'Invalid BLIK code. Please enter a 6-digit code.' })).toBeNull();
    expect(failureMessageCode({ code: 'internal_error', message: 'anything' })).toBeNull();
  });

  it('names §8 "Transaction creation failed" for an upstream_error naming a payment provider', () => {
    const failed = { code: 'upstream_error', details: { provider: 'TPAY_API_ERROR' } };
    expect(failureMessageCode(failed)).toBe('transaction_creation_failed');
    expect(failureMessageCode({ code: 'upstream_error' })).toBeNull();
  });
});
