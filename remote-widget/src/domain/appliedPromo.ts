/** A promo code the booking system priced, with the selection it priced it for. */
export interface AppliedPromo {
  code: string;
  /** The booking's total with the code, as the booking system priced it (major units). */
  total: number;
  /** The pricing key (`holdFingerprint`) of the selection that total belongs to. */
  pricedFor: string;
}

/**
 * Whether the promo's total is the price of the selection as it is now. A total priced for another date,
 * slot, rate, ticket mix or extras says nothing of this one: a discount of one adult is not the discount of
 * two, and the booking system refuses a reservation whose amount differs from its own price.
 */
export function promoIsCurrent(promo: AppliedPromo | null, selectionKey: string): promo is AppliedPromo {
  return promo !== null && promo.pricedFor === selectionKey;
}

/** The promo total that lowers the booking now: the applied one while it is current, else none. */
export function currentPromoTotal(promo: AppliedPromo | null, selectionKey: string): number | null {
  return promoIsCurrent(promo, selectionKey) ? promo.total : null;
}

/** The code the reservation carries: the applied one while its total is current, else none (''). */
export function chargedPromoCode(promo: AppliedPromo | null, selectionKey: string): string {
  return promoIsCurrent(promo, selectionKey) ? promo.code : '';
}
