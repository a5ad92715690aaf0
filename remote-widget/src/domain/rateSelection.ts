import type { Rate, ScheduleDay, TimeSlot } from '@booking/shared-contracts';
import { isSlotAvailable } from './slotSelection';

/** The slot's rate with this id, or null. */
export function findRate(slot: TimeSlot | null | undefined, rateId: number | null | undefined): Rate | null {
  if (!slot || rateId === null || rateId === undefined) return null;
  return slot.rates.find((rate) => rate.id === rateId) ?? null;
}

/** True when the slot offers the rate. */
export function slotOffersRate(slot: TimeSlot, rateId: number): boolean {
  return slot.rates.some((rate) => rate.id === rateId);
}

/**
 * §4 "A compatible date is auto-selected for the rate": the preferred date when one of its bookable slots
 * offers the rate, otherwise the first such date in the schedule; null when no date offers it.
 */
export function compatibleDateForRate(
  schedule: readonly ScheduleDay[],
  rateId: number,
  preferredDate?: string | null,
): string | null {
  const offers = (day: ScheduleDay) =>
    day.hours.some((slot) => isSlotAvailable(slot) && slotOffersRate(slot, rateId));
  const preferred = schedule.find((day) => day.date === preferredDate);
  if (preferred && offers(preferred)) return preferred.date;
  return schedule.find(offers)?.date ?? null;
}

/** §4 ticket prices from the rate's priceCategories, keyed by ticket id. */
export function ticketPricesFromRate(rate: Rate | null | undefined): Map<number, number> {
  return new Map((rate?.priceCategories ?? []).map((price) => [price.idTicket, price.amount]));
}

/** Rates offered by any bookable slot of a date, in first-seen order, for the rate picker. */
export function ratesOfDate(slots: readonly TimeSlot[]): Rate[] {
  const seen = new Map<number, Rate>();
  for (const slot of slots.filter(isSlotAvailable)) {
    for (const rate of slot.rates) if (!seen.has(rate.id)) seen.set(rate.id, rate);
  }
  return [...seen.values()];
}
