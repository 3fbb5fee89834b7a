/**
 * CSV for Excel: UTF-8 with a byte order mark (Excel otherwise reads Korean as CP949), CRLF
 * line ends, RFC 4180 quoting, and cells a spreadsheet would run as a formula neutralized
 * (OWASP 'CSV Injection': a leading = + - @, tab or carriage return gets a leading apostrophe).
 */

export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || /^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: ReadonlyArray<string | number | null | undefined>): string {
  return cells.map(csvCell).join(',');
}

/** The whole file: BOM, header, rows, each line ending in CRLF. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>): string {
  return CSV_BOM + [csvLine(header), ...rows.map(csvLine)].map((line) => `${line}\r\n`).join('');
}
