import { mapBookingQuestion, questionOptions } from './mapQuestion';

describe('mapBookingQuestion', () => {
  it("reads Bokun's QuestionDto: numeric id, answerRequired and options as one string", () => {
    expect(
      mapBookingQuestion({
        id: 7101,
        active: true,
        label: 'Boot size',
        type: 'OPTIONS',
        options: '38\n40\n42',
        answerRequired: true,
      }),
    ).toEqual({
      questionId: '7101',
      label: 'Boot size',
      type: 'OPTIONS',
      required: true,
      context: 'BOOKING',
      options: [
        { value: '38', label: '38' },
        { value: '40', label: '40' },
        { value: '42', label: '42' },
      ],
    });
  });

  it('reads the older BookingQuestionDto: the text in question and options as a list of strings', () => {
    expect(
      mapBookingQuestion({
        id: 12,
        question: 'Lunch choice',
        type: 'OPTIONS',
        answerRequired: false,
        options: ['Vegetarian', 'Fish'],
      }),
    ).toMatchObject({
      label: 'Lunch choice',
      required: false,
      options: [
        { value: 'Vegetarian', label: 'Vegetarian' },
        { value: 'Fish', label: 'Fish' },
      ],
    });
  });

  it('still reads the sandbox shape of activities 1001–1004: questionCode, context and {value,label} options', () => {
    expect(
      mapBookingQuestion({
        id: 1,
        questionCode: 'diet',
        label: 'Diet',
        context: 'PASSENGER',
        required: true,
        options: [{ value: 'v', label: 'Vegan' }],
      }),
    ).toMatchObject({
      questionId: 'diet',
      context: 'PASSENGER',
      required: true,
      options: [{ value: 'v', label: 'Vegan' }],
    });
  });

  it('skips a question Bokun marks inactive and one without any id', () => {
    expect(mapBookingQuestion({ id: 3, label: 'Old', active: false })).toBeNull();
    expect(mapBookingQuestion({ label: 'Nameless' })).toBeNull();
  });
});

describe('questionOptions', () => {
  it('splits a one-line option string on commas and drops blanks', () => {
    expect(questionOptions(' S, M ,,L ')).toEqual([
      { value: 'S', label: 'S' },
      { value: 'M', label: 'M' },
      { value: 'L', label: 'L' },
    ]);
  });

  it('gives no options for null, an empty string or unusable list entries', () => {
    expect(questionOptions(null)).toEqual([]);
    expect(questionOptions('')).toEqual([]);
    expect(questionOptions([null, { label: 'no value' }, ''])).toEqual([]);
  });
});
