import type { ScheduleDay, Ticket, TimeSlot } from '@booking/shared-contracts';
import { fittingRate, type RateLimits } from './rateFit';
import { compatibleDateForRate, findRate, slotOffersRate } from './rateSelection';
import {
  chooseSlot,
  isSlotAvailable,
  selectDate,
  selectedSlotOf,
  slotsForDate,
  type SlotChoice,
} from './slotSelection';
import { fitSelectionToCapacity, setTicketCount } from './ticketCap';
import {
  applyRatePrices,
  ensureDefaultTicket,
  initialTicketSelection,
  type TicketSelection,
} from './tickets';

/** The part of the §3 booking state the booking step changes. */
export interface BookingSelection {
  selectedDate: string | null;
  timeSlots: TimeSlot[];
  selectedRateId: number | null;
  tickets: TicketSelection;
  maxCapacity: number;
}

/** The activity data the booking step reads. */
export interface BookingFlowContext {
  schedule: readonly ScheduleDay[];
  tickets: readonly Ticket[];
  /** The participant limits of the activity's rates: a rate is booked only with tickets it takes. */
  rateLimits?: readonly RateLimits[] | undefined;
}

/** §4 "An activity change resets the booking state": nothing chosen, every ticket at 0. */
export function initialBookingSelection(tickets: readonly Ticket[]): BookingSelection {
  return {
    selectedDate: null,
    timeSlots: [],
    selectedRateId: null,
    tickets: initialTicketSelection(tickets),
    maxCapacity: 0,
  };
}

/**
 * Applies a slot choice: the default ticket, counts within capacity, then the rate – the preferred one while
 * it takes those tickets, else the slot's first rate that does (none when none does) – and its prices.
 */
function settle(
  state: BookingSelection,
  context: BookingFlowContext,
  date: string | null,
  choice: SlotChoice,
  preferredRateId: number | null,
): BookingSelection {
  const withDefault = ensureDefaultTicket(state.tickets, context.tickets);
  const fitted = fitSelectionToCapacity(withDefault, context.tickets, choice.maxCapacity);
  const rate = fittingRate(choice.selectedSlot?.rates ?? [], fitted, context.rateLimits, preferredRateId);
  return {
    selectedDate: date,
    timeSlots: choice.timeSlots,
    selectedRateId: rate?.id ?? null,
    // Priced once the counts are final: a tiered rate's band follows the participant count.
    tickets: applyRatePrices(fitted, rate),
    maxCapacity: choice.maxCapacity,
  };
}

/**
 * §4 "Setting a date loads its time slots and selects the first slot with availability that is not sold
 * out. Max capacity is that slot's availability. The rate auto-selects to the first rate of the slot, ticket
 * prices update from its priceCategories." Then "if no ticket has a count above 0, the default ticket (or
 * the first) is set to 1".
 */
export function selectBookingDate(
  state: BookingSelection,
  context: BookingFlowContext,
  date: string,
): BookingSelection {
  const choice = selectDate(context.schedule, date);
  return settle(state, context, date, choice, null);
}

/**
 * §4 "Selecting another slot keeps the current rate if the slot offers it; otherwise it switches to the
 * first rate, or none if the slot has no rates." An unknown slot id leaves the state as it is.
 */
export function selectBookingSlot(
  state: BookingSelection,
  context: BookingFlowContext,
  slotId: string,
): BookingSelection {
  if (!state.timeSlots.some((slot) => slot.id === slotId)) return state;
  const choice = chooseSlot(state.timeSlots, slotId);
  return settle(state, context, state.selectedDate, choice, state.selectedRateId);
}

/**
 * Choosing a rate: kept on the selected slot when it offers the rate; otherwise §4 "a compatible date is
 * auto-selected for the rate" (this date first) with its first bookable slot offering the rate. When no date
 * offers the rate, or the rate does not take the tickets chosen, the state is left as it is.
 */
export function selectBookingRate(
  state: BookingSelection,
  context: BookingFlowContext,
  rateId: number,
): BookingSelection {
  const current = selectedSlotOf(state.timeSlots);
  let next: BookingSelection;
  if (current && slotOffersRate(current, rateId)) {
    next = settle(state, context, state.selectedDate, chooseSlot(state.timeSlots, current.id), rateId);
  } else {
    const date = compatibleDateForRate(context.schedule, rateId, state.selectedDate);
    if (date === null) return state;
    const slots = slotsForDate(context.schedule, date);
    const slot = slots.find((candidate) => isSlotAvailable(candidate) && slotOffersRate(candidate, rateId));
    next = settle(state, context, date, chooseSlot(slots, slot?.id ?? null), rateId);
  }
  return next.selectedRateId === rateId ? next : state;
}

/**
 * A ticket count changed: the counts within their caps (§5), and the rate kept while it takes the new
 * tickets, else the slot's first rate that does (none when none does), with its prices.
 */
export function setBookingTicketCount(
  state: BookingSelection,
  context: BookingFlowContext,
  ticketId: number,
  count: number,
): BookingSelection {
  const counted = setTicketCount(state.tickets, ticketId, count, {
    tickets: context.tickets,
    maxCapacity: state.maxCapacity,
  });
  const slot = selectedSlotOf(state.timeSlots);
  const rate = slot
    ? fittingRate(slot.rates, counted, context.rateLimits, state.selectedRateId)
    : findRate(slot, state.selectedRateId);
  // A tiered rate prices every ticket at the band of the new participant count.
  return {
    ...state,
    selectedRateId: slot ? (rate?.id ?? null) : state.selectedRateId,
    tickets: applyRatePrices(counted, rate),
  };
}

/**
 * A kept selection against the schedule as it is now (a variant the visitor comes back to, names reloaded in
 * another language, a month loaded): the same date, slot, rate and tickets where they are still bookable,
 * with the slots' current availability and prices. A slot no longer bookable gives way to the date's first
 * bookable one (§4); a selection without a date is kept as it is.
 */
export function refreshSelection(state: BookingSelection, context: BookingFlowContext): BookingSelection {
  if (state.selectedDate === null) return state;
  const chosen = selectedSlotOf(state.timeSlots);
  const fresh = { ...state, timeSlots: slotsForDate(context.schedule, state.selectedDate) };
  const still = chosen && fresh.timeSlots.find((slot) => slot.id === chosen.id);
  if (still && isSlotAvailable(still)) return selectBookingSlot(fresh, context, still.id);
  return selectBookingDate(fresh, context, state.selectedDate);
}
