import { fromMinorUnits, toActivityId, toMinorUnits } from './brands';

describe('branded ids', () => {
  it('accepts a positive integer (or its text) as an ActivityId and refuses anything else', () => {
    expect(toActivityId('1001')).toBe(1001);
    expect(() => toActivityId(0)).toThrow(RangeError);
    expect(() => toActivityId('1.5')).toThrow(RangeError);
  });
});

describe('minor units', () => {
  it('converts major units without float noise (0.1 + 0.2 PLN is 30 grosze)', () => {
    expect(toMinorUnits(0.1 + 0.2, 'PLN')).toBe(30);
    expect(toMinorUnits(999999.99, 'PLN')).toBe(99999999);
    expect(fromMinorUnits(toMinorUnits(12.34, 'EUR'), 'EUR')).toBe(12.34);
  });

  it('leaves zero-decimal currencies unscaled (JPY 500 is 500)', () => {
    expect(toMinorUnits(500, 'JPY')).toBe(500);
    expect(fromMinorUnits(toMinorUnits(500, 'jpy'), 'JPY')).toBe(500);
  });
});
