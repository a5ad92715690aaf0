import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { PromoError } from '../../checkout/PromoStore';
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

/**
 * Keeps the focus in the promo code when its view changes: applying a code replaces the input (which had
 * the focus) with the applied code, so its Remove button takes it; removing the code gives it back to the
 * input. Nothing moves on the first render or when the focus is elsewhere on the page.
 */
function useFocusAcrossViews(applied: boolean) {
  const target = useRef<HTMLInputElement & HTMLButtonElement>(null);
  const before = useRef(applied);
  useEffect(() => {
    if (before.current === applied) return;
    before.current = applied;
    const active = target.current?.ownerDocument.activeElement;
    // The element that had the focus went with the other view: the focus fell back to the body.
    if (!active || active === target.current?.ownerDocument.body) target.current?.focus();
  }, [applied]);
  return target;
}

/** The promo code: applied through the BFF, shown once applied with a way to remove it. */
export function PromoCodeField(props: PromoCodeFieldProps) {
  const intl = useIntl();
  const focusTarget = useFocusAcrossViews(Boolean(props.applied));
  if (props.applied) {
    return (
      <div className="bw-promo bw-promo--applied" role="status">
        <span>{intl.formatMessage(paymentMessages.promoApplied, { code: props.applied })}</span>{' '}
        <button
          ref={focusTarget}
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
          ref={focusTarget}
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
