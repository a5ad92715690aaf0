/** One benchmark line: what was measured, against which target, and whether it met it. */
export interface Line {
  name: string;
  measured: string;
  target: string;
  pass: boolean;
}

/** Prints the lines as an aligned table and returns whether all passed. */
export function printTable(lines: Line[]): boolean {
  const rows = [
    ['benchmark', 'measured', 'target', 'result'],
    ...lines.map((l) => [l.name, l.measured, l.target, l.pass ? 'PASS' : 'FAIL']),
  ];
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((row) => row[col]!.length)));
  const format = (row: string[]) => row.map((cell, col) => cell.padEnd(widths[col]!)).join('  ');
  console.log(format(rows[0]!));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows.slice(1)) console.log(format(row));
  return lines.every((l) => l.pass);
}
