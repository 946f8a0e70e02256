/**
 * CSV writing (RFC 4180) for exports opened in spreadsheets. Cells that a spreadsheet would run as a
 * formula (starting with = + - @, or a tab / carriage return that some apps strip first) are prefixed
 * with an apostrophe, so an exported username can never execute in the admin's spreadsheet.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function escapeCsvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

export function toCsvLine(cells: readonly (string | number | boolean | null | undefined)[]): string {
  return `${cells.map(escapeCsvCell).join(',')}\r\n`;
}

/** Excel reads UTF-8 only when the file starts with a byte-order mark (names like José). */
export const CSV_BOM = '\uFEFF';
