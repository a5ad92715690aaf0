import { catalogueCodeOf, classifyError } from './errorClassification';

describe('classifyError (§8 general error handler)', () => {
  it('counts no answer and timeouts as NETWORK, with HIGH severity', () => {
    expect(classifyError({ code: 'network_error', status: 0 })).toMatchObject({
      category: 'NETWORK',
      severity: 'HIGH',
    });
    expect(classifyError({ code: 'timeout', status: 0 }).category).toBe('NETWORK');
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

describe('catalogueCodeOf', () => {
  it('finds the catalogue code of an exact catalogue text', () => {
    expect(catalogueCodeOf({ message: 'Invalid BLIK code. Please enter a 6-digit code.' })).toBe(
      'invalid_blik_code',
    );
    expect(catalogueCodeOf({ code: 'reservation_not_created' })).toBe('reservation_not_created');
    expect(catalogueCodeOf({ message: 'anything' })).toBeNull();
  });
});
