import type { ScheduleDay, Ticket, TimeSlot } from '@booking/shared-contracts';
import {
  autoSelectRate,
  compatibleDateForRate,
  findRate,
  rateOnSlotChange,
  slotOffersRate,
} from './rateSelection';
import {
  chooseSlot,
  isSlotAvailable,
  selectDate,
  selectedSlotOf,
  slotsForDate,
  type SlotChoice,
} from './slotSelection';
import { fitSelectionToCapacity } from './ticketCap';
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

/** Applies a slot choice and a rate: prices from the rate, the default ticket, counts within capacity. */
function settle(
  state: BookingSelection,
  context: BookingFlowContext,
  date: string | null,
  choice: SlotChoice,
  rateId: number | null,
): BookingSelection {
  const rate = findRate(choice.selectedSlot, rateId);
  const priced = applyRatePrices(state.tickets, rate);
  const withDefault = ensureDefaultTicket(priced, context.tickets);
  const fitted = fitSelectionToCapacity(withDefault, context.tickets, choice.maxCapacity);
  return {
    selectedDate: date,
    timeSlots: choice.timeSlots,
    selectedRateId: rate?.id ?? null,
    // Priced again once the counts are final: a tiered rate's band follows the participant count.
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
  return settle(state, context, date, choice, autoSelectRate(choice.selectedSlot)?.id ?? null);
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
  const rate = rateOnSlotChange(choice.selectedSlot, state.selectedRateId);
  return settle(state, context, state.selectedDate, choice, rate?.id ?? null);
}

/**
 * Choosing a rate: kept on the selected slot when it offers the rate; otherwise §4 "a compatible date is
 * auto-selected for the rate" (this date first) with its first bookable slot offering the rate. When no date
 * offers the rate the state is left as it is.
 */
export function selectBookingRate(
  state: BookingSelection,
  context: BookingFlowContext,
  rateId: number,
): BookingSelection {
  const current = selectedSlotOf(state.timeSlots);
  if (current && slotOffersRate(current, rateId)) {
    return settle(state, context, state.selectedDate, chooseSlot(state.timeSlots, current.id), rateId);
  }
  const date = compatibleDateForRate(context.schedule, rateId, state.selectedDate);
  if (date === null) return state;
  const slots = slotsForDate(context.schedule, date);
  const slot = slots.find((candidate) => isSlotAvailable(candidate) && slotOffersRate(candidate, rateId));
  return settle(state, context, date, chooseSlot(slots, slot?.id ?? null), rateId);
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
