import type { BokunApi } from './api';
import { mapPromoTotals, type PromoTotals } from './mapCheckout';
import type { BokunBookingRequest } from './types';

/**
 * Bokun has no promo-validation endpoint for direct bookings (bokun.md §3.6): price the request with
 * and without the code and compare. An unknown code is not an error, just an unchanged total.
 */
export async function evaluatePromoCode(
  client: BokunApi,
  request: BokunBookingRequest,
  promoCode: string,
  currency: string,
): Promise<PromoTotals> {
  const { promoCode: _ignored, ...withoutCode } = request;
  const [discounted, base] = await Promise.all([
    client.checkoutOptions({ ...withoutCode, promoCode }, currency),
    client.checkoutOptions(withoutCode, currency),
  ]);
  return mapPromoTotals(discounted, base);
}
