import type { ScheduleDay, TimeSlot } from '@booking/shared-contracts';

/** The hour slots of one date (YYYY-MM-DD); empty when the schedule has no such day. */
export function slotsForDate(schedule: readonly ScheduleDay[], date: string): TimeSlot[] {
  return schedule.find((day) => day.date === date)?.hours ?? [];
}

/** §4: a slot can be booked when it has availability and is not sold out. */
export function isSlotAvailable(slot: Pick<TimeSlot, 'availabilityCount' | 'soldOut'>): boolean {
  return slot.availabilityCount > 0 && !slot.soldOut;
}

/** §4: the first slot with availability that is not sold out, or null. */
export function firstAvailableSlot(slots: readonly TimeSlot[]): TimeSlot | null {
  return slots.find(isSlotAvailable) ?? null;
}

/** §4: max capacity is the selected slot's availability; 0 without a slot. */
export function maxCapacityFor(slot: TimeSlot | null | undefined): number {
  return slot ? slot.availabilityCount : 0;
}

/** The slots with only the given one flagged `selected` (none when the id is null or unknown). */
export function withSelectedSlot(slots: readonly TimeSlot[], slotId: string | null): TimeSlot[] {
  return slots.map((slot) => ({ ...slot, selected: slot.id === slotId }));
}

/** The slot flagged `selected`, or null. */
export function selectedSlotOf(slots: readonly TimeSlot[]): TimeSlot | null {
  return slots.find((slot) => slot.selected) ?? null;
}

/** The booking-state fields a date or slot choice sets. */
export interface SlotChoice {
  timeSlots: TimeSlot[];
  selectedSlot: TimeSlot | null;
  maxCapacity: number;
}

/**
 * §4 "Setting a date loads its time slots and selects the first slot with availability that is not sold
 * out. Max capacity is that slot's availability."
 */
export function selectDate(schedule: readonly ScheduleDay[], date: string): SlotChoice {
  const slots = slotsForDate(schedule, date);
  const first = firstAvailableSlot(slots);
  return chooseSlot(slots, first?.id ?? null);
}

/** Selects a slot by id among the loaded ones; an unknown id selects nothing. */
export function chooseSlot(slots: readonly TimeSlot[], slotId: string | null): SlotChoice {
  const timeSlots = withSelectedSlot(slots, slotId);
  const selectedSlot = selectedSlotOf(timeSlots);
  return { timeSlots, selectedSlot, maxCapacity: maxCapacityFor(selectedSlot) };
}
