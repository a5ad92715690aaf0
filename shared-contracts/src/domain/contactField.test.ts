import { contactFieldSchema, DEFAULT_CONTACT_FIELDS } from './contactField';

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
