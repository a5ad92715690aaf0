import { ERROR_MESSAGES, type ReservationData } from '@booking/shared-contracts';
import type { AppDeps } from '../../deps';
import { providerFailure, bookingNotPriced } from '../../errors';
import type { PromoTotals } from '../../providers/bokun';
import { bokunClientFor } from '../configAccess';
import { isProviderError } from '../../providers/providerError';

export interface ValidatePromoCodeInput {
  configId: string;
  reservationData: ReservationData;
}

type Deps = Pick<AppDeps, 'widgetConfigs' | 'bokunClient'> & Partial<Pick<AppDeps, 'metrics'>>;

/**
 * Prices a reservation with its promo code (spec §7 validate-promo-code). Bokun has no verdict for a code
 * (bokun.md §3.6): the booking is priced with and without it, and a lower total means it applied. An
 * unknown code is no error, just `promoCodeApplied: false` and the undiscounted total; without a code
 * the booking is priced once.
 */
export async function validatePromoCode(deps: Deps, input: ValidatePromoCodeInput): Promise<PromoTotals> {
  const client = bokunClientFor(deps, input.configId);
  deps.metrics?.providerCalls.record('bokun', undefined);
  try {
    return await client.promoTotals(input.reservationData);
  } catch (error) {
    if (!isProviderError(error, 'bokun')) throw error;
    // Bokun refusing the booking itself (sold out, bad rate): nothing to price, so say so plainly.
    if (error.kind === 'validation' || error.kind === 'not_found') throw bookingNotPriced();
    throw providerFailure(error, { unavailable: ERROR_MESSAGES.payment_unknown_error });
  }
}
