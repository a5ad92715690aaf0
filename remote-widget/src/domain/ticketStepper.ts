import type { Ticket } from '@booking/shared-contracts';
import { capTicketCount } from './ticketCap';
import { ticketCount, type TicketSelection } from './tickets';

/** A ticket row: the §3 ticket's limits and price with the visitor's count. */
export interface TicketRow {
  id: number;
  name: string;
  ageBoundaries?: { min: number; max: number } | undefined;
  price: number;
  count: number;
  min: number;
  max: number;
}

/**
 * The rows of step 1's ticket steppers: every ticket of the activity with its count and the price of the
 * chosen rate (else the ticket's own). None before a start time is chosen, as prices depend on it.
 */
export function ticketRowsOf(
  tickets: readonly Ticket[],
  selection: TicketSelection,
  hasSlot: boolean,
): TicketRow[] {
  if (!hasSlot) return [];
  return tickets.map((ticket) => ({
    id: ticket.id,
    name: ticket.name,
    ageBoundaries: ticket.ageBoundaries,
    min: ticket.min,
    max: ticket.max,
    count: ticketCount(selection, ticket.id),
    price: selection[String(ticket.id)]?.price ?? ticket.price,
  }));
}

/** Participants over all rows. */
export function participantsOfRows(rows: readonly Pick<TicketRow, 'count'>[]): number {
  return rows.reduce((sum, row) => sum + row.count, 0);
}

/** §5 the slot is full when its capacity is above 0 and every place is taken. */
export function isCapacityReached(participants: number, maxCapacity: number): boolean {
  return maxCapacity > 0 && participants >= maxCapacity;
}

/**
 * The counts a row's − and + lead to. + stops at the ticket's max and, across all rows, at the slot's capacity
 * (§5), jumping to the ticket's min when that fits; − below the ticket's min drops it to 0, as a ticket is
 * never booked below its min. A + that does not raise the count cannot be pressed.
 */
export function stepperCounts(
  row: Pick<TicketRow, 'count' | 'min' | 'max'>,
  participants: number,
  maxCapacity: number,
): { fewer: number; more: number } {
  const more = capTicketCount({
    ticket: row,
    requested: row.count + 1,
    otherParticipants: participants - row.count,
    maxCapacity,
  });
  const fewer = row.count - 1 < row.min ? 0 : row.count - 1;
  return { fewer, more };
}
