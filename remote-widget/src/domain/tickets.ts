import {
  DEFAULT_TICKET_MIN,
  DEFAULT_TICKET_QUANTITY,
  type Rate,
  type Ticket,
} from '@booking/shared-contracts';
import { unitPricesForSelection } from './ratePricing';

/** §3 booking-state tickets: ticket id → {count, price}; prices in major units as the provider gives them. */
export type TicketSelection = Record<string, { count: number; price: number }>;

/** Every ticket at count 0 and its current price. */
export function initialTicketSelection(tickets: readonly Ticket[]): TicketSelection {
  return Object.fromEntries(tickets.map((ticket) => [String(ticket.id), { count: 0, price: ticket.price }]));
}

/** The count of one ticket (0 when not in the selection). */
export function ticketCount(selection: TicketSelection, ticketId: number): number {
  return selection[String(ticketId)]?.count ?? 0;
}

/** The ticket §4 sets to 1: the default ticket, else the first; null when there are no tickets. */
export function defaultTicketOf(tickets: readonly Ticket[]): Ticket | null {
  return tickets.find((ticket) => ticket.default) ?? tickets[0] ?? null;
}

/** §4 "If no ticket has a count above 0, the default ticket (or the first) is set to 1." */
export function ensureDefaultTicket(selection: TicketSelection, tickets: readonly Ticket[]): TicketSelection {
  if (Object.values(selection).some((entry) => entry.count > 0)) return selection;
  const ticket = defaultTicketOf(tickets);
  if (!ticket) return selection;
  const key = String(ticket.id);
  return {
    ...selection,
    [key]: { price: selection[key]?.price ?? ticket.price, count: DEFAULT_TICKET_QUANTITY },
  };
}

/**
 * §4 ticket prices update from the rate's priceCategories. A ticket the rate does not price keeps its
 * price, so a rate offered without prices does not zero the basket; a priced ticket missing from the
 * selection is added at count 0. On a tiered rate each ticket takes the band holding the selection's total
 * participant count, so this runs again whenever a count changes.
 */
export function applyRatePrices(selection: TicketSelection, rate: Rate | null | undefined): TicketSelection {
  if (!rate) return selection;
  const next: TicketSelection = { ...selection };
  for (const [ticketId, price] of unitPricesForSelection(rate, selection)) {
    const key = String(ticketId);
    next[key] = { count: next[key]?.count ?? 0, price };
  }
  return next;
}

/**
 * §5 "A schedule entry in the extra-price list … creates the ticket if missing": a ticket the rate prices
 * but the activity lacks. Such a ticket is absent from the provider's categories, so its max is 0 (§3),
 * which the cap reads as the spec's maximum (§9 ticket max 999).
 */
export function addMissingTickets(tickets: readonly Ticket[], rate: Rate | null | undefined): Ticket[] {
  const known = new Set(tickets.map((ticket) => ticket.id));
  const created = (rate?.priceCategories ?? [])
    .filter((price) => !known.has(price.idTicket))
    .map((price): Ticket => ({
      id: price.idTicket,
      name: `Ticket ${price.idTicket}`,
      label: `Ticket ${price.idTicket}`,
      ageBoundaries: undefined,
      max: 0,
      min: DEFAULT_TICKET_MIN,
      dependsOn: false,
      default: false,
      price: price.amount,
      description: '',
    }));
  return created.length > 0 ? [...tickets, ...created] : [...tickets];
}

/**
 * The group size when the activity is booked by the group (every ticket stands for a group, as the private
 * tour's "Private group (up to 8)"), else null. Counts and availability are then in groups, not people:
 * a group ticket takes one place of a slot, as the ticket caps count it.
 */
export function groupSizeOf(tickets: readonly Pick<Ticket, 'groupSize'>[]): number | null {
  if (tickets.length === 0 || tickets.some((ticket) => (ticket.groupSize ?? 1) <= 1)) return null;
  return Math.max(...tickets.map((ticket) => ticket.groupSize ?? 1));
}
