import { agreementsSchema, hasRequiredAgreements } from './agreements';

describe('agreements', () => {
  it('start with none given', () => {
    expect(agreementsSchema.validateSync({})).toEqual({
      terms: false,
      paymentTerms: false,
      marketing: false,
    });
  });

  it('"Required agreements: terms and paymentTerms. marketing is optional."', () => {
    expect(hasRequiredAgreements({ terms: true, paymentTerms: true, marketing: false })).toBe(true);
    expect(hasRequiredAgreements({ terms: true, paymentTerms: false, marketing: true })).toBe(false);
    expect(hasRequiredAgreements({ terms: false, paymentTerms: true, marketing: true })).toBe(false);
  });
});
