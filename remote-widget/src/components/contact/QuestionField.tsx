import { useField } from 'formik';
import { useIntl } from 'react-intl';
import type { CheckoutErrorCode } from '../../domain/checkoutSchema';
import type { FormQuestion } from '../../domain/checkoutQuestions';
import { contactMessages, defaultFieldLabels, errorMessageOf } from './contactMessages';

const AUTOCOMPLETE: Readonly<Record<string, string>> = {
  firstName: 'given-name',
  lastName: 'family-name',
  email: 'email',
  phoneNumber: 'tel',
};

export interface QuestionFieldProps {
  question: FormQuestion;
  /** Formik path of the answer, e.g. `contact.email` or `passengers.0.answers.firstName`. */
  name: string;
  /** Contact fields get browser autofill hints; passenger fields must not be filled with the contact's. */
  autofill?: boolean;
}

/** One labelled answer of the contact step; its error is linked with aria-describedby and marks it invalid. */
export function QuestionField({ question, name, autofill = false }: QuestionFieldProps) {
  const intl = useIntl();
  const isCheckbox = question.kind === 'checkbox';
  const [field, meta] = useField<string | boolean>({ name, type: isCheckbox ? 'checkbox' : undefined });
  const id = `bw-q-${name.replace(/\W+/g, '-')}`;
  const errorId = `${id}-error`;
  const code = (meta.touched ? meta.error : undefined) as CheckoutErrorCode | undefined;
  const known = defaultFieldLabels[question.questionId];
  const label = known ? intl.formatMessage(known) : question.label;
  const marker = intl.formatMessage(question.required ? contactMessages.required : contactMessages.optional);
  const common = {
    id,
    name: field.name,
    onBlur: field.onBlur,
    onChange: field.onChange,
    'aria-invalid': code ? true : undefined,
    'aria-describedby': code ? errorId : undefined,
    'aria-required': question.required || undefined,
  };
  const value = typeof field.value === 'string' ? field.value : '';
  let control;
  if (isCheckbox) {
    control = <input {...common} type="checkbox" checked={field.value === true} />;
  } else if (question.kind === 'select') {
    control = (
      <select {...common} value={value}>
        <option value="">{intl.formatMessage(contactMessages.choose)}</option>
        {question.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else if (question.kind === 'longText') {
    control = <textarea {...common} value={value} rows={3} />;
  } else {
    const type = { email: 'email', tel: 'tel', date: 'date' }[question.kind as string] ?? 'text';
    control = (
      <input
        {...common}
        type={type}
        value={value}
        autoComplete={autofill ? (AUTOCOMPLETE[question.questionId] ?? 'on') : 'off'}
        inputMode={question.kind === 'tel' ? 'tel' : question.kind === 'email' ? 'email' : undefined}
      />
    );
  }
  return (
    <div className={`bw-field bw-field--lined bw-field--${question.kind}${code ? ' bw-field--invalid' : ''}`}>
      {isCheckbox ? (
        <label htmlFor={id} className="bw-field__check">
          {control} {label} <span className="bw-field__marker">({marker})</span>
        </label>
      ) : (
        <>
          <label htmlFor={id} className="bw-field__label">
            {label} <span className="bw-field__marker">({marker})</span>
          </label>
          {control}
        </>
      )}
      {/* Always there, empty while the answer is valid: an error that comes or goes on blur (the blur of the
          mousedown on "Continue to payment") moves nothing under the pointer. */}
      <p id={errorId} className="bw-field__error bw-field__error--line">
        {code && intl.formatMessage(errorMessageOf[code])}
      </p>
    </div>
  );
}
