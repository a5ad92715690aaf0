import { DEFAULT_TICKET_MAX, type Ticket } from '@booking/shared-contracts';
import type { TicketSelection } from './tickets';

/** What a requested count is capped by. */
export interface TicketCapInput {
  /** The ticket's own limits; max 0 means the provider gave none, and the spec's maximum applies. */
  ticket?: Pick<Ticket, 'min' | 'max'> | null;
  requested: number;
  /** Participants already booked on the other tickets. */
  otherParticipants: number;
  /** The selected slot's availability; 0 means no cap (§5 "when above 0"). */
  maxCapacity: number;
}

/**
 * The count a ticket may take: a whole number from 0, at most the ticket's max, and (§5) "capped so total
 * participants do not exceed max capacity (when above 0)". A count between 0 and the ticket's min is raised
 * to the min when that fits, otherwise dropped to 0, so a ticket is never booked below its minimum.
 */
export function capTicketCount(input: TicketCapInput): number {
  const requested = Number.isFinite(input.requested) ? Math.max(0, Math.floor(input.requested)) : 0;
  // §3/§9 "ticket max 999": a ticket without a provider maximum (max 0, or one the rate created) gets it.
  const ticketMax = input.ticket && input.ticket.max > 0 ? input.ticket.max : DEFAULT_TICKET_MAX;
  const room =
    input.maxCapacity > 0
      ? Math.max(0, input.maxCapacity - input.otherParticipants)
      : Number.POSITIVE_INFINITY;
  const ceiling = Math.min(ticketMax, room);
  const count = Math.min(requested, ceiling);
  const min = input.ticket?.min ?? 0;
  if (count > 0 && count < min) return min <= ceiling ? min : 0;
  return count;
}

/** Total participants over every ticket except one. */
export function participantsExcept(selection: TicketSelection, ticketId: number): number {
  return Object.entries(selection)
    .filter(([key]) => key !== String(ticketId))
    .reduce((sum, [, entry]) => sum + entry.count, 0);
}

/** The selection after asking for `requested` of one ticket, with every cap applied. */
export function setTicketCount(
  selection: TicketSelection,
  ticketId: number,
  requested: number,
  limits: { tickets: readonly Ticket[]; maxCapacity: number },
): TicketSelection {
  const ticket = limits.tickets.find((candidate) => candidate.id === ticketId) ?? null;
  const count = capTicketCount({
    ticket,
    requested,
    otherParticipants: participantsExcept(selection, ticketId),
    maxCapacity: limits.maxCapacity,
  });
  const key = String(ticketId);
  return { ...selection, [key]: { price: selection[key]?.price ?? ticket?.price ?? 0, count } };
}

/**
 * Counts brought within a (new) max capacity and each ticket's limits, tickets taken in activity order so
 * the first ones keep their counts; entries for tickets the activity lacks are capped by capacity alone.
 */
export function fitSelectionToCapacity(
  selection: TicketSelection,
  tickets: readonly Ticket[],
  maxCapacity: number,
): TicketSelection {
  const order = [
    ...tickets.map((ticket) => String(ticket.id)),
    ...Object.keys(selection).filter((key) => !tickets.some((ticket) => String(ticket.id) === key)),
  ];
  const next: TicketSelection = {};
  let booked = 0;
  for (const key of order) {
    const entry = selection[key];
    if (!entry) continue;
    const ticket = tickets.find((candidate) => String(candidate.id) === key) ?? null;
    const count = capTicketCount({ ticket, requested: entry.count, otherParticipants: booked, maxCapacity });
    next[key] = { ...entry, count };
    booked += count;
  }
  return next;
}
