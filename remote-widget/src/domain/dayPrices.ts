import {
  fromMinorUnits,
  type MinorUnits,
  type Rate,
  type RateDefinition,
  type ScheduleDay,
  type Ticket,
} from '@booking/shared-contracts';
import { bookableDays } from './bookableDays';
import { initialBookingSelection, selectBookingDate } from './bookingFlow';
import { rateFits } from './rateFit';
import { findRate } from './rateSelection';
import { priceSelection } from './ratePricing';
import { isSlotAvailable, selectedSlotOf } from './slotSelection';
import { totalParticipantsOf } from './totals';
import type { TicketSelection } from './tickets';

/** A bookable day and what the calendar says of its price. */
export interface AvailableDay {
  date: string;
  /** What the default choice of the day costs (major units); null when its rate cannot price it. */
  price: number | null;
  /** True when nothing else bookable that day costs less for the same tickets: only then is it a "from" price. */
  lowest: boolean;
}

/** What the calendar needs to price the days as the booking step would. */
export interface DayPricingContext {
  schedule: readonly ScheduleDay[];
  tickets: readonly Ticket[];
  currency: string;
  /** The activity's rates with their participant limits: a rate the tickets do not fit is no offer. */
  rateDefinitions?: readonly Pick<RateDefinition, 'id' | 'minPerBooking' | 'maxPerBooking'>[] | undefined;
}

function priceOf(tickets: TicketSelection, rate: Rate, currency: string): MinorUnits | null {
  const priced = priceSelection(tickets, rate, currency);
  return priced.ok ? priced.totalMinor : null;
}

/**
 * The calendar's price of each bookable day: the price of the choice the booking step makes when the day is
 * picked (§4: its first bookable slot, that slot's first rate the default ticket can book, the default
 * ticket), by the shared pricing rule – so the day says what the visitor then sees and can book. It counts as
 * a "from" price only when no other slot and rate that takes the same tickets that day is cheaper.
 */
export function availableDaysWithPrices(context: DayPricingContext): AvailableDay[] {
  const flow = { schedule: context.schedule, tickets: context.tickets, rateLimits: context.rateDefinitions };
  const start = initialBookingSelection(context.tickets);
  return bookableDays(context.schedule).map((day) => {
    const chosen = selectBookingDate(start, flow, day.date);
    const rate = findRate(selectedSlotOf(chosen.timeSlots), chosen.selectedRateId);
    const participants = totalParticipantsOf(chosen.tickets);
    const price = rate && participants > 0 ? priceOf(chosen.tickets, rate, context.currency) : null;
    if (price === null) return { date: day.date, price: null, lowest: false };
    const cheaper = day.hours
      .filter(isSlotAvailable)
      .flatMap((slot) => slot.rates)
      .filter((offer) => rateFits(offer, chosen.tickets, context.rateDefinitions))
      .some((offer) => {
        const other = priceOf(chosen.tickets, offer, context.currency);
        return other !== null && other < price;
      });
    return { date: day.date, price: fromMinorUnits(price, context.currency), lowest: !cheaper };
  });
}

/** Decimals a calendar day shows of its price: none for a whole amount, else two. */
export function fromPriceFractionDigits(amount: number): number {
  return Number.isInteger(amount) ? 0 : 2;
}

/** Amounts from which a calendar day shows its price in compact notation (12.9K, 12,9 tys.). */
export const COMPACT_DAY_PRICE_FROM = 10_000;

/**
 * How a calendar day shows its from-price in its narrow cell, without the currency (the calendar names it
 * once): two decimals only below 100, whole amounts up to 9999, compact notation above. Amounts are rounded
 * down, so a day never looks dearer than it is; its accessible name keeps the exact price.
 */
export function dayCellPriceFormat(amount: number): Pick<
  Intl.NumberFormatOptions,
  'notation' | 'minimumFractionDigits' | 'maximumFractionDigits' | 'roundingMode'
> & {
  useGrouping?: 'min2';
} {
  if (amount >= COMPACT_DAY_PRICE_FROM) {
    return { notation: 'compact', maximumFractionDigits: amount < 100_000 ? 1 : 0, roundingMode: 'floor' };
  }
  const digits = amount < 100 ? fromPriceFractionDigits(amount) : 0;
  // No separator in four-digit amounts (1200, not 1,200): one character less in a narrow cell.
  return {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    roundingMode: 'floor',
    useGrouping: 'min2',
  };
}
