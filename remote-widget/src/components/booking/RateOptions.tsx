import { useId } from 'react';
import { defineMessages, FormattedMessage, type NoMessageValues } from 'react-intl';

const messages = defineMessages<{
  heading: NoMessageValues;
  none: NoMessageValues;
  chooseTime: NoMessageValues;
}>({
  heading: { id: 'booking.rates.heading', defaultMessage: 'Rate' },
  none: { id: 'booking.rates.none', defaultMessage: 'This start time has no rates.' },
  chooseTime: { id: 'booking.rates.chooseTime', defaultMessage: 'Choose a start time to see its rates.' },
});

/** A rate the visitor can choose, with its resolved name (§5 rate names). */
export interface RateOption {
  id: number;
  name: string;
}

export interface RateOptionsProps {
  rates: readonly RateOption[];
  selectedRateId: number | null;
  /** Whether a start time is chosen; without one there are no rates to offer yet. */
  hasSlot: boolean;
  onSelect: (rateId: number) => void;
}

/** The rates of the selected start time as a radio group. Nothing shows before a start time is chosen. */
export function RateOptions({ rates, selectedRateId, hasSlot, onSelect }: RateOptionsProps) {
  const name = useId();
  return (
    <fieldset className="bw-fieldset bw-rates">
      <legend className="bw-legend">
        <FormattedMessage {...messages.heading} />
      </legend>
      {rates.length === 0 ? (
        <p className="bw-hint">
          <FormattedMessage {...(hasSlot ? messages.none : messages.chooseTime)} />
        </p>
      ) : (
        <div className="bw-rates__list">
          {rates.map((rate) => (
            <label key={rate.id} className="bw-choice">
              <input
                type="radio"
                className="bw-choice__input"
                name={name}
                value={rate.id}
                checked={rate.id === selectedRateId}
                onChange={() => onSelect(rate.id)}
              />
              <span className="bw-choice__main">{rate.name}</span>
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
