import { useIntl } from 'react-intl';
import type { PaymentOption } from '../../domain/paymentOptions';
import { paymentMessages } from './paymentMessages';

/** Tpay's group of Alior Bank instalments, which it names in Polish ("Raty Alior"). */
const ALIOR_INSTALMENTS_GROUP_ID = 171;

export interface PaymentMethodListProps {
  options: readonly PaymentOption[];
  selectedKey: string | null;
  onSelect: (key: string) => void;
  disabled: boolean;
}

/**
 * The provider's methods as one radio group: the arrow keys move between them, each with its logo. Banks and
 * brands (BLIK, Google Pay) keep the provider's names; a card and Alior's instalments, which the provider
 * names in Polish, are named in the visitor's language (no Polish on an English page).
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
              {option.type === 'card'
                ? intl.formatMessage(paymentMessages.methodCard)
                : option.groupId === ALIOR_INSTALMENTS_GROUP_ID
                  ? intl.formatMessage(paymentMessages.methodAliorInstalments)
                  : option.name}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
