import { useId } from 'react';
import { defineMessages, FormattedMessage, useIntl, type NoMessageValues } from 'react-intl';
import { capTicketCount } from '../../domain/ticketCap';
import { Money } from './Money';
import './tickets.css';

const messages = defineMessages<{
  heading: NoMessageValues;
  chooseTime: NoMessageValues;
  age: { min: number; max: number };
  decrease: { ticket: string };
  increase: { ticket: string };
  count: { ticket: string };
  capacity: { count: number };
}>({
  heading: { id: 'booking.tickets.heading', defaultMessage: 'Tickets' },
  chooseTime: {
    id: 'booking.tickets.chooseTime',
    defaultMessage: 'Choose a start time to see the ticket prices.',
  },
  age: { id: 'booking.tickets.age', defaultMessage: 'Age {min}–{max}' },
  decrease: { id: 'booking.tickets.decrease', defaultMessage: 'Fewer {ticket} tickets' },
  increase: { id: 'booking.tickets.increase', defaultMessage: 'More {ticket} tickets' },
  count: { id: 'booking.tickets.count', defaultMessage: 'Number of {ticket} tickets' },
  capacity: {
    id: 'booking.tickets.capacity',
    defaultMessage:
      '{count, plural, one {Only # place is left at this time.} other {Only # places are left at this time.}}',
  },
});

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

export interface TicketSteppersProps {
  tickets: readonly TicketRow[];
  currency: string;
  /** The selected slot's availability; 0 means no cap. */
  maxCapacity: number;
  onChange: (ticketId: number, count: number) => void;
}

/**
 * A − / + stepper per ticket with its count. + stops at the ticket's max and, across all tickets, at the
 * slot's capacity (§5); − below a ticket's minimum drops it to 0, as a ticket is never booked below its min.
 */
export function TicketSteppers({ tickets, currency, maxCapacity, onChange }: TicketSteppersProps) {
  const intl = useIntl();
  const idPrefix = useId();
  const participants = tickets.reduce((sum, ticket) => sum + ticket.count, 0);
  const full = maxCapacity > 0 && participants >= maxCapacity;
  return (
    <fieldset className="bw-fieldset bw-tickets">
      <legend className="bw-legend">
        <FormattedMessage {...messages.heading} />
      </legend>
      {tickets.length === 0 && (
        <p className="bw-hint">
          <FormattedMessage {...messages.chooseTime} />
        </p>
      )}
      <ul className="bw-tickets__list">
        {tickets.map((ticket) => {
          const values = { ticket: ticket.name };
          const nameId = `${idPrefix}-${ticket.id}`;
          const increased = capTicketCount({
            ticket,
            requested: ticket.count + 1,
            otherParticipants: participants - ticket.count,
            maxCapacity,
          });
          const decreased = ticket.count - 1 < ticket.min ? 0 : ticket.count - 1;
          return (
            <li key={ticket.id} className="bw-ticket">
              <div className="bw-ticket__info">
                <span id={nameId} className="bw-ticket__name">
                  {ticket.name}
                </span>
                {ticket.ageBoundaries && (
                  <span className="bw-ticket__age">
                    <FormattedMessage {...messages.age} values={ticket.ageBoundaries} />
                  </span>
                )}
                <span className="bw-ticket__price">
                  <Money amount={ticket.price} currency={currency} />
                </span>
              </div>
              <div className="bw-stepper">
                <button
                  type="button"
                  className="bw-stepper__button"
                  aria-label={intl.formatMessage(messages.decrease, values)}
                  disabled={ticket.count <= 0}
                  onClick={() => onChange(ticket.id, decreased)}
                >
                  −
                </button>
                <output className="bw-stepper__count" aria-label={intl.formatMessage(messages.count, values)}>
                  {ticket.count}
                </output>
                <button
                  type="button"
                  className="bw-stepper__button"
                  aria-label={intl.formatMessage(messages.increase, values)}
                  disabled={increased <= ticket.count}
                  onClick={() => onChange(ticket.id, increased)}
                >
                  +
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      {full && (
        <p className="bw-hint" role="status">
          <FormattedMessage {...messages.capacity} values={{ count: maxCapacity }} />
        </p>
      )}
    </fieldset>
  );
}
