import { detectActivityType, isPrivateActivityType } from './activityType';

describe('detectActivityType', () => {
  it('reads POL from the external id ("…POL…")', () => {
    expect(detectActivityType({ externalId: 'KRK-POL-01' })).toBe('POL');
  });

  it('reads ENG from the external id ("…ENG…")', () => {
    expect(detectActivityType({ externalId: 'KRK-ENG-01' })).toBe('ENG');
  });

  it('reads the external id case-insensitively', () => {
    expect(detectActivityType({ externalId: 'krk-eng-01' })).toBe('ENG');
  });

  it('lets PRIV win over a language marker in the same external id', () => {
    expect(detectActivityType({ externalId: 'KRK-POL-PRIV' })).toBe('PRIV');
  });

  it('prefers the external id over the private flag ("from the external id first")', () => {
    expect(detectActivityType({ externalId: 'KRK-ENG', flags: ['PRIVATE'] })).toBe('ENG');
  });

  it('falls back to the provider flag PRIVATE when the external id names no type', () => {
    expect(detectActivityType({ externalId: 'KRK-01', flags: ['private'] })).toBe('PRIV');
  });

  it('falls back to an explicit private flag when the external id is absent', () => {
    expect(detectActivityType({ externalId: null, private: true })).toBe('PRIV');
  });

  it('is "default" when neither the external id nor the flags name a type', () => {
    expect(detectActivityType({ externalId: 'KRK-01', flags: ['FAMILY'] })).toBe('default');
  });
});

describe('isPrivateActivityType', () => {
  it('is true only for PRIV', () => {
    expect([isPrivateActivityType('PRIV'), isPrivateActivityType('POL')]).toEqual([true, false]);
  });
});
