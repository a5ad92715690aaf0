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

/** Longest text one cell of a posted row may hold. */
export const SHEET_CELL_MAX_LENGTH = 1000;

/** Google refuses a whole append holding a cell longer than this. */
export const GOOGLE_CELL_MAX_LENGTH = 50_000;

/** Columns held to less than SHEET_CELL_MAX_LENGTH: what each can hold when written honestly. */
export const SHEET_COLUMN_MAX_LENGTH: Readonly<Record<string, number>> = {
  'date-time': 40,
  'date-and-time': 40,
  event: 64,
  'trip-id': 32,
  'website-lang': 16,
  step: 8,
  email: 254,
  'phone-number': 64,
  client: 200,
  'first-name': 100,
  'last-name': 100,
  acceptance: 5,
  'session-id': 128,
};

/** The longest text a column of a §3 row may hold. */
export const sheetColumnMaxLength = (column: string): number =>
  SHEET_COLUMN_MAX_LENGTH[column] ?? SHEET_CELL_MAX_LENGTH;

const cell = (column: string) => string().max(sheetColumnMaxLength(column)).default('');

/** A funnel log row; phone numbers are written with a leading apostrophe (§5). */
export const logRowSchema = object({
  'date-time': string().max(sheetColumnMaxLength('date-time')).required(),
  'trip-id': cell('trip-id'),
  website: cell('website'),
  'website-lang': cell('website-lang'),
  step: cell('step'),
  event: string().max(sheetColumnMaxLength('event')).required(),
  email: cell('email'),
  'phone-number': cell('phone-number'),
  client: cell('client'),
  'session-id': cell('session-id'),
});
export type LogRow = InferType<typeof logRowSchema>;

/**
 * A newsletter sign-up row; acceptance is the text TRUE or FALSE. The e-mail may be missing: the server then
 * skips the row (§5) rather than refusing the request.
 */
export const newsletterRowSchema = object({
  'date-and-time': string().max(sheetColumnMaxLength('date-and-time')).required(),
  'first-name': cell('first-name'),
  'last-name': cell('last-name'),
  email: cell('email'),
  'phone-number': cell('phone-number'),
  'trip-id': cell('trip-id'),
  acceptance: string().oneOf(['TRUE', 'FALSE']).required(),
  'session-id': cell('session-id'),
});
export type NewsletterRow = InferType<typeof newsletterRowSchema>;

/** The §3 date-time cell of a row: `YYYY-MM-DD HH:mm:ss` in UTC (Sheets reads it as a date and time). */
export function sheetDateTime(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 19).replace('T', ' ');
}

type CellInput = string | number | null | undefined;

/** A cell's text: trimmed, empty for a missing value, cut to the length a cell may hold. */
const cellText = (value: CellInput, column: string): string =>
  value === null || value === undefined ? '' : String(value).trim().slice(0, sheetColumnMaxLength(column));

/** What one funnel event says: the row of Logi, or of Porzucone koszyki for an abandoned cart. */
export interface LogRowInput {
  /** When it happened, epoch ms. */
  at: number;
  event: string;
  sessionId: string;
  /** The activity being booked. */
  tripId?: CellInput;
  /** The site the widget runs for. */
  website?: CellInput;
  lang?: CellInput;
  step?: CellInput;
  email?: CellInput;
  phone?: CellInput;
  /** The visitor's name. */
  client?: CellInput;
}

/** The §3 log row of a funnel event, as POST /api/google/google-sheets takes it in `data`. */
export function buildLogRow(input: LogRowInput): LogRow {
  return {
    'date-time': sheetDateTime(input.at),
    'trip-id': cellText(input.tripId, 'trip-id'),
    website: cellText(input.website, 'website'),
    'website-lang': cellText(input.lang, 'website-lang'),
    step: cellText(input.step, 'step'),
    event: cellText(input.event, 'event'),
    email: cellText(input.email, 'email'),
    'phone-number': cellText(input.phone, 'phone-number'),
    client: cellText(input.client, 'client'),
    'session-id': cellText(input.sessionId, 'session-id'),
  };
}

/** What a newsletter sign-up says. */
export interface NewsletterRowInput {
  at: number;
  email: CellInput;
  firstName?: CellInput;
  lastName?: CellInput;
  phone?: CellInput;
  tripId?: CellInput;
  /** The marketing agreement. */
  accepted: boolean;
  sessionId: string;
}

/** The §3 newsletter row of a sign-up, as POST /api/google/google-sheets takes it in `data`. */
export function buildNewsletterRow(input: NewsletterRowInput): NewsletterRow {
  return {
    'date-and-time': sheetDateTime(input.at),
    'first-name': cellText(input.firstName, 'first-name'),
    'last-name': cellText(input.lastName, 'last-name'),
    email: cellText(input.email, 'email'),
    'phone-number': cellText(input.phone, 'phone-number'),
    'trip-id': cellText(input.tripId, 'trip-id'),
    acceptance: input.accepted ? 'TRUE' : 'FALSE',
    'session-id': cellText(input.sessionId, 'session-id'),
  };
}

/** The cells of a row in column order, ready for a values.append call. */
export function rowToCells(columns: readonly string[], row: Record<string, unknown>): string[] {
  return columns.map((column) => {
    const value = row[column];
    if (typeof value === 'string') return value;
    return typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
  });
}
