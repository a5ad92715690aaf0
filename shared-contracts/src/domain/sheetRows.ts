import { object, string, type InferType } from 'yup';

/** §3 log row columns, in sheet order (sheets Logi and Porzucone koszyki). */
export const LOG_ROW_COLUMNS = [
  'date-time',
  'trip-id',
  'website',
  'website-lang',
  'step',
  'event',
  'email',
  'phone-number',
  'client',
  'session-id',
] as const;

/** §3 newsletter row columns, in sheet order (sheet Newsletter). */
export const NEWSLETTER_ROW_COLUMNS = [
  'date-and-time',
  'first-name',
  'last-name',
  'email',
  'phone-number',
  'trip-id',
  'acceptance',
  'session-id',
] as const;

const cell = () => string().max(1000).default('');

/** A funnel log row; phone numbers are written with a leading apostrophe (§5). */
export const logRowSchema = object({
  'date-time': string().required(),
  'trip-id': cell(),
  website: cell(),
  'website-lang': cell(),
  step: cell(),
  event: string().required(),
  email: cell(),
  'phone-number': cell(),
  client: cell(),
  'session-id': cell(),
});
export type LogRow = InferType<typeof logRowSchema>;

/**
 * A newsletter sign-up row; acceptance is the text TRUE or FALSE. The e-mail may be missing: the server then
 * skips the row (§5) rather than refusing the request.
 */
export const newsletterRowSchema = object({
  'date-and-time': string().required(),
  'first-name': cell(),
  'last-name': cell(),
  email: cell(),
  'phone-number': cell(),
  'trip-id': cell(),
  acceptance: string().oneOf(['TRUE', 'FALSE']).required(),
  'session-id': cell(),
});
export type NewsletterRow = InferType<typeof newsletterRowSchema>;

/** The cells of a row in column order, ready for a values.append call. */
export function rowToCells(columns: readonly string[], row: Record<string, unknown>): string[] {
  return columns.map((column) => {
    const value = row[column];
    if (typeof value === 'string') return value;
    return typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
  });
}
