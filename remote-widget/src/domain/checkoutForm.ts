import { MIN_DEFAULT_PHONE_LENGTH, type Ticket } from '@booking/shared-contracts';
import type { CheckoutQuestions, FormQuestion } from './checkoutQuestions';
import type { TicketSelection } from './tickets';

/** A text answer, or a checkbox's state. */
export type AnswerValue = string | boolean;

/** One participant of the booking and their answers to the passenger questions. */
export interface PassengerEntry {
  pricingCategoryId: number;
  ticketName: string;
  answers: Record<string, AnswerValue>;
}

/** The contact step's values: what Formik edits and the reservation is built from. */
export interface CheckoutValues {
  /** Main contact answers by question id (firstName, email…). */
  contact: Record<string, string>;
  passengers: PassengerEntry[];
  /** Booking-level answers by question id. */
  booking: Record<string, AnswerValue>;
}

/** §6 values an integrator page may set in advance. */
export interface IntegratorDefaults {
  defaultPhone?: string | null;
  /** "First Last": split at the first space. */
  defaultContactName?: string | null;
}

/** One participant per ticket counted, in ticket order. */
export function participantsOf(selection: TicketSelection, tickets: readonly Ticket[]): PassengerEntry[] {
  const participants: PassengerEntry[] = [];
  for (const ticket of tickets) {
    const count = selection[String(ticket.id)]?.count ?? 0;
    for (let i = 0; i < count; i += 1) {
      participants.push({
        pricingCategoryId: ticket.id,
        ticketName: ticket.label || ticket.name,
        answers: {},
      });
    }
  }
  return participants;
}

function emptyAnswer(question: FormQuestion): AnswerValue {
  return question.kind === 'checkbox' ? false : '';
}

function answersFor(
  questions: readonly FormQuestion[],
  previous: Record<string, AnswerValue> | undefined,
): Record<string, AnswerValue> {
  return Object.fromEntries(
    questions.map((q) => {
      const kept = previous?.[q.questionId];
      const empty = emptyAnswer(q);
      return [q.questionId, kept !== undefined && typeof kept === typeof empty ? kept : empty];
    }),
  );
}

/** The integrator's defaults as contact answers: phone, and first and last name from one contact name. */
export function integratorContact(defaults: IntegratorDefaults): Record<string, string> {
  const result: Record<string, string> = {};
  const phone = defaults.defaultPhone?.trim();
  if (phone) result.phoneNumber = phone;
  const name = defaults.defaultContactName?.trim();
  if (name) {
    const [first = '', ...rest] = name.split(/\s+/);
    result.firstName = first;
    if (rest.length > 0) result.lastName = rest.join(' ');
  }
  return result;
}

/**
 * The form's starting values: what the visitor typed before wins (the form keeps its values when the visitor
 * goes back and forth), then the integrator's defaults, then empty answers. Passengers follow the tickets:
 * the n-th participant of a category keeps the answers the n-th one of that category had.
 */
export function initialCheckoutValues(
  questions: CheckoutQuestions,
  participants: readonly PassengerEntry[],
  defaults: IntegratorDefaults,
  previous: CheckoutValues | null,
): CheckoutValues {
  const preset = integratorContact(defaults);
  const contact = Object.fromEntries(
    questions.contact.map((q) => {
      const kept = previous?.contact[q.questionId];
      return [q.questionId, kept && kept !== '' ? kept : (preset[q.questionId] ?? '')];
    }),
  );
  const seen = new Map<number, number>();
  const passengers = participants.map((participant) => {
    const nth = seen.get(participant.pricingCategoryId) ?? 0;
    seen.set(participant.pricingCategoryId, nth + 1);
    const before = previous?.passengers.filter((p) => p.pricingCategoryId === participant.pricingCategoryId)[
      nth
    ];
    return { ...participant, answers: answersFor(questions.passenger, before?.answers) };
  });
  return { contact, passengers, booking: answersFor(questions.booking, previous?.booking) };
}

/** True when an answer counts as given (a ticked box, a non-blank text). */
export function isAnswered(value: AnswerValue | undefined): boolean {
  return typeof value === 'boolean' ? value : (value ?? '').trim() !== '';
}

/** §5 "the default phone counts as valid at 6 or more characters". */
export function isPhoneLongEnough(value: string): boolean {
  return value.trim().length >= MIN_DEFAULT_PHONE_LENGTH;
}

/** The answers of the main contact by §3 field code, for payment and success data. */
export function contactPerson(contact: Record<string, string>): {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
} {
  return {
    firstName: (contact.firstName ?? '').trim(),
    lastName: (contact.lastName ?? '').trim(),
    email: (contact.email ?? '').trim(),
    phone: (contact.phoneNumber ?? '').trim(),
  };
}
