import { DEFAULT_CONTACT_FIELDS, type Activity, type BookingQuestion } from '@booking/shared-contracts';

/** How a question is answered in the form: Bokun's data types folded into the controls the widget draws. */
export type QuestionKind = 'text' | 'longText' | 'email' | 'tel' | 'select' | 'checkbox' | 'date';

/** One question of the contact step, whatever its level (main contact, passenger, booking). */
export interface FormQuestion {
  /** Bokun's question id, e.g. `firstName`; also the form key. */
  questionId: string;
  /** The §3 contact field code (`first_name`) for main-contact fields, else the question id. */
  fieldCode: string;
  label: string;
  kind: QuestionKind;
  required: boolean;
  options: { value: string; label: string }[];
}

/** FIRST_NAME → firstName: Bokun's checkout question ids are the camelCase field names. */
export function contactQuestionId(field: string): string {
  return field.toLowerCase().replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

const KIND_OF_TYPE: Readonly<Record<string, QuestionKind>> = {
  EMAIL: 'email',
  PHONE_NUMBER: 'tel',
  PHONE: 'tel',
  LONG_TEXT: 'longText',
  OPTIONS: 'select',
  SELECT: 'select',
  DROPDOWN: 'select',
  CHECKBOX_TOGGLE: 'checkbox',
  CHECKBOX: 'checkbox',
  BOOLEAN: 'checkbox',
  DATE: 'date',
  DATE_AND_TIME: 'date',
};

/** The control of a Bokun data type (or a contact field name); plain text when Bokun names another. */
export function questionKindOf(type: string | null | undefined): QuestionKind {
  return KIND_OF_TYPE[(type ?? '').trim().toUpperCase()] ?? 'text';
}

function humanize(field: string): string {
  const words = field.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * §3 contact fields from the activity's main-contact fields; without any, the four defaults first_name,
 * last_name, email, phone_number, all required. A field needed before departure is asked now, since the
 * widget is the visitor's only form.
 */
export function contactQuestions(activity: Pick<Activity, 'mainContactFields'> | null): FormQuestion[] {
  const fields = activity?.mainContactFields ?? [];
  if (fields.length === 0) {
    return DEFAULT_CONTACT_FIELDS.map((field) => ({
      questionId: contactQuestionId(field.fieldCode),
      fieldCode: field.fieldCode,
      label: field.label,
      kind: questionKindOf(field.dataType),
      required: true,
      options: [],
    }));
  }
  return fields.map((field) => ({
    questionId: contactQuestionId(field.field),
    fieldCode: field.field.toLowerCase(),
    label: humanize(field.field),
    kind: questionKindOf(field.field),
    required: field.required || field.requiredBeforeDeparture,
    options: [],
  }));
}

function fromBookingQuestion(question: BookingQuestion): FormQuestion {
  return {
    questionId: question.questionId,
    fieldCode: question.questionId,
    label: question.label,
    kind: questionKindOf(question.type),
    required: question.required,
    options: question.options.map((option) => ({ value: option.value, label: option.label })),
  };
}

/** Questions asked once per participant (passenger fields and passenger-level booking questions). */
export function passengerQuestions(activity: Pick<Activity, 'passengerFields'> | null): FormQuestion[] {
  return (activity?.passengerFields ?? []).map(fromBookingQuestion);
}

/** Questions asked once for the whole booking. */
export function bookingLevelQuestions(activity: Pick<Activity, 'bookingQuestions'> | null): FormQuestion[] {
  return (activity?.bookingQuestions ?? []).map(fromBookingQuestion);
}

/** Every question of the contact step of one activity. */
export interface CheckoutQuestions {
  contact: FormQuestion[];
  passenger: FormQuestion[];
  booking: FormQuestion[];
}

export function checkoutQuestionsOf(activity: Activity | null): CheckoutQuestions {
  return {
    contact: contactQuestions(activity),
    passenger: passengerQuestions(activity),
    booking: bookingLevelQuestions(activity),
  };
}
