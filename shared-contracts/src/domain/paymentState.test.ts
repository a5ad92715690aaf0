import { hasRequiredAgreements, paymentStateSchema } from './paymentState';

describe('paymentState', () => {
  it('starts not_paid with no transaction and no agreements', () => {
    const state = paymentStateSchema.validateSync({ agreements: {} });
    expect(state.paymentStatus).toBe('not_paid');
    expect(state.transaction).toBeNull();
    expect(state.agreements).toEqual({ terms: false, paymentTerms: false, marketing: false });
  });

  it('"Required agreements: terms and paymentTerms. marketing is optional."', () => {
    expect(hasRequiredAgreements({ terms: true, paymentTerms: true, marketing: false })).toBe(true);
    expect(hasRequiredAgreements({ terms: true, paymentTerms: false, marketing: true })).toBe(false);
    expect(hasRequiredAgreements({ terms: false, paymentTerms: true, marketing: true })).toBe(false);
  });

  it('rejects a status outside the six of §4', () => {
    expect(paymentStateSchema.isValidSync({ paymentStatus: 'paid' })).toBe(false);
  });
});
