import {
  bookingLevelQuestions,
  contactQuestionId,
  contactQuestions,
  passengerQuestions,
  questionKindOf,
} from './checkoutQuestions';

describe('contactQuestions', () => {
  it('defaults to first_name, last_name, email, phone_number, all required', () => {
    const questions = contactQuestions(null);
    expect(questions.map((q) => [q.fieldCode, q.questionId, q.kind, q.required])).toEqual([
      ['first_name', 'firstName', 'text', true],
      ['last_name', 'lastName', 'text', true],
      ['email', 'email', 'email', true],
      ['phone_number', 'phoneNumber', 'tel', true],
    ]);
  });

  it("takes the activity's main-contact fields, asking a field needed before departure now", () => {
    const questions = contactQuestions({
      mainContactFields: [
        { field: 'EMAIL', required: true, requiredBeforeDeparture: false },
        { field: 'PHONE_NUMBER', required: false, requiredBeforeDeparture: true },
        { field: 'NATIONALITY', required: false, requiredBeforeDeparture: false },
      ],
    });
    expect(questions.map((q) => [q.questionId, q.kind, q.required, q.label])).toEqual([
      ['email', 'email', true, 'Email'],
      ['phoneNumber', 'tel', true, 'Phone number'],
      ['nationality', 'text', false, 'Nationality'],
    ]);
  });
});

describe('questionKindOf', () => {
  it.each([
    ['OPTIONS', 'select'],
    ['CHECKBOX_TOGGLE', 'checkbox'],
    ['DATE', 'date'],
    ['LONG_TEXT', 'longText'],
    ['SHORT_TEXT', 'text'],
    ['SOMETHING_NEW', 'text'],
  ])('answers a Bokun %s question with a %s control', (type, kind) => {
    expect(questionKindOf(type)).toBe(kind);
  });
});

describe('passenger and booking questions', () => {
  const question = (over: object) => ({
    questionId: 'shoeSize',
    label: 'Shoe size',
    type: 'OPTIONS',
    required: false,
    context: 'PASSENGER' as const,
    options: [{ value: '42', label: '42' }],
    ...over,
  });

  it('are asked per participant from the passenger fields, with their options', () => {
    expect(passengerQuestions({ passengerFields: [question({})] })).toEqual([
      {
        questionId: 'shoeSize',
        fieldCode: 'shoeSize',
        label: 'Shoe size',
        kind: 'select',
        required: false,
        options: [{ value: '42', label: '42' }],
      },
    ]);
  });

  it('are asked once from the booking questions', () => {
    const [canSwim] = bookingLevelQuestions({
      bookingQuestions: [
        question({ questionId: 'canSwim', type: 'CHECKBOX_TOGGLE', required: true, options: [] }),
      ],
    });
    expect(canSwim).toMatchObject({ questionId: 'canSwim', kind: 'checkbox', required: true });
  });

  it('uses camelCase checkout ids for contact field names', () => {
    expect(contactQuestionId('PHONE_NUMBER')).toBe('phoneNumber');
  });
});
