import { toMinorUnits, type MinorUnits } from '@booking/shared-contracts';
import type { ConfirmOutcome } from './api';
import type { BokunBookingResponseJson, BokunCheckoutOptionJson, BokunCheckoutOptionsJson } from './types';
import { RESERVE_PAYMENT_METHOD } from './vendor';
import { ProviderError } from '../providerError';

/** The checkout option the BFF reserves with: its type and the authoritative amount. */
export interface ReserveOption {
  type: string;
  amount: number;
  currency: string;
}

/** Bokun's price of a reservation: the checkout option to reserve with and its amount in minor units. */
export interface Quote {
  checkoutOption: string;
  amount: MinorUnits;
  currency: string;
}

/** §7 validate-promo-code `data`. */
export interface PromoTotals {
  totalPrice: number;
  price: { total: number };
  currency: string;
  /** True when the code lowered the total (Bokun gives no explicit verdict, bokun.md §3.6). */
  promoCodeApplied: boolean;
}

/** §7 reserve `data`. */
export interface ReservationRef {
  confirmationCode: string;
  bookingId: number;
}

/** §7 confirm-reservation `data`. */
export interface ConfirmationResult {
  confirmationCode: string;
  status: 'CONFIRMED';
}

function allowsReserve(option: BokunCheckoutOptionJson): boolean {
  // Some payloads nest the methods under paymentMethods, others put them on the option (bokun.md §3.2).
  const methods = option.paymentMethods?.allowedMethods ?? option.allowedMethods ?? [];
  return methods.includes(RESERVE_PAYMENT_METHOD);
}

/** Picks the option that allows reserve-for-external-payment; never assumes CUSTOMER_FULL_PAYMENT. */
export function pickReserveOption(response: BokunCheckoutOptionsJson): ReserveOption {
  const option = (response.options ?? []).find(allowsReserve);
  if (!option?.type || typeof option.amount !== 'number' || !option.currency) {
    throw new ProviderError(
      'bokun',
      'unexpected',
      'Bokun offered no checkout option that allows reserving for external payment',
    );
  }
  return { type: option.type, amount: option.amount, currency: option.currency };
}

/** The reserve option of a checkout-options answer as a quote, its amount in the currency's minor units. */
export function quoteOf(response: BokunCheckoutOptionsJson): Quote {
  const option = pickReserveOption(response);
  return {
    checkoutOption: option.type,
    amount: toMinorUnits(option.amount, option.currency),
    currency: option.currency,
  };
}

/** Totals with the promo code, compared with the price without it. */
export function mapPromoTotals(
  withCode: BokunCheckoutOptionsJson,
  withoutCode: BokunCheckoutOptionsJson,
): PromoTotals {
  const discounted = pickReserveOption(withCode);
  const base = pickReserveOption(withoutCode);
  return {
    totalPrice: discounted.amount,
    price: { total: discounted.amount },
    currency: discounted.currency,
    promoCodeApplied: discounted.amount < base.amount,
  };
}

/** Submit response → `{confirmationCode, bookingId}`; some payloads say `id` for `bookingId`. */
export function mapReservation(response: BokunBookingResponseJson): ReservationRef {
  const booking = response.booking;
  const bookingId = booking?.bookingId ?? booking?.id;
  if (!booking?.confirmationCode || typeof bookingId !== 'number') {
    throw new ProviderError(
      'bokun',
      'unexpected',
      'Bokun reserved without a confirmation code or booking id',
    );
  }
  return { confirmationCode: booking.confirmationCode, bookingId };
}

/** Confirm outcome → `{confirmationCode, status}`; a repeat confirm is a success. */
export function mapConfirmation(confirmationCode: string, outcome: ConfirmOutcome): ConfirmationResult {
  const status = outcome.response?.booking?.status;
  if (!outcome.alreadyConfirmed && status !== undefined && status !== 'CONFIRMED') {
    throw new ProviderError('bokun', 'unexpected', `Bokun answered confirm with booking status ${status}`);
  }
  return {
    confirmationCode: outcome.response?.booking?.confirmationCode ?? confirmationCode,
    status: 'CONFIRMED',
  };
}
