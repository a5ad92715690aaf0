import { useIntl } from 'react-intl';
import type { Agreements } from '@booking/shared-contracts';
import { paymentMessages } from './paymentMessages';

export interface AgreementsFieldsProps {
  agreements: Agreements;
  onChange: (name: keyof Agreements, given: boolean) => void;
  termsUrl: string;
  privacyPolicyUrl: string;
  /** The translated "accept the terms" message after a pay attempt without them. */
  error: string | null;
  disabled: boolean;
}

/** §5 agreements: terms and paymentTerms required, marketing optional; labels link the config's URLs. */
export function AgreementsFields(props: AgreementsFieldsProps) {
  const intl = useIntl();
  const box = (name: keyof Agreements, label: string, url: string, linkLabel: string, required: boolean) => (
    <div className="bw-field bw-field--checkbox">
      <label className="bw-field__check">
        <input
          type="checkbox"
          name={name}
          checked={props.agreements[name]}
          onChange={(event) => props.onChange(name, event.target.checked)}
          aria-required={required || undefined}
          aria-invalid={required && props.error && !props.agreements[name] ? true : undefined}
          aria-describedby={required && props.error ? 'bw-agreements-error' : undefined}
        />{' '}
        {label}
      </label>
      {url && (
        <>
          {' '}
          <a href={url} target="_blank" rel="noopener noreferrer" className="bw-link">
            {linkLabel}
          </a>
        </>
      )}
    </div>
  );
  return (
    <fieldset className="bw-fieldset bw-agreements" disabled={props.disabled}>
      <legend>{intl.formatMessage(paymentMessages.agreements)}</legend>
      {box(
        'terms',
        intl.formatMessage(paymentMessages.terms),
        props.termsUrl,
        intl.formatMessage(paymentMessages.termsLink),
        true,
      )}
      {box(
        'paymentTerms',
        intl.formatMessage(paymentMessages.paymentTerms),
        props.privacyPolicyUrl,
        intl.formatMessage(paymentMessages.paymentTermsLink),
        true,
      )}
      {box('marketing', intl.formatMessage(paymentMessages.marketing), '', '', false)}
      {props.error && (
        <p id="bw-agreements-error" className="bw-field__error" role="alert">
          {props.error}
        </p>
      )}
    </fieldset>
  );
}
