// CSV as spreadsheets read it (RFC 4180): fields quoted when they hold a comma, a quote, a line
// break or edge blanks; quotes doubled; lines end in CRLF. A UTF-8 byte order mark lets Excel read
// non-ASCII names.

/**
 * Cells a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, and tab or carriage return before
 * one) get a leading apostrophe: a buyer named `=HYPERLINK(...)` stays text (OWASP "CSV injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvCell = string | number | boolean | null | undefined;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: readonly CsvCell[]): string => cells.map(csvCell).join(',');

export const CSV_BOM = '\uFEFF';

/** The whole file: a header line, then one line per row. */
export function csvText(header: readonly string[], rows: Iterable<readonly CsvCell[]>): string {
  const lines = [csvLine(header)];
  for (const row of rows) lines.push(csvLine(row));
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}
