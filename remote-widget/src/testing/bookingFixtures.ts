// Step-1 data in the shapes the sandbox's Old Town walk produces: adult, age-bounded child and free infant
// tickets in PLN, a standard, a morning and a group rate, and start times with their availability.
import type { AvailableDay } from '../components/booking/BookingCalendar';
import type { RateOption } from '../components/booking/RateOptions';
import type { TicketRow } from '../components/booking/TicketSteppers';
import type { SlotOption } from '../components/booking/TimeSlots';

export const CURRENCY = 'PLN';

export function buildTicketRow(overrides: Partial<TicketRow> = {}): TicketRow {
  return { id: 101, name: 'Adult', price: 120, count: 1, min: 0, max: 999, ...overrides };
}

/** Adult, Child (4–12) and Infant (0–3, at most 2) as the sandbox prices them on the standard rate. */
export function oldTownTickets(
  counts: { adult?: number; child?: number; infant?: number } = {},
): TicketRow[] {
  return [
    buildTicketRow({ id: 101, name: 'Adult', price: 120, count: counts.adult ?? 1 }),
    buildTicketRow({
      id: 102,
      name: 'Child',
      price: 80,
      count: counts.child ?? 0,
      ageBoundaries: { min: 4, max: 12 },
    }),
    buildTicketRow({
      id: 103,
      name: 'Infant',
      price: 0,
      count: counts.infant ?? 0,
      max: 2,
      ageBoundaries: { min: 0, max: 3 },
    }),
  ];
}

export function buildSlotOption(overrides: Partial<SlotOption> = {}): SlotOption {
  return { id: '110_20260612', startTime: '10:00', availabilityCount: 25, soldOut: false, ...overrides };
}

export const OLD_TOWN_RATES: RateOption[] = [
  { id: 121, name: 'Standard' },
  { id: 122, name: 'Morning saver' },
  { id: 123, name: 'Group Rate' },
];

/** Available June 2026 days with their prices; weekends cost more, as in the sandbox; the 13th has cheaper rates. */
export const JUNE_DAYS: AvailableDay[] = [
  { date: '2026-06-10', price: 100, lowest: true },
  { date: '2026-06-12', price: 100, lowest: true },
  { date: '2026-06-13', price: 140, lowest: false },
];
