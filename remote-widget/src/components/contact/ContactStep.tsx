import { Form, Formik, type FormikErrors } from 'formik';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CheckoutValues } from '../../domain/checkoutForm';
import type { CheckoutQuestions } from '../../domain/checkoutQuestions';
import { countCheckoutErrors, validateCheckout, type CheckoutErrors } from '../../domain/checkoutSchema';
import { StepFrame } from '../steps/StepFrame';
import { contactMessages, errorMessageOf } from './contactMessages';
import { QuestionField } from './QuestionField';
import { ReservedMessage } from './ReservedMessage';

export interface ContactStepProps {
  questions: CheckoutQuestions;
  initialValues: CheckoutValues;
  /** Saves the values and reserves; answers whether the step may be left. */
  onSubmit: (values: CheckoutValues) => Promise<boolean>;
  /** Back to step 1, keeping what was typed. */
  onBack: (values: CheckoutValues) => void;
  /** What is typed, as it changes (kept in the tab for a reload). */
  onChange?: (values: CheckoutValues) => void;
  summary: ReactNode;
  reserving: boolean;
  /** A translated reservation failure, shown above the button. */
  failure: string | null;
}

/** Tells `onChange` of each change of the form's values (not of the first ones it starts with). */
function ReportValues({
  values,
  onChange,
}: {
  values: CheckoutValues;
  onChange: ((values: CheckoutValues) => void) | undefined;
}) {
  const first = useRef(values);
  // The latest handler, so a parent's new function does not report the same values again.
  const report = useRef(onChange);
  useEffect(() => {
    report.current = onChange;
  }, [onChange]);
  useEffect(() => {
    if (values !== first.current) report.current?.(values);
  }, [values]);
  return null;
}

/**
 * §2 contact step: contact details, a block per participant, booking-level questions. Formik only connects
 * the fields; the §5 rules come from domain/ (the contracts' schemas), the reservation from the store.
 */
export function ContactStep(props: ContactStepProps) {
  const intl = useIntl();
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const { questions } = props;
  const validate = (values: CheckoutValues) =>
    validateCheckout(values, questions) as FormikErrors<CheckoutValues>;
  return (
    <Formik<CheckoutValues>
      initialValues={props.initialValues}
      validate={validate}
      validateOnChange={false}
      onSubmit={async (values) => {
        await props.onSubmit(values);
      }}
    >
      {(formik) => {
        const errorCount = formik.submitCount > 0 ? countCheckoutErrors(formik.errors) : 0;
        const focusFirstInvalid = () =>
          requestAnimationFrame(() =>
            formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
          );
        return (
          <StepFrame
            step={2}
            heading={<FormattedMessage {...contactMessages.heading} />}
            summary={props.summary}
            onBack={() => props.onBack(formik.values)}
            primary={
              <button
                type="submit"
                form={formId}
                className="bw-button"
                disabled={props.reserving}
                onClick={focusFirstInvalid}
              >
                <FormattedMessage
                  {...(props.reserving ? contactMessages.reserving : contactMessages.continue)}
                />
              </button>
            }
          >
            <Form id={formId} ref={formRef} noValidate className="bw-form">
              <ReportValues values={formik.values} onChange={props.onChange} />
              <div role="alert" className="bw-form__alert">
                {/* Its line stays when the last error is fixed on blur, so the form below does not move. */}
                <ReservedMessage
                  element="span"
                  message={
                    errorCount > 0
                      ? intl.formatMessage(contactMessages.errorsSummary, { count: errorCount })
                      : null
                  }
                />
                {props.failure}
              </div>
              <fieldset className="bw-fieldset">
                <legend>
                  <FormattedMessage {...contactMessages.contactHeading} />
                </legend>
                {questions.contact.map((question) => (
                  <QuestionField
                    key={question.questionId}
                    question={question}
                    name={`contact.${question.questionId}`}
                    autofill
                  />
                ))}
              </fieldset>
              {questions.passenger.length > 0 && formik.values.passengers.length > 0 && (
                <div className="bw-form__group">
                  <h3 className="bw-form__heading">
                    <FormattedMessage {...contactMessages.passengersHeading} />
                  </h3>
                  {formik.values.passengers.map((passenger, index) => {
                    const entryError = (formik.errors as CheckoutErrors).passengers?.[index]?.entry;
                    return (
                      <fieldset key={index} className="bw-fieldset">
                        <legend>
                          <FormattedMessage
                            {...contactMessages.passenger}
                            values={{ number: index + 1, ticket: passenger.ticketName }}
                          />
                        </legend>
                        <ReservedMessage
                          className="bw-field__error"
                          message={
                            formik.submitCount > 0 && entryError
                              ? intl.formatMessage(errorMessageOf[entryError])
                              : null
                          }
                        />
                        {questions.passenger.map((question) => (
                          <QuestionField
                            key={question.questionId}
                            question={question}
                            name={`passengers.${index}.answers.${question.questionId}`}
                          />
                        ))}
                      </fieldset>
                    );
                  })}
                </div>
              )}
              {questions.booking.length > 0 && (
                <fieldset className="bw-fieldset">
                  <legend>
                    <FormattedMessage {...contactMessages.bookingHeading} />
                  </legend>
                  {questions.booking.map((question) => (
                    <QuestionField
                      key={question.questionId}
                      question={question}
                      name={`booking.${question.questionId}`}
                    />
                  ))}
                </fieldset>
              )}
            </Form>
          </StepFrame>
        );
      }}
    </Formik>
  );
}
