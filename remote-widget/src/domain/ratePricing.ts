import {
  participantsOf,
  priceBooking,
  unitPriceFor,
  type BookingPrice,
  type ExtraChoice,
  type Rate,
  type RatePricing,
  type TicketMix,
} from '@booking/shared-contracts';
import type { TicketSelection } from './tickets';

/**
 * The rate's prices in the terms of the booking system's pricing rule (shared with the BFF's checks): every
 * participant band when the rate has them, else its one price per ticket.
 */
export function ratePricingOf(rate: Rate): RatePricing {
  const unitPrices = rate.unitPrices
    ? rate.unitPrices.map((p) => ({ categoryId: p.idTicket, amount: p.amount, min: p.min, max: p.max }))
    : rate.priceCategories.map((p) => ({ categoryId: p.idTicket, amount: p.amount }));
  return {
    unitPrices,
    pricePerBooking: rate.pricePerBooking ?? null,
    extras: (rate.extras ?? []).map((e) => ({
      extraId: e.extraId,
      prices: e.prices.map((p) => ({ categoryId: p.idTicket, amount: p.amount })),
      perBooking: e.perBooking ?? null,
    })),
  };
}

/** The ticket counts of a selection (ticket id = pricing category id) with any extras chosen. */
export function ticketMixOf(selection: TicketSelection, extras: readonly ExtraChoice[] = []): TicketMix {
  const counts: Record<number, number> = {};
  for (const [id, entry] of Object.entries(selection)) counts[Number(id)] = Math.max(0, entry.count);
  return { counts, extras };
}

/** What the booking system charges for a selection on a rate: the one rule of shared-contracts. */
export function priceSelection(
  selection: TicketSelection,
  rate: Rate,
  currency: string,
  extras: readonly ExtraChoice[] = [],
): BookingPrice {
  return priceBooking(ratePricingOf(rate), ticketMixOf(selection, extras), currency);
}

/**
 * Each ticket's unit price on a rate for the selection's participant count: the band holding the booking's
 * total (before anything is counted, the band for one participant, else the ticket's first listed price).
 * Tickets the rate does not price are left out.
 */
export function unitPricesForSelection(rate: Rate, selection: TicketSelection): Map<number, number> {
  const pricing = ratePricingOf(rate);
  const participants = Math.max(1, participantsOf(ticketMixOf(selection).counts));
  const result = new Map<number, number>();
  for (const { categoryId, amount } of pricing.unitPrices) {
    if (result.has(categoryId)) continue;
    result.set(categoryId, unitPriceFor(pricing.unitPrices, categoryId, participants) ?? amount);
  }
  return result;
}
