import { useId } from 'react';
import { defineMessages, FormattedMessage, useIntl, type NoMessageValues } from 'react-intl';
import {
  isCapacityReached,
  participantsOfRows,
  stepperCounts,
  type TicketRow,
} from '../../domain/ticketStepper';
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
  capacityGroups: { count: number };
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
  capacityGroups: {
    id: 'booking.tickets.capacityGroups',
    defaultMessage:
      '{count, plural, one {Only # group is left at this time.} other {Only # groups are left at this time.}}',
  },
});

export type { TicketRow } from '../../domain/ticketStepper';

/**
 * A − or + button. At its limit it is marked `aria-disabled` and ignores presses instead of being `disabled`:
 * a disabled button drops the keyboard focus to the page body the moment a press takes it to its limit.
 */
function StepperButton(props: { label: string; inactive: boolean; onPress: () => void; children: string }) {
  return (
    <button
      type="button"
      className="bw-stepper__button"
      aria-label={props.label}
      aria-disabled={props.inactive}
      onClick={() => {
        if (!props.inactive) props.onPress();
      }}
    >
      {props.children}
    </button>
  );
}

export interface TicketSteppersProps {
  tickets: readonly TicketRow[];
  currency: string;
  /** The selected slot's availability; 0 means no cap. */
  maxCapacity: number;
  onChange: (ticketId: number, count: number) => void;
  /** The capacity is in groups when the activity is booked by the group. */
  inGroups?: boolean;
}

/**
 * A − / + stepper per ticket with its count. + stops at the ticket's max and, across all tickets, at the
 * slot's capacity (§5); − below a ticket's minimum drops it to 0, as a ticket is never booked below its min.
 */
export function TicketSteppers({
  tickets,
  currency,
  maxCapacity,
  onChange,
  inGroups = false,
}: TicketSteppersProps) {
  const intl = useIntl();
  const idPrefix = useId();
  const participants = participantsOfRows(tickets);
  const full = isCapacityReached(participants, maxCapacity);
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
          const { fewer, more } = stepperCounts(ticket, participants, maxCapacity);
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
                <StepperButton
                  label={intl.formatMessage(messages.decrease, values)}
                  inactive={ticket.count <= 0}
                  onPress={() => onChange(ticket.id, fewer)}
                >
                  −
                </StepperButton>
                <output className="bw-stepper__count" aria-label={intl.formatMessage(messages.count, values)}>
                  {ticket.count}
                </output>
                <StepperButton
                  label={intl.formatMessage(messages.increase, values)}
                  inactive={more <= ticket.count}
                  onPress={() => onChange(ticket.id, more)}
                >
                  +
                </StepperButton>
              </div>
            </li>
          );
        })}
      </ul>
      {full && (
        <p className="bw-hint" role="status">
          <FormattedMessage
            {...(inGroups ? messages.capacityGroups : messages.capacity)}
            values={{ count: maxCapacity }}
          />
        </p>
      )}
    </fieldset>
  );
}
