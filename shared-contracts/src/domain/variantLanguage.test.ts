import { variantLanguage } from './variantLanguage';

describe('variantLanguage', () => {
  it("takes the language the config gives a variant, else its type's: POL Polish, ENG English", () => {
    expect(variantLanguage({ type: 'POL' })).toBe('pl');
    expect(variantLanguage({ type: 'ENG' })).toBe('en');
    expect(variantLanguage({ type: 'default', lang: 'de' })).toBe('de');
    expect(variantLanguage({ type: 'ENG', lang: 'it' })).toBe('it');
  });

  it('has none for a private or default variant without one, or with an unknown language', () => {
    expect(variantLanguage({ type: 'PRIV' })).toBeNull();
    expect(variantLanguage({ type: 'default', lang: 'xx' })).toBeNull();
  });
});
