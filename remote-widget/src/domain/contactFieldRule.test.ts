import { checkoutQuestionsOf, contactQuestions } from './checkoutQuestions';
import { validateCheckout } from './checkoutSchema';

/** Activity 1005's main-contact fields as the sandbox (and Bokun) send them: phone required, e-mail not. */
const phoneOnly = [
  { field: 'FIRST_NAME', required: true, requiredBeforeDeparture: false },
  { field: 'LAST_NAME', required: true, requiredBeforeDeparture: false },
  { field: 'PHONE_NUMBER', required: true, requiredBeforeDeparture: false },
  { field: 'EMAIL', required: false, requiredBeforeDeparture: false },
];

const questionsOf = (mainContactFields: typeof phoneOnly) => ({
  ...checkoutQuestionsOf(null),
  contact: contactQuestions({ mainContactFields }),
  passenger: [],
  booking: [],
});

const values = (contact: Record<string, string>) => ({ contact, passengers: [], booking: {} });

describe("the contact step requires the activity's own main-contact fields", () => {
  it('asks exactly the fields the activity lists, required as it says', () => {
    expect(contactQuestions({ mainContactFields: phoneOnly }).map((q) => [q.questionId, q.required])).toEqual(
      [
        ['firstName', true],
        ['lastName', true],
        ['phoneNumber', true],
        ['email', false],
      ],
    );
  });

  it('accepts a blank e-mail and refuses a blank phone when only the phone is required (1005)', () => {
    const questions = questionsOf(phoneOnly);
    expect(
      validateCheckout(
        values({ firstName: 'Anna', lastName: 'Nowak', phoneNumber: '+48600100200', email: '' }),
        questions,
      ),
    ).toEqual({});
    expect(
      validateCheckout(
        values({ firstName: 'Anna', lastName: 'Nowak', phoneNumber: ' ', email: 'anna@example.com' }),
        questions,
      ).contact,
    ).toEqual({ phoneNumber: 'required' });
  });

  it('still checks an optional e-mail that was typed', () => {
    const questions = questionsOf(phoneOnly);
    const typed = values({
      firstName: 'Anna',
      lastName: 'Nowak',
      phoneNumber: '+48600100200',
      email: 'anna@',
    });
    expect(validateCheckout(typed, questions).contact).toEqual({ email: 'email' });
  });

  it('asks no e-mail at all when the activity does not list one', () => {
    const noEmail = phoneOnly.filter((f) => f.field !== 'EMAIL');
    expect(contactQuestions({ mainContactFields: noEmail }).map((q) => q.questionId)).not.toContain('email');
  });
});
