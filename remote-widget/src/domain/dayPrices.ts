import type { ScheduleDay, Ticket } from '@booking/shared-contracts';
import { bookableDays } from './bookableDays';
import { isSlotAvailable } from './slotSelection';
import { defaultTicketOf } from './tickets';

/** A day with availability and its lowest price. */
export interface AvailableDay {
  date: string;
  fromPrice: number | null;
}

/**
 * The calendar's "from" price of each bookable day: the lowest price of the default ticket (else the first
 * ticket) over the day's bookable slots and their rates. A free companion ticket (an infant at 0) would make
 * every day look free, so the lead ticket is priced; a day whose rates do not price it shows no price.
 */
export function availableDaysWithPrices(
  schedule: readonly ScheduleDay[],
  tickets: readonly Ticket[],
): AvailableDay[] {
  const lead = defaultTicketOf(tickets);
  return bookableDays(schedule).map((day) => {
    const amounts = day.hours
      .filter(isSlotAvailable)
      .flatMap((slot) => slot.rates)
      .flatMap((rate) => rate.priceCategories)
      .filter((price) => lead === null || price.idTicket === lead.id)
      .map((price) => price.amount);
    return { date: day.date, fromPrice: amounts.length > 0 ? Math.min(...amounts) : null };
  });
}

/** Decimals a calendar day shows of its from-price: none for a whole amount, else two. */
export function fromPriceFractionDigits(amount: number): number {
  return Number.isInteger(amount) ? 0 : 2;
}
