import type { Rate, RateDefinition } from '@booking/shared-contracts';
import { ratePricingOf } from './ratePricing';
import type { TicketSelection } from './tickets';

/** A rate's participant rules as the activity gives them (the booking system's minPerBooking/maxPerBooking). */
export type RateLimits = Pick<RateDefinition, 'id' | 'minPerBooking' | 'maxPerBooking'>;

/** Why a rate does not take a selection: too few or too many participants, or tickets it does not sell. */
export type RateMismatch =
  { kind: 'participants'; min: number; max: number | null } | { kind: 'tickets'; ticketIds: number[] };

/** The participants one booking on the rate needs at least and may have at most (null: no upper limit). */
export function participantLimitsOf(
  rateId: number,
  limits: readonly RateLimits[] | undefined,
): { min: number; max: number | null } {
  const definition = limits?.find((candidate) => candidate.id === rateId);
  const min = definition?.minPerBooking ?? 0;
  const max = definition?.maxPerBooking ?? 0;
  // The booking system reports 0 (or nothing) for "no limit".
  return { min: Math.max(0, min), max: max > 0 ? max : null };
}

/**
 * The tickets (pricing categories) the rate has a price for; null when it names none (a price per booking,
 * or prices the data left out), which says nothing against any ticket.
 */
export function pricedTicketIds(rate: Rate): Set<number> | null {
  const ids = new Set(ratePricingOf(rate).unitPrices.map((price) => price.categoryId));
  return ids.size > 0 ? ids : null;
}

/**
 * Why the rate cannot be booked with these tickets, or null when it can: the participant count must be within
 * the rate's limits, and every ticket counted must be one the rate sells (the booking system refuses the
 * reservation otherwise, however often it is retried).
 */
export function rateMismatch(
  rate: Rate,
  selection: TicketSelection,
  limits: readonly RateLimits[] | undefined,
): RateMismatch | null {
  const counted = Object.entries(selection).filter(([, entry]) => entry.count > 0);
  const priced = pricedTicketIds(rate);
  const unsold = priced ? counted.map(([id]) => Number(id)).filter((id) => !priced.has(id)) : [];
  if (unsold.length > 0) return { kind: 'tickets', ticketIds: unsold };
  const participants = counted.reduce((sum, [, entry]) => sum + entry.count, 0);
  const { min, max } = participantLimitsOf(rate.id, limits);
  if (participants < min || (max !== null && participants > max)) return { kind: 'participants', min, max };
  return null;
}

/** True when the rate can be booked with these tickets. */
export function rateFits(
  rate: Rate,
  selection: TicketSelection,
  limits: readonly RateLimits[] | undefined,
): boolean {
  return rateMismatch(rate, selection, limits) === null;
}

/**
 * The rate a selection books on a slot: the preferred one while it takes the tickets, else the first of the
 * slot's rates that does (§4 "the first rate of the slot", among those the visitor can book); null when none
 * does.
 */
export function fittingRate(
  rates: readonly Rate[],
  selection: TicketSelection,
  limits: readonly RateLimits[] | undefined,
  preferredId?: number | null,
): Rate | null {
  const preferred = rates.find((rate) => rate.id === preferredId);
  if (preferred && rateFits(preferred, selection, limits)) return preferred;
  return rates.find((rate) => rateFits(rate, selection, limits)) ?? null;
}
