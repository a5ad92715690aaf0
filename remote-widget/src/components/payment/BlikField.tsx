import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { BLIK_CODE_LENGTH } from '@booking/shared-contracts';
import { paymentMessages } from './paymentMessages';

export interface BlikFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The translated "Invalid BLIK code…" message, when the code was refused. */
  error: string | null;
  disabled: boolean;
  /** The BLIK code failed (refused, or never confirmed in time): the field takes the focus for a new code. */
  focusForNewCode?: boolean;
}

/** §5 BLIK code: 6 digits, the numeric keyboard on phones, its error linked to the input. */
export function BlikField({ value, onChange, error, disabled, focusForNewCode = false }: BlikFieldProps) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusForNewCode) input.current?.focus();
  }, [focusForNewCode]);
  return (
    <div className={`bw-field bw-field--blik${error ? ' bw-field--invalid' : ''}`}>
      <label htmlFor="bw-blik-code" className="bw-field__label">
        {intl.formatMessage(paymentMessages.blikLabel)}
      </label>
      <input
        ref={input}
        id="bw-blik-code"
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="one-time-code"
        maxLength={BLIK_CODE_LENGTH}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'bw-blik-hint bw-blik-error' : 'bw-blik-hint'}
      />
      <p id="bw-blik-hint" className="bw-field__hint">
        {intl.formatMessage(paymentMessages.blikHint)}
      </p>
      {error && (
        <p id="bw-blik-error" className="bw-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
