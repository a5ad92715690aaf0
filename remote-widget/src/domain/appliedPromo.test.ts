import { chargedPromoCode, currentPromoTotal, promoIsCurrent, type AppliedPromo } from './appliedPromo';
import { holdFingerprint } from './holdFingerprint';

const oneAdult = holdFingerprint({ activityId: 1, slotId: '31_20260612', rateId: 11, counts: { 21: 1 } });
const twoAdults = holdFingerprint({ activityId: 1, slotId: '31_20260612', rateId: 11, counts: { 21: 2 } });
const welcome: AppliedPromo = { code: 'WELCOME10', total: 108, pricedFor: oneAdult };

describe('appliedPromo', () => {
  it('a promo total counts for the very selection it was priced for', () => {
    expect(promoIsCurrent(welcome, oneAdult)).toBe(true);
    expect(currentPromoTotal(welcome, oneAdult)).toBe(108);
    expect(chargedPromoCode(welcome, oneAdult)).toBe('WELCOME10');
  });

  it('a promo total priced for other tickets does not lower the total of this selection', () => {
    expect(promoIsCurrent(welcome, twoAdults)).toBe(false);
    expect(currentPromoTotal(welcome, twoAdults)).toBeNull();
  });

  it('the reservation carries no code whose total is not current, so the amount sent is the basket price', () => {
    expect(chargedPromoCode(welcome, twoAdults)).toBe('');
    expect(chargedPromoCode(null, oneAdult)).toBe('');
  });
});
