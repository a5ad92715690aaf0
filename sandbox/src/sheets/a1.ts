// A1 notation as the Sheets API reads it in a values path: `Logi!A1`, `'Porzucone koszyki'!A:K`, `Newsletter!D2:D`.

/** A parsed A1 range: the sheet and the column/row bounds (rows 1-based; undefined = open). */
export interface A1Range {
  sheet: string;
  startColumn: number;
  endColumn: number | undefined;
  startRow: number;
  endRow: number | undefined;
}

/** `A` → 0, `Z` → 25, `AA` → 26. */
export function columnIndex(letters: string): number {
  let index = 0;
  for (const char of letters.toUpperCase()) index = index * 26 + (char.charCodeAt(0) - 64);
  return index - 1;
}

/** 0 → `A`, 26 → `AA`. */
export function columnLetters(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rem = (n - 1) % 26;
    letters = String.fromCharCode(65 + rem) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

/** The sheet name as written in a range: quoted when it holds anything but letters, digits and `_`. */
export function quoteSheet(sheet: string): string {
  return /^[A-Za-z0-9_]+$/.test(sheet) ? sheet : `'${sheet.replaceAll("'", "''")}'`;
}

const CELL = /^([A-Za-z]{1,3})?(\d+)?$/;

/**
 * Parses `Sheet!A1:B2` (the sheet part is required here: the simulator has no "first visible sheet" rule for
 * its seeded spreadsheets). Undefined when the text is not a range.
 */
export function parseA1(text: string): A1Range | undefined {
  const bang = text.lastIndexOf('!');
  if (bang <= 0) return undefined;
  let sheet = text.slice(0, bang);
  if (sheet.startsWith("'")) {
    if (!sheet.endsWith("'") || sheet.length < 2) return undefined;
    sheet = sheet.slice(1, -1).replaceAll("''", "'");
  }
  const [from, to, extra] = text.slice(bang + 1).split(':');
  if (from === undefined || extra !== undefined) return undefined;
  const start = CELL.exec(from);
  const end = to === undefined ? undefined : CELL.exec(to);
  if (!start || (to !== undefined && !end) || (!start[1] && !start[2])) return undefined;
  const startColumn = start[1] ? columnIndex(start[1]) : 0;
  const startRow = start[2] ? Number(start[2]) : 1;
  if (startRow < 1) return undefined;
  if (to === undefined) {
    // A single cell names itself; a bare column (`D`) is not valid without a second part.
    if (!start[1] || !start[2]) return undefined;
    return { sheet, startColumn, endColumn: startColumn, startRow, endRow: startRow };
  }
  return {
    sheet,
    startColumn,
    endColumn: end?.[1] ? columnIndex(end[1]) : undefined,
    startRow,
    endRow: end?.[2] ? Number(end[2]) : undefined,
  };
}
