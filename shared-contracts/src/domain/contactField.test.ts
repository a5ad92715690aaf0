import { asksForEmail, contactFieldSchema, DEFAULT_CONTACT_FIELDS } from './contactField';

describe('DEFAULT_CONTACT_FIELDS', () => {
  it('are first_name, last_name, email and phone_number, all required (§3)', () => {
    expect(DEFAULT_CONTACT_FIELDS.map((f) => f.fieldCode)).toEqual([
      'first_name',
      'last_name',
      'email',
      'phone_number',
    ]);
    expect(DEFAULT_CONTACT_FIELDS.every((f) => f.required)).toBe(true);
  });

  it('each satisfies the contact field schema', () => {
    for (const field of DEFAULT_CONTACT_FIELDS) expect(contactFieldSchema.isValidSync(field)).toBe(true);
  });
});

describe('asksForEmail', () => {
  const field = (name: string, required: boolean, requiredBeforeDeparture = false) => ({
    field: name,
    required,
    requiredBeforeDeparture,
  });

  it('asks when the activity lists no fields (the defaults) or lists EMAIL as required now or later', () => {
    expect(asksForEmail([])).toBe(true);
    expect(asksForEmail([field('FIRST_NAME', true), field('EMAIL', true)])).toBe(true);
    expect(asksForEmail([field('EMAIL', false, true)])).toBe(true);
  });

  it('does not ask when EMAIL is optional or not listed at all', () => {
    expect(asksForEmail([field('PHONE_NUMBER', true), field('EMAIL', false)])).toBe(false);
    expect(asksForEmail([field('FIRST_NAME', true), field('PHONE_NUMBER', true)])).toBe(false);
  });
});
