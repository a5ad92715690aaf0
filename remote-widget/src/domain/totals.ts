import {
  fromMinorUnits,
  toMinorUnits,
  type ExtraChoice,
  type MinorUnits,
  type Rate,
} from '@booking/shared-contracts';
import { priceSelection } from './ratePricing';
import type { TicketSelection } from './tickets';

/** §3 booking totals. Amounts are summed in minor units and given back in both forms. */
export interface BookingTotals {
  totalParticipants: number;
  /** Major units, free of float drift (0.1 + 0.2 is 0.3 here). */
  totalPrice: number;
  totalPriceMinor: MinorUnits;
  /** The total before a promo code lowered it; null when no promo lowered it. */
  oldTotalPrice: number | null;
}

/** Total participants over all tickets. */
export function totalParticipantsOf(selection: TicketSelection): number {
  return Object.values(selection).reduce((sum, entry) => sum + Math.max(0, entry.count), 0);
}

/** The basket total in minor units: each ticket's unit price rounded to minor units, times its count. */
export function basketTotalMinor(selection: TicketSelection, currency: string): MinorUnits {
  const total = Object.values(selection).reduce(
    (sum, entry) => sum + toMinorUnits(entry.price, currency) * Math.max(0, entry.count),
    0,
  );
  return total as MinorUnits;
}

/**
 * The price the booking system charges for the selection: on a known rate the shared pricing rule (bands
 * by participant count, a per-booking price once, the chosen extras); without a rate, or when the rate
 * cannot price the mix, each ticket's shown price times its count.
 */
export function chargedTotalMinor(
  selection: TicketSelection,
  currency: string,
  rate?: Rate | null,
  extras: readonly ExtraChoice[] = [],
): MinorUnits {
  const priced = rate ? priceSelection(selection, rate, currency, extras) : null;
  return priced?.ok ? priced.totalMinor : basketTotalMinor(selection, currency);
}

const minorOf = (amount: number | null | undefined, currency: string): MinorUnits | null =>
  typeof amount === 'number' && Number.isFinite(amount) && amount >= 0
    ? toMinorUnits(amount, currency)
    : null;

/**
 * §3 totalParticipants, totalPrice and oldTotalPrice. `promoTotal` is the total the provider priced with a
 * promo code (major units); when it is lower than the basket total it becomes the total and the basket
 * total becomes oldTotalPrice. A promo total that is not lower is ignored. `providerTotal`, the provider's
 * own checkout price of the selection, replaces the widget's estimate of the basket: it is what is charged
 * (issue #24 – Bokun's band rule across categories is unconfirmed).
 */
export function computeTotals(
  selection: TicketSelection,
  currency: string,
  promoTotal?: number | null,
  rate?: Rate | null,
  extras: readonly ExtraChoice[] = [],
  providerTotal?: number | null,
): BookingTotals {
  const basket = minorOf(providerTotal, currency) ?? chargedTotalMinor(selection, currency, rate, extras);
  const promo = minorOf(promoTotal, currency);
  const lowered = promo !== null && promo < basket;
  const totalMinor = lowered ? promo : basket;
  return {
    totalParticipants: totalParticipantsOf(selection),
    totalPrice: fromMinorUnits(totalMinor, currency),
    totalPriceMinor: totalMinor,
    oldTotalPrice: lowered ? fromMinorUnits(basket, currency) : null,
  };
}

/** The old total is shown, struck through, only when it is above the total a promo code lowered it to. */
export function showsOldTotal(totalPrice: number, oldTotalPrice: number | null): oldTotalPrice is number {
  return oldTotalPrice !== null && oldTotalPrice > totalPrice;
}
