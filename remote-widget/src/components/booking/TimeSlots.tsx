import { useId } from 'react';
import { defineMessages, FormattedMessage, type NoMessageValues } from 'react-intl';
import { isSlotAvailable } from '../../domain/slotSelection';

const messages = defineMessages<{
  heading: NoMessageValues;
  places: { count: number };
  groupsLeft: { count: number };
  soldOut: NoMessageValues;
  chooseDate: NoMessageValues;
  none: NoMessageValues;
}>({
  heading: { id: 'booking.slots.heading', defaultMessage: 'Time' },
  places: {
    id: 'booking.slots.places',
    defaultMessage: '{count, plural, one {# place left} other {# places left}}',
  },
  groupsLeft: {
    id: 'booking.slots.groupsLeft',
    defaultMessage: '{count, plural, one {# group left} other {# groups left}}',
  },
  soldOut: { id: 'booking.slots.soldOut', defaultMessage: 'Sold out' },
  chooseDate: { id: 'booking.slots.chooseDate', defaultMessage: 'Choose a date to see the start times.' },
  none: { id: 'booking.slots.none', defaultMessage: 'No start times on this date.' },
});

/** What the slot list shows of a §3 hour slot. */
export interface SlotOption {
  id: string;
  startTime: string;
  availabilityCount: number;
  soldOut: boolean;
}

export interface TimeSlotsProps {
  slots: readonly SlotOption[];
  selectedSlotId: string | null;
  hasDate: boolean;
  onSelect: (slotId: string) => void;
  /** Availability is in groups when the activity is booked by the group. */
  inGroups?: boolean;
}

/** The start times of the chosen day as a radio group; sold-out times are shown but cannot be chosen. */
export function TimeSlots({ slots, selectedSlotId, hasDate, onSelect, inGroups = false }: TimeSlotsProps) {
  const name = useId();
  return (
    <fieldset className="bw-fieldset bw-slots">
      <legend className="bw-legend">
        <FormattedMessage {...messages.heading} />
      </legend>
      {slots.length === 0 ? (
        <p className="bw-hint">
          <FormattedMessage {...(hasDate ? messages.none : messages.chooseDate)} />
        </p>
      ) : (
        <div className="bw-slots__list">
          {slots.map((slot) => {
            const unavailable = !isSlotAvailable(slot);
            return (
              <label key={slot.id} className={unavailable ? 'bw-choice bw-choice--disabled' : 'bw-choice'}>
                <input
                  type="radio"
                  className="bw-choice__input"
                  name={name}
                  value={slot.id}
                  checked={slot.id === selectedSlotId}
                  disabled={unavailable}
                  onChange={() => onSelect(slot.id)}
                />
                <span className="bw-choice__main">{slot.startTime}</span>
                <span className="bw-choice__note">
                  {unavailable ? (
                    <FormattedMessage {...messages.soldOut} />
                  ) : (
                    <FormattedMessage
                      {...(inGroups ? messages.groupsLeft : messages.places)}
                      values={{ count: slot.availabilityCount }}
                    />
                  )}
                </span>
              </label>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}
