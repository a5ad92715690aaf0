import { missingContactFieldsOf } from './vendor';

describe('missingContactFieldsOf: a refused booking read tolerantly, whatever shape names the field', () => {
  it.each([
    ['the sandbox form', { 'mainContactDetails.phoneNumber': 'required' }],
    ['an indexed list', { 'mainContactDetails[2].phoneNumber': 'may not be empty' }],
    ['a bare question id', { phoneNumber: 'required' }],
  ])('names the field from its key: %s', (_form, fields) => {
    expect(missingContactFieldsOf(fields, 'Bad request')).toEqual(['phoneNumber']);
  });

  it('names the fields a message about the main contact mentions, by id or in words', () => {
    expect(missingContactFieldsOf({}, 'Main contact is missing required fields: phoneNumber, email')).toEqual(
      ['email', 'phoneNumber'],
    );
    expect(missingContactFieldsOf({}, 'Missing main contact details: phone number')).toEqual(['phoneNumber']);
  });

  it('answers [] for a message that only says contact data is missing: the generic message follows', () => {
    expect(missingContactFieldsOf({}, 'Required contact information missing')).toEqual([]);
  });

  it('answers undefined for a refusal about something else', () => {
    expect(missingContactFieldsOf({}, 'Activity not available on the requested date')).toBeUndefined();
    expect(
      missingContactFieldsOf({ 'activityBookings[0].rateId': 'invalid' }, 'Bad request'),
    ).toBeUndefined();
  });
});
