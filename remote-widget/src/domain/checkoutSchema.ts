import { array, mixed, object, string, ValidationError, type AnySchema } from 'yup';
import { emailField, isCalendarDate } from '@booking/shared-contracts';
import { isAnswered, isPhoneLongEnough, type AnswerValue, type CheckoutValues } from './checkoutForm';
import type { CheckoutQuestions, FormQuestion } from './checkoutQuestions';

/** Why an answer is refused; the contact step translates each code. */
export type CheckoutErrorCode = 'required' | 'email' | 'phone' | 'date' | 'option' | 'passengerEmpty';

/** Errors in the shape of the values (Formik's shape): a code where an answer is refused. */
export interface CheckoutErrors {
  contact?: Record<string, CheckoutErrorCode>;
  passengers?: ({ answers?: Record<string, CheckoutErrorCode>; entry?: CheckoutErrorCode } | undefined)[];
  booking?: Record<string, CheckoutErrorCode>;
}

/** §5 rules of one contact answer: required and empty is invalid, the e-mail pattern, the phone length. */
function contactRule(question: FormQuestion): AnySchema {
  let rule = string();
  if (question.kind === 'email') {
    // An optional e-mail may stay blank (an activity asking for a phone and not an e-mail); a typed one must match.
    rule = question.required
      ? emailField()
      : string().test('matches', 'email', (v) => !isAnswered(v ?? '') || emailField().isValidSync(v));
  }
  if (question.required) rule = rule.test('required', 'required', (v) => isAnswered(v ?? ''));
  if (question.kind === 'tel') {
    rule = rule.test('phone', 'phone', (v) => !isAnswered(v ?? '') || isPhoneLongEnough(v ?? ''));
  }
  return rule;
}

/** §5 booking and passenger questions: required and empty is invalid; dates and options must be real ones. */
function answerRule(question: FormQuestion): AnySchema {
  return mixed<AnswerValue>()
    .test('required', 'required', (v) => !question.required || isAnswered(v))
    .test('date', 'date', (v) => question.kind !== 'date' || !isAnswered(v) || isCalendarDate(String(v)))
    .test(
      'option',
      'option',
      (v) =>
        question.kind !== 'select' ||
        !isAnswered(v) ||
        question.options.length === 0 ||
        question.options.some((option) => option.value === v),
    );
}

function answersShape(questions: readonly FormQuestion[], rule: (q: FormQuestion) => AnySchema) {
  return object(Object.fromEntries(questions.map((q) => [q.questionId, rule(q)])));
}

/**
 * The contact step's schema: contact fields, one entry per participant, booking-level questions. §5
 * "Passenger questions: valid if no definitions exist; otherwise each passenger needs at least one filled
 * value when participants exist."
 */
export function checkoutSchema(questions: CheckoutQuestions) {
  const passengerAnswers = answersShape(questions.passenger, answerRule);
  const passenger = object({ answers: passengerAnswers }).test(
    'passengerEmpty',
    'passengerEmpty',
    (entry: { answers?: Record<string, AnswerValue> }) =>
      questions.passenger.length === 0 || Object.values(entry.answers ?? {}).some((v) => isAnswered(v)),
  );
  return object({
    contact: answersShape(questions.contact, contactRule),
    passengers: array(passenger),
    booking: answersShape(questions.booking, answerRule),
  });
}

/** `passengers[0].answers.firstName` → ['passengers', '0', 'answers', 'firstName']. */
function pathParts(path: string): string[] {
  return path
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter(Boolean);
}

function codeOf(error: ValidationError): CheckoutErrorCode {
  if (error.type === 'matches') return 'email';
  return (error.type ?? 'required') as CheckoutErrorCode;
}

function setPath(target: Record<string, unknown>, parts: string[], value: CheckoutErrorCode): void {
  let node: Record<string, unknown> = target;
  parts.forEach((part, index) => {
    if (index === parts.length - 1) {
      if (node[part] === undefined) node[part] = value;
      return;
    }
    const isIndex = /^\d+$/.test(parts[index + 1] ?? '');
    node[part] ??= isIndex ? [] : {};
    node = node[part] as Record<string, unknown>;
  });
}

/**
 * A participant whose own answers are already refused is not also told "fill in at least one" (§5): the
 * answers' messages say it, and the summary counts each field once, not the participant besides.
 */
function dropRepeatedEntries(errors: CheckoutErrors): void {
  for (const passenger of errors.passengers ?? []) {
    if (passenger?.entry && passenger.answers && Object.keys(passenger.answers).length > 0) {
      delete passenger.entry;
    }
  }
}

/** Validates the values; answers the refused answers by path (empty when everything is valid). */
export function validateCheckout(values: CheckoutValues, questions: CheckoutQuestions): CheckoutErrors {
  try {
    checkoutSchema(questions).validateSync(values, { abortEarly: false });
    return {};
  } catch (cause) {
    if (!(cause instanceof ValidationError)) throw cause;
    const errors: CheckoutErrors & Record<string, unknown> = {};
    const inner = cause.inner.length > 0 ? cause.inner : [cause];
    for (const error of inner) {
      const parts = pathParts(error.path ?? '');
      const code = codeOf(error);
      // The per-passenger rule is reported on the passenger, beside the answers.
      if (code === 'passengerEmpty') setPath(errors, [...parts, 'entry'], code);
      else setPath(errors, parts, code);
    }
    dropRepeatedEntries(errors);
    return errors;
  }
}

/** The fields (and participants with nothing filled) that need attention: the error summary's count. */
export function countCheckoutErrors(errors: unknown): number {
  if (typeof errors === 'string') return 1;
  if (!errors || typeof errors !== 'object') return 0;
  return Object.values(errors).reduce<number>((sum, value) => sum + countCheckoutErrors(value), 0);
}

/** True when validation found nothing. */
export function hasCheckoutErrors(errors: CheckoutErrors): boolean {
  return Object.keys(errors).length > 0;
}
