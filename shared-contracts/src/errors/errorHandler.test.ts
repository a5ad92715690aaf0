import { ERROR_HANDLER_TABLE, errorToastFor, UNHANDLED_ERROR_CLASSIFICATION } from './errorHandler';
import { productUnavailableMessage, PRODUCT_UNAVAILABLE_MESSAGES } from './productUnavailable';
import { LANGUAGES } from '../domain/constants';

describe('general error handler (§8)', () => {
  it('Network: "Błąd połączenia" / "Sprawdź połączenie internetowe i spróbuj ponownie." for 5000 ms', () => {
    expect(errorToastFor('NETWORK', 'ignored')).toEqual({
      title: 'Błąd połączenia',
      message: 'Sprawdź połączenie internetowe i spróbuj ponownie.',
      durationMs: 5000,
    });
  });

  it('Validation: "Błąd walidacji" / "Sprawdź wprowadzone dane i spróbuj ponownie." for 4000 ms', () => {
    expect(errorToastFor('VALIDATION')).toEqual({
      title: 'Błąd walidacji',
      message: 'Sprawdź wprowadzone dane i spróbuj ponownie.',
      durationMs: 4000,
    });
  });

  it('Business: "Wystąpił błąd" with the error\'s own message or "Spróbuj ponownie za chwilę." for 5000 ms', () => {
    expect(errorToastFor('BUSINESS', 'Sold out')).toEqual({
      title: 'Wystąpił błąd',
      message: 'Sold out',
      durationMs: 5000,
    });
    expect(errorToastFor('BUSINESS')).toEqual({ ...ERROR_HANDLER_TABLE.BUSINESS });
    expect(errorToastFor('UNKNOWN', ' ').message).toBe('Spróbuj ponownie za chwilę.');
  });

  it('classifies unhandled errors as UNKNOWN/CRITICAL and rejections as UNKNOWN/HIGH', () => {
    expect(UNHANDLED_ERROR_CLASSIFICATION.error).toEqual({ category: 'UNKNOWN', severity: 'CRITICAL' });
    expect(UNHANDLED_ERROR_CLASSIFICATION.rejection).toEqual({ category: 'UNKNOWN', severity: 'HIGH' });
  });
});

describe('productUnavailableMessage', () => {
  it('is "This product is temporarily unavailable." in English and the fallback for unknown languages', () => {
    expect(productUnavailableMessage('en')).toBe('This product is temporarily unavailable.');
    expect(productUnavailableMessage('cs')).toBe('This product is temporarily unavailable.');
    expect(productUnavailableMessage(undefined)).toBe('This product is temporarily unavailable.');
  });

  it('has a distinct translation for each of the six languages', () => {
    expect(Object.keys(PRODUCT_UNAVAILABLE_MESSAGES).sort()).toEqual([...LANGUAGES].sort());
    expect(new Set(Object.values(PRODUCT_UNAVAILABLE_MESSAGES)).size).toBe(6);
    expect(productUnavailableMessage('pl')).toBe('Ten produkt jest tymczasowo niedostępny.');
  });
});
