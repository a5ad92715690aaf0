import { useId } from 'react';
import { defineMessages, FormattedMessage, useIntl, type NoMessageValues } from 'react-intl';

const messages = defineMessages<{
  heading: NoMessageValues;
  none: NoMessageValues;
  chooseTime: NoMessageValues;
  forRange: { min: number; max: number };
  forAtLeast: { min: number };
  forAtMost: { max: number };
  notSoldWith: { tickets: string };
  noneFits: NoMessageValues;
  switched: { from: string; to: string };
}>({
  heading: { id: 'booking.rates.heading', defaultMessage: 'Rate' },
  none: { id: 'booking.rates.none', defaultMessage: 'This start time has no rates.' },
  chooseTime: { id: 'booking.rates.chooseTime', defaultMessage: 'Choose a start time to see its rates.' },
  forRange: { id: 'booking.rates.forRange', defaultMessage: 'For {min}–{max} participants' },
  forAtLeast: { id: 'booking.rates.forAtLeast', defaultMessage: 'For {min} or more participants' },
  forAtMost: {
    id: 'booking.rates.forAtMost',
    defaultMessage: '{max, plural, one {For # participant only} other {For up to # participants}}',
  },
  notSoldWith: { id: 'booking.rates.notSoldWith', defaultMessage: 'Not sold with {tickets} tickets' },
  noneFits: {
    id: 'booking.rates.noneFits',
    defaultMessage: 'No rate of this start time takes these tickets. Change the tickets or the start time.',
  },
  switched: {
    id: 'booking.rates.switched',
    defaultMessage: '{from} does not take these tickets, so your booking is now on {to}.',
  },
});

/** Why a rate cannot be chosen with the tickets as they are: its participant limits, or tickets it does not sell. */
export type RateRule =
  { kind: 'participants'; min: number; max: number | null } | { kind: 'tickets'; names: string[] };

/** A rate of the start time, with its resolved name (§5 rate names). */
export interface RateOption {
  id: number;
  name: string;
  /** Set when the rate does not take the tickets chosen: it is shown, with its rule, but cannot be chosen. */
  unavailable?: RateRule | null;
}

export interface RateOptionsProps {
  rates: readonly RateOption[];
  selectedRateId: number | null;
  /** Whether a start time is chosen; without one there are no rates to offer yet. */
  hasSlot: boolean;
  onSelect: (rateId: number) => void;
  /** The rate a ticket change moved the booking off, and the one it is on now. */
  rateChange?: { from: string; to: string | null } | null;
}

/** The text of a rate's rule. */
function useRuleText(): (rule: RateRule) => string {
  const intl = useIntl();
  return (rule) => {
    if (rule.kind === 'tickets') {
      return intl.formatMessage(messages.notSoldWith, { tickets: intl.formatList(rule.names) });
    }
    if (rule.max === null) return intl.formatMessage(messages.forAtLeast, { min: rule.min });
    if (rule.min <= 1) return intl.formatMessage(messages.forAtMost, { max: rule.max });
    return intl.formatMessage(messages.forRange, { min: rule.min, max: rule.max });
  };
}

/**
 * The rates of the selected start time as a radio group. A rate that does not take the tickets chosen stays
 * in the list with its rule, disabled, so the visitor sees how to book it. Nothing shows before a start time
 * is chosen.
 */
export function RateOptions({ rates, selectedRateId, hasSlot, onSelect, rateChange }: RateOptionsProps) {
  const name = useId();
  const ruleText = useRuleText();
  const noneFits = rates.length > 0 && rates.every((rate) => rate.unavailable);
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
            <label key={rate.id} className={`bw-choice${rate.unavailable ? ' bw-choice--inapplicable' : ''}`}>
              <input
                type="radio"
                className="bw-choice__input"
                name={name}
                value={rate.id}
                checked={rate.id === selectedRateId}
                disabled={Boolean(rate.unavailable)}
                // The rule is the radio's description, not part of its name.
                aria-labelledby={rate.unavailable ? `${name}-${rate.id}-name` : undefined}
                aria-describedby={rate.unavailable ? `${name}-${rate.id}-rule` : undefined}
                onChange={() => onSelect(rate.id)}
              />
              <span id={`${name}-${rate.id}-name`} className="bw-choice__main">
                {rate.name}
              </span>
              {rate.unavailable && (
                <span id={`${name}-${rate.id}-rule`} className="bw-choice__note">
                  {ruleText(rate.unavailable)}
                </span>
              )}
            </label>
          ))}
        </div>
      )}
      {/* Always in the page, so a screen reader hears a change of rate the tickets caused. */}
      <p className="bw-hint" role="status">
        {noneFits ? (
          <FormattedMessage {...messages.noneFits} />
        ) : (
          rateChange?.to && (
            <FormattedMessage {...messages.switched} values={{ from: rateChange.from, to: rateChange.to }} />
          )
        )}
      </p>
    </fieldset>
  );
}
