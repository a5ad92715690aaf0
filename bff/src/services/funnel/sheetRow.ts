import { createHash } from 'node:crypto';
import { sheetCellTooLong } from '../../errors';
import type { OutboxTopic } from '../outboxTopics';
import {
  GOOGLE_CELL_MAX_LENGTH,
  LOG_ROW_COLUMNS,
  sheetColumnMaxLength,
  NEWSLETTER_ROW_COLUMNS,
  rowToCells,
  type DiagnosticsReport,
  type SheetName,
} from '@booking/shared-contracts';

/** Outbox topic of a row waiting to be appended to a sheet. */
export const SHEETS_TOPIC = 'sheets.append' satisfies OutboxTopic;

/** What the outbox keeps of a row: enough to append it, find it for support, and spot a duplicate. */
export interface SheetRowPayload {
  configId: string;
  sheet: SheetName;
  /** The §3 cells in column order, ready for USER_ENTERED (apostrophes applied), without the event id. */
  cells: string[];
  eventId: string;
  sessionId?: string;
  email?: string;
  event?: string;
  /**
   * Who wrote the row: `server` for the rows the BFF writes itself (a paid payment's success), `visitor` for
   * a row a browser posted – what it says is the visitor's report, never the system's. Rows stored before
   * this was recorded count as the visitor's.
   */
  reportedBy?: 'visitor' | 'server';
  /** The widget session's diagnostics report (§4 flows, §9 critical errors), redacted; support reads it. */
  diagnostics?: DiagnosticsReport;
}

const columnsOf = (sheet: SheetName): readonly string[] =>
  sheet === 'Newsletter' ? NEWSLETTER_ROW_COLUMNS : LOG_ROW_COLUMNS;

/**
 * The sheet column that holds the event id: the one after the §3 columns (K on Logi and Porzucone koszyki,
 * I on Newsletter). A retry reads it to skip rows that already landed.
 */
export function eventIdColumn(sheet: SheetName): string {
  return String.fromCharCode(65 + columnsOf(sheet).length);
}

/**
 * A cell as USER_ENTERED must receive it: the phone number always with a leading apostrophe (kept as text:
 * a leading +, 0 or 00 survives, spec §5), and any other text that Sheets would read as a formula
 * (=, +, -, @) prefixed the same way, so visitor input never becomes a live formula.
 */
export function sheetCell(column: string, value: string): string {
  if (value === '') return value;
  if (column === 'phone-number') return value.startsWith("'") ? value : `'${value}`;
  return /^[=+\-@]/.test(value) ? `'${value}` : value;
}

/**
 * The row of spec §3 for a sheet from the posted data, and its event id: a digest of the config, the sheet
 * and the cells, so the same event posted twice (a widget retry) is one row. A cell longer than its column
 * holds (and always below Google's 50,000 characters, which would refuse the whole batch) answers
 * `400 sheet_cell_too_long`.
 */
export function buildSheetRow(
  configId: string,
  sheet: SheetName,
  data: Record<string, unknown>,
): SheetRowPayload {
  const columns = columnsOf(sheet);
  const cells = rowToCells(columns, data).map((value, i) => {
    const column = columns[i] ?? '';
    const text = value.trim();
    const max = Math.min(sheetColumnMaxLength(column), GOOGLE_CELL_MAX_LENGTH - 1);
    if (text.length > max) throw sheetCellTooLong(column, max);
    return sheetCell(column, text);
  });
  const eventId = `ev_${createHash('sha256')
    .update([configId, sheet, ...cells].join('\u001f'))
    .digest('hex')
    .slice(0, 32)}`;
  const text = (key: string) => {
    const value = data[key];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  const sessionId = text('session-id');
  const email = text('email');
  const event = text('event');
  return {
    configId,
    sheet,
    cells,
    eventId,
    ...(sessionId ? { sessionId } : {}),
    ...(email ? { email } : {}),
    ...(event ? { event } : {}),
  };
}
