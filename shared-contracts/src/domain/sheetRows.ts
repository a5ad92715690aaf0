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

const cell = () => string().max(SHEET_CELL_MAX_LENGTH).default('');

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

/** The §3 date-time cell of a row: `YYYY-MM-DD HH:mm:ss` in UTC (Sheets reads it as a date and time). */
export function sheetDateTime(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 19).replace('T', ' ');
}

type CellInput = string | number | null | undefined;

/** A cell's text: trimmed, empty for a missing value, cut to the length a cell may hold. */
const cellText = (value: CellInput): string =>
  value === null || value === undefined ? '' : String(value).trim().slice(0, SHEET_CELL_MAX_LENGTH);

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
    'trip-id': cellText(input.tripId),
    website: cellText(input.website),
    'website-lang': cellText(input.lang),
    step: cellText(input.step),
    event: cellText(input.event),
    email: cellText(input.email),
    'phone-number': cellText(input.phone),
    client: cellText(input.client),
    'session-id': cellText(input.sessionId),
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
    'first-name': cellText(input.firstName),
    'last-name': cellText(input.lastName),
    email: cellText(input.email),
    'phone-number': cellText(input.phone),
    'trip-id': cellText(input.tripId),
    acceptance: input.accepted ? 'TRUE' : 'FALSE',
    'session-id': cellText(input.sessionId),
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
