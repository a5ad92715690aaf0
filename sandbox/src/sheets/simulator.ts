import { randomBytes } from 'node:crypto';
import { columnLetters, quoteSheet, type A1Range } from './a1';
import { SANDBOX_SPREADSHEET_ID } from './serviceAccount';

/** The three sheets of spec §3/§7 every seeded spreadsheet has. */
export const SANDBOX_SHEETS = ['Logi', 'Newsletter', 'Porzucone koszyki'] as const;

/** One values.append call as it arrived (cells before the USER_ENTERED apostrophe rule). */
export interface AppendCall {
  spreadsheetId: string;
  sheet: string;
  valueInputOption: string;
  values: unknown[][];
  at: Date;
}

/** A switch that makes the Sheets API answer an error status for a while or a number of calls. */
export interface SheetsFault {
  status: 429 | 500 | 503;
  /** Until when (clock time); undefined = until cleared or `remaining` runs out. */
  until?: Date;
  /** Calls left to fail; undefined = no count limit. */
  remaining?: number;
}

type Cell = string | number | boolean;

/**
 * In-memory spreadsheets, issued access tokens and the fault switch of the Sheets simulator. Tests read the
 * rows (`rows`) and every append call (`appends`) and steer faults (`setFault`).
 */
export class SheetsSimulator {
  readonly appends: AppendCall[] = [];
  /** Every values.get, as `sheet!column index` (a test counts how often a column is read). */
  readonly reads: string[] = [];
  /** Calls of the values API answered with an injected fault. */
  faultedCalls = 0;
  private readonly spreadsheets = new Map<string, Map<string, Cell[][]>>();
  private readonly tokens = new Map<string, { email: string; expiresAt: Date }>();
  private readonly unshared = new Set<string>();
  private fault: SheetsFault | undefined;
  /**
   * Appends are stored at once but answered this much later: a client that dies meanwhile has written rows
   * it never heard about (the crash window a retry must not duplicate).
   */
  appendAnswerDelayMs = 0;

  constructor(private readonly clock: () => Date = () => new Date()) {
    this.createSpreadsheet(SANDBOX_SPREADSHEET_ID);
  }

  /** Adds an empty spreadsheet with the three sheets (a second site writes to its own). */
  createSpreadsheet(spreadsheetId: string): void {
    if (this.spreadsheets.has(spreadsheetId)) return;
    this.spreadsheets.set(spreadsheetId, new Map(SANDBOX_SHEETS.map((name) => [name, [] as Cell[][]])));
  }

  /** Rows of a sheet as stored (display strings), header rows included. */
  rows(sheet: string, spreadsheetId = SANDBOX_SPREADSHEET_ID): Cell[][] {
    return (this.spreadsheets.get(spreadsheetId)?.get(sheet) ?? []).map((row) => [...row]);
  }

  /** Empties every sheet, brings back the three seeded ones, shares every spreadsheet again, clears the log. */
  reset(): void {
    for (const id of this.spreadsheets.keys()) {
      this.spreadsheets.set(id, new Map(SANDBOX_SHEETS.map((name) => [name, [] as Cell[][]])));
    }
    this.unshared.clear();
    this.appends.length = 0;
    this.reads.length = 0;
    this.faultedCalls = 0;
    this.fault = undefined;
    this.appendAnswerDelayMs = 0;
  }

  /** Turns the fault switch on (`forMs` from now, or for `times` calls, or until cleared). */
  setFault(status: SheetsFault['status'], options: { forMs?: number; times?: number } = {}): void {
    this.fault = {
      status,
      ...(options.forMs !== undefined ? { until: new Date(this.clock().getTime() + options.forMs) } : {}),
      ...(options.times !== undefined ? { remaining: options.times } : {}),
    };
  }

  clearFault(): void {
    this.fault = undefined;
  }

  /** The fault in force, if any (consumes one of its counted calls). */
  takeFault(): SheetsFault['status'] | undefined {
    const fault = this.fault;
    if (!fault) return undefined;
    if (fault.until && fault.until.getTime() <= this.clock().getTime()) {
      this.fault = undefined;
      return undefined;
    }
    if (fault.remaining !== undefined) {
      if (fault.remaining <= 0) {
        this.fault = undefined;
        return undefined;
      }
      fault.remaining -= 1;
    }
    this.faultedCalls += 1;
    return fault.status;
  }

  /** Fault status in force without consuming it (for the switch's GET). */
  describeFault(): SheetsFault | undefined {
    return this.fault ? { ...this.fault } : undefined;
  }

  issueToken(email: string, lifetimeSeconds: number): string {
    const token = `ya29.sandbox-${randomBytes(18).toString('base64url')}`;
    this.tokens.set(token, { email, expiresAt: new Date(this.clock().getTime() + lifetimeSeconds * 1000) });
    return token;
  }

  /** Whether a bearer token was issued here and has not expired. */
  tokenValid(token: string): boolean {
    const entry = this.tokens.get(token);
    return Boolean(entry && entry.expiresAt.getTime() > this.clock().getTime());
  }

  sheet(spreadsheetId: string, name: string): Cell[][] | undefined {
    return this.spreadsheets.get(spreadsheetId)?.get(name);
  }

  hasSpreadsheet(spreadsheetId: string): boolean {
    return this.spreadsheets.has(spreadsheetId);
  }

  /** An operator renames or deletes a sheet (tab): ranges naming it no longer parse. */
  removeSheet(name: string, spreadsheetId = SANDBOX_SPREADSHEET_ID): void {
    this.spreadsheets.get(spreadsheetId)?.delete(name);
  }

  /** An operator adds a sheet (tab) of that name, empty. */
  addSheet(name: string, spreadsheetId = SANDBOX_SPREADSHEET_ID): void {
    const sheets = this.spreadsheets.get(spreadsheetId);
    if (sheets && !sheets.has(name)) sheets.set(name, []);
  }

  /** The spreadsheet's owner stops sharing it with the service account (every call then answers 403). */
  unshare(spreadsheetId = SANDBOX_SPREADSHEET_ID): void {
    this.unshared.add(spreadsheetId);
  }

  /** The owner shares the spreadsheet with the service account again. */
  share(spreadsheetId = SANDBOX_SPREADSHEET_ID): void {
    this.unshared.delete(spreadsheetId);
  }

  /** Whether the service account may read and write the spreadsheet. */
  isShared(spreadsheetId: string): boolean {
    return !this.unshared.has(spreadsheetId);
  }

  /**
   * values.append: finds the table (the rows that have data) and writes after its last row, starting at the
   * range's first column. USER_ENTERED strips one leading apostrophe (text marker); RAW stores verbatim.
   */
  append(
    spreadsheetId: string,
    range: A1Range,
    valueInputOption: 'RAW' | 'USER_ENTERED',
    values: Cell[][],
  ): {
    tableRange: string | undefined;
    updatedRange: string;
    updatedRows: number;
    updatedColumns: number;
    updatedCells: number;
  } {
    const rows = this.sheet(spreadsheetId, range.sheet);
    if (!rows) throw new Error(`unknown sheet ${range.sheet}`);
    this.appends.push({ spreadsheetId, sheet: range.sheet, valueInputOption, values, at: this.clock() });
    let last = rows.length;
    while (last > 0 && (rows[last - 1] ?? []).every((cell) => cell === '' || cell === undefined)) last -= 1;
    const width = Math.max(0, ...rows.map((row) => row.length));
    const quoted = quoteSheet(range.sheet);
    const tableRange =
      last > 0 ? `${quoted}!A1:${columnLetters(Math.max(0, width - 1))}${String(last)}` : undefined;
    const start = last;
    values.forEach((row, i) => {
      const stored: Cell[] = Array.from({ length: range.startColumn }, () => '');
      for (const cell of row) stored.push(storedValue(cell, valueInputOption));
      rows[start + i] = stored;
    });
    const columns = Math.max(0, ...values.map((row) => row.length));
    const firstCol = columnLetters(range.startColumn);
    const lastCol = columnLetters(range.startColumn + Math.max(columns, 1) - 1);
    return {
      tableRange,
      updatedRange: `${quoted}!${firstCol}${String(start + 1)}:${lastCol}${String(start + values.length)}`,
      updatedRows: values.length,
      updatedColumns: columns,
      updatedCells: values.reduce((sum, row) => sum + row.length, 0),
    };
  }

  /** values.get: the cells in the range as display strings, trailing empty rows and columns left out. */
  get(spreadsheetId: string, range: A1Range): string[][] {
    this.reads.push(`${range.sheet}!${range.startColumn}`);
    const rows = this.sheet(spreadsheetId, range.sheet) ?? [];
    const lastRow = Math.min(range.endRow ?? rows.length, rows.length);
    const out: string[][] = [];
    for (let r = range.startRow - 1; r < lastRow; r += 1) {
      const row = rows[r] ?? [];
      const end = range.endColumn === undefined ? row.length - 1 : range.endColumn;
      const cells = row.slice(range.startColumn, end + 1).map((cell) => String(cell));
      while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
      out.push(cells);
    }
    while (out.length > 0 && (out[out.length - 1] ?? []).length === 0) out.pop();
    return out;
  }
}

function storedValue(cell: Cell, option: 'RAW' | 'USER_ENTERED'): Cell {
  if (option === 'USER_ENTERED' && typeof cell === 'string' && cell.startsWith("'")) return cell.slice(1);
  return cell;
}
