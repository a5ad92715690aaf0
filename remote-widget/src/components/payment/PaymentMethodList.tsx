import { useIntl } from 'react-intl';
import type { PaymentOption } from '../../domain/paymentOptions';
import { paymentMessages } from './paymentMessages';

export interface PaymentMethodListProps {
  options: readonly PaymentOption[];
  selectedKey: string | null;
  onSelect: (key: string) => void;
  disabled: boolean;
}

/**
 * The provider's methods as one radio group: the arrow keys move between them, each with its logo. Banks and
 * brands (BLIK, Google Pay) keep the provider's names; a card is named in the visitor's language.
 */
export function PaymentMethodList({ options, selectedKey, onSelect, disabled }: PaymentMethodListProps) {
  const intl = useIntl();
  return (
    <fieldset className="bw-fieldset bw-methods" disabled={disabled}>
      <legend>{intl.formatMessage(paymentMessages.methods)}</legend>
      <div className="bw-methods__list">
        {options.map((option) => (
          <label
            key={option.key}
            className={`bw-method${option.key === selectedKey ? ' bw-method--selected' : ''}`}
          >
            <input
              type="radio"
              name="bw-payment-method"
              value={option.key}
              checked={option.key === selectedKey}
              onChange={() => onSelect(option.key)}
            />
            {option.img && <img src={option.img} alt="" className="bw-method__logo" width={32} height={20} />}
            <span className="bw-method__name">
              {option.type === 'card' ? intl.formatMessage(paymentMessages.methodCard) : option.name}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
