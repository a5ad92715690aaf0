import { useId } from 'react';
import { defineMessages, FormattedMessage, useIntl, type NoMessageValues } from 'react-intl';
import type { ExtraRow } from '../../domain/extras';
import './tickets.css';

const messages = defineMessages<{
  heading: NoMessageValues;
  perPerson: { price: string };
  perBooking: { price: string };
  decrease: { extra: string };
  increase: { extra: string };
  count: { extra: string };
}>({
  heading: { id: 'booking.extras.heading', defaultMessage: 'Extras' },
  perPerson: { id: 'booking.extras.perPerson', defaultMessage: '{price} per person' },
  perBooking: { id: 'booking.extras.perBooking', defaultMessage: '{price} per booking' },
  decrease: { id: 'booking.extras.decrease', defaultMessage: 'Fewer: {extra}' },
  increase: { id: 'booking.extras.increase', defaultMessage: 'More: {extra}' },
  count: { id: 'booking.extras.count', defaultMessage: 'Number of {extra}' },
});

export interface ExtrasPickerProps {
  extras: readonly ExtraRow[];
  currency: string;
  onChange: (extraId: number, units: number) => void;
}

/**
 * The optional extras of the chosen rate: a checkbox for an extra booked once per booking, else a − / +
 * quantity up to what the booking can take (its maximum per booking, one per participant when priced per
 * person). Nothing shows when the rate sells none.
 */
export function ExtrasPicker({ extras, currency, onChange }: ExtrasPickerProps) {
  const intl = useIntl();
  const idPrefix = useId();
  if (extras.length === 0) return null;
  return (
    <fieldset className="bw-fieldset bw-tickets">
      <legend className="bw-legend">
        <FormattedMessage {...messages.heading} />
      </legend>
      <ul className="bw-tickets__list">
        {extras.map((extra) => {
          const values = { extra: extra.title };
          const nameId = `${idPrefix}-${extra.id}`;
          const price = intl.formatMessage(extra.pricedPerPerson ? messages.perPerson : messages.perBooking, {
            price: intl.formatNumber(extra.price, { style: 'currency', currency }),
          });
          if (extra.control === 'checkbox') {
            return (
              <li key={extra.id} className="bw-ticket">
                <label className="bw-ticket__info">
                  <input
                    type="checkbox"
                    checked={extra.units > 0}
                    disabled={extra.max < 1}
                    onChange={(event) => onChange(extra.id, event.target.checked ? 1 : 0)}
                  />
                  <span className="bw-ticket__name">{extra.title}</span>
                  <span className="bw-ticket__price">{price}</span>
                </label>
              </li>
            );
          }
          return (
            <li key={extra.id} className="bw-ticket">
              <div className="bw-ticket__info">
                <span id={nameId} className="bw-ticket__name">
                  {extra.title}
                </span>
                <span className="bw-ticket__price">{price}</span>
                {extra.information && <span className="bw-ticket__age">{extra.information}</span>}
              </div>
              <div className="bw-stepper">
                <button
                  type="button"
                  className="bw-stepper__button"
                  aria-label={intl.formatMessage(messages.decrease, values)}
                  disabled={extra.units <= 0}
                  onClick={() => onChange(extra.id, extra.units - 1)}
                >
                  −
                </button>
                <output className="bw-stepper__count" aria-label={intl.formatMessage(messages.count, values)}>
                  {extra.units}
                </output>
                <button
                  type="button"
                  className="bw-stepper__button"
                  aria-label={intl.formatMessage(messages.increase, values)}
                  disabled={extra.units >= extra.max}
                  onClick={() => onChange(extra.id, extra.units + 1)}
                >
                  +
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
