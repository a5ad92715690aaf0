import { boolean, object, string, type InferType } from 'yup';

/** §3 Contact field of the contact step. */
export const contactFieldSchema = object({
  id: string().required(),
  fieldType: string().default('text'),
  fieldCode: string().required(),
  required: boolean().default(false),
  requiredBeforeDeparture: boolean().default(false),
  dataType: string().default('SHORT_TEXT'),
  label: string().default(''),
  value: string().default(''),
  isValid: boolean().default(false),
  placeholder: string().default(''),
});
export type ContactField = InferType<typeof contactFieldSchema>;

/** §3: the four default contact fields, all required. */
export const DEFAULT_CONTACT_FIELDS: readonly ContactField[] = [
  { code: 'first_name', label: 'First name', type: 'text', data: 'SHORT_TEXT' },
  { code: 'last_name', label: 'Last name', type: 'text', data: 'SHORT_TEXT' },
  { code: 'email', label: 'Email', type: 'email', data: 'EMAIL' },
  { code: 'phone_number', label: 'Phone number', type: 'tel', data: 'PHONE_NUMBER' },
].map(({ code, label, type, data }) => ({
  id: code,
  fieldType: type,
  fieldCode: code,
  required: true,
  requiredBeforeDeparture: false,
  dataType: data,
  label,
  value: '',
  isValid: false,
  placeholder: '',
}));

/**
 * Whether an activity's main-contact fields ask for an e-mail: without any fields the §3 defaults hold (all
 * required); otherwise EMAIL must be listed as required now or before departure.
 */
export function asksForEmail(
  fields: readonly { field: string; required?: boolean; requiredBeforeDeparture?: boolean }[],
): boolean {
  if (fields.length === 0) return true;
  return fields.some(
    (f) => f.field === 'EMAIL' && (f.required === true || f.requiredBeforeDeparture === true),
  );
}

/** §5: the default phone counts as valid at 6 or more characters. */
export const MIN_DEFAULT_PHONE_LENGTH = 6;
