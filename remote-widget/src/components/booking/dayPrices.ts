import type { ScheduleDay, Ticket } from '@booking/shared-contracts';
import { isSlotAvailable } from '../../domain/slotSelection';
import { defaultTicketOf } from '../../domain/tickets';
import type { AvailableDay } from './BookingCalendar';

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
  return schedule
    .filter((day) => day.hours.some(isSlotAvailable))
    .map((day) => {
      const amounts = day.hours
        .filter(isSlotAvailable)
        .flatMap((slot) => slot.rates)
        .flatMap((rate) => rate.priceCategories)
        .filter((price) => lead === null || price.idTicket === lead.id)
        .map((price) => price.amount);
      return { date: day.date, fromPrice: amounts.length > 0 ? Math.min(...amounts) : null };
    });
}
