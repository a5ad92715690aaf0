import { useIntl } from 'react-intl';
import type { PromoError } from '../../stores/PromoStore';
import { paymentMessages } from './paymentMessages';

export interface PromoCodeFieldProps {
  input: string;
  applied: string;
  checking: boolean;
  error: PromoError | null;
  onInput: (value: string) => void;
  onApply: () => void;
  onRemove: () => void;
  disabled: boolean;
}

const ERROR_TEXT = {
  unknown: paymentMessages.promoUnknown,
  failed: paymentMessages.promoFailed,
  empty: paymentMessages.promoEmpty,
} as const;

/** The promo code: applied through the BFF, shown once applied with a way to remove it. */
export function PromoCodeField(props: PromoCodeFieldProps) {
  const intl = useIntl();
  if (props.applied) {
    return (
      <div className="bw-promo bw-promo--applied" role="status">
        <span>{intl.formatMessage(paymentMessages.promoApplied, { code: props.applied })}</span>{' '}
        <button
          type="button"
          className="bw-button bw-button--small bw-button--secondary"
          onClick={props.onRemove}
          disabled={props.disabled}
        >
          {intl.formatMessage(paymentMessages.promoRemove, { code: props.applied })}
        </button>
      </div>
    );
  }
  return (
    <div className={`bw-field bw-promo${props.error ? ' bw-field--invalid' : ''}`}>
      <label htmlFor="bw-promo-code" className="bw-field__label">
        {intl.formatMessage(paymentMessages.promoLabel)}
      </label>
      <div className="bw-promo__row">
        <input
          id="bw-promo-code"
          type="text"
          autoComplete="off"
          value={props.input}
          disabled={props.disabled}
          onChange={(event) => props.onInput(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              props.onApply();
            }
          }}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? 'bw-promo-error' : undefined}
        />
        <button
          type="button"
          className="bw-button bw-button--secondary"
          onClick={props.onApply}
          disabled={props.disabled || props.checking}
        >
          {intl.formatMessage(paymentMessages.promoApply)}
        </button>
      </div>
      {props.error && (
        <p id="bw-promo-error" className="bw-field__error" role="alert">
          {intl.formatMessage(ERROR_TEXT[props.error])}
        </p>
      )}
    </div>
  );
}
