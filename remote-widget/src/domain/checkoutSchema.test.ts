import { contactQuestions, type FormQuestion } from './checkoutQuestions';
import type { CheckoutValues } from './checkoutForm';
import { countCheckoutErrors, validateCheckout } from './checkoutSchema';

const q = (over: Partial<FormQuestion>): FormQuestion => ({
  questionId: 'x',
  fieldCode: 'x',
  label: 'X',
  kind: 'text',
  required: false,
  options: [],
  ...over,
});

const questions = {
  contact: contactQuestions(null),
  passenger: [
    q({ questionId: 'firstName', required: true }),
    q({ questionId: 'shoeSize', kind: 'select', options: [{ value: '42', label: '42' }] }),
    q({ questionId: 'dateOfBirth', kind: 'date' }),
  ],
  booking: [
    q({ questionId: 'canSwim', kind: 'checkbox', required: true }),
    q({ questionId: 'dietary', kind: 'longText' }),
  ],
};

function valid(): CheckoutValues {
  return {
    contact: { firstName: 'Anna', lastName: 'Nowak', email: 'anna@example.com', phoneNumber: '+48500100200' },
    passengers: [
      {
        pricingCategoryId: 21,
        ticketName: 'Adult',
        answers: { firstName: 'Anna', shoeSize: '42', dateOfBirth: '1990-05-01' },
      },
    ],
    booking: { canSwim: true, dietary: '' },
  };
}

describe('validateCheckout (§5)', () => {
  it('accepts a complete form', () => {
    expect(validateCheckout(valid(), questions)).toEqual({});
  });

  it('"Contact field: required and empty is invalid"', () => {
    const values = valid();
    values.contact.firstName = '  ';
    expect(validateCheckout(values, questions).contact).toEqual({ firstName: 'required' });
  });

  it('"The email type must match a simple pattern (text, @, text, dot, text)"', () => {
    const values = valid();
    values.contact.email = 'anna@example';
    expect(validateCheckout(values, questions).contact).toEqual({ email: 'email' });
  });

  it('"the default phone counts as valid at 6 or more characters"', () => {
    const values = valid();
    values.contact.phoneNumber = '12345';
    expect(validateCheckout(values, questions).contact).toEqual({ phoneNumber: 'phone' });
  });

  it('"Booking question: required and empty is invalid" (an unticked required checkbox too)', () => {
    const values = valid();
    values.booking.canSwim = false;
    expect(validateCheckout(values, questions).booking).toEqual({ canSwim: 'required' });
  });

  it('refuses a date that is not a calendar date and an option Bokun does not offer', () => {
    const values = valid();
    values.passengers[0]!.answers.dateOfBirth = '1990-02-30';
    values.passengers[0]!.answers.shoeSize = '41';
    expect(validateCheckout(values, questions).passengers?.[0]?.answers).toEqual({
      dateOfBirth: 'date',
      shoeSize: 'option',
    });
  });

  it('"each passenger needs at least one filled value when participants exist"', () => {
    const optional = { ...questions, passenger: [q({ questionId: 'weight' })] };
    const values = valid();
    values.passengers = [{ pricingCategoryId: 21, ticketName: 'Adult', answers: { weight: '' } }];
    expect(validateCheckout(values, optional).passengers?.[0]?.entry).toBe('passengerEmpty');
  });

  it('"Passenger questions: valid if no definitions exist"', () => {
    const none = { ...questions, passenger: [] };
    const values = valid();
    values.passengers = [{ pricingCategoryId: 21, ticketName: 'Adult', answers: {} }];
    expect(validateCheckout(values, none)).toEqual({});
  });
});

describe('the error summary count', () => {
  it('counts each empty field once, and does not also tell a participant with refused answers to fill one', () => {
    const empty: CheckoutValues = {
      contact: { firstName: '', lastName: '', email: '', phoneNumber: '' },
      passengers: [1, 2, 3].map(() => ({
        pricingCategoryId: 21,
        ticketName: 'Adult',
        answers: { firstName: '', shoeSize: '', dateOfBirth: '' },
      })),
      booking: { canSwim: false, dietary: '' },
    };
    const errors = validateCheckout(empty, questions);
    // 4 contact fields, each participant's first name, the booking's required checkbox.
    expect(countCheckoutErrors(errors)).toBe(4 + 3 + 1);
    expect(errors.passengers?.map((passenger) => passenger?.entry)).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('counts a participant with only optional questions and nothing filled as one', () => {
    const optional = { ...questions, passenger: [q({ questionId: 'weight' })] };
    const values = valid();
    values.passengers = [{ pricingCategoryId: 21, ticketName: 'Adult', answers: { weight: '' } }];
    expect(countCheckoutErrors(validateCheckout(values, optional))).toBe(1);
  });
});
