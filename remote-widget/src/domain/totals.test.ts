import { basketTotalMinor, computeTotals, showsOldTotal, totalParticipantsOf } from './totals';

const basket = { '21': { count: 2, price: 100 }, '22': { count: 1, price: 60 } };

describe('totalParticipantsOf', () => {
  it('adds up the ticket counts', () => {
    expect(totalParticipantsOf(basket)).toBe(3);
  });
});

describe('basketTotalMinor', () => {
  it('sums count × price in minor units', () => {
    expect(basketTotalMinor(basket, 'PLN')).toBe(26000);
  });

  it('sums without float drift (3 × 0.1 + 0.2 is exactly 0.50)', () => {
    expect(basketTotalMinor({ a: { count: 3, price: 0.1 }, b: { count: 1, price: 0.2 } }, 'EUR')).toBe(50);
  });

  it('uses whole units for a zero-decimal currency', () => {
    expect(basketTotalMinor({ a: { count: 2, price: 1500 } }, 'JPY')).toBe(3000);
  });
});

describe('computeTotals', () => {
  it('gives totalParticipants and totalPrice without a promo', () => {
    expect(computeTotals(basket, 'PLN')).toEqual({
      totalParticipants: 3,
      totalPrice: 260,
      totalPriceMinor: 26000,
      oldTotalPrice: null,
    });
  });

  it('keeps the basket total as oldTotalPrice when a promo lowered the price', () => {
    const totals = computeTotals(basket, 'PLN', 234);
    expect([totals.totalPrice, totals.oldTotalPrice]).toEqual([234, 260]);
  });

  it('ignores a promo total that is not lower', () => {
    expect(computeTotals(basket, 'PLN', 260).oldTotalPrice).toBeNull();
  });

  it('is zero for an empty basket', () => {
    expect(computeTotals({}, 'PLN')).toMatchObject({ totalParticipants: 0, totalPrice: 0 });
  });
});

describe('showsOldTotal', () => {
  it('shows the old total only when it is above the total', () => {
    expect([showsOldTotal(288, 320), showsOldTotal(320, 320), showsOldTotal(320, null)]).toEqual([
      true,
      false,
      false,
    ]);
  });
});
