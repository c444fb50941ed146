/** Excel reads a UTF-8 file as UTF-8 (Hindi and Gujarati included) only when it starts with this. */
export const CSV_BOM = '\uFEFF';

/**
 * A cell that a spreadsheet would run as a formula (=, +, -, @, or a tab or carriage return
 * first) is written with a leading apostrophe, which the spreadsheet shows as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of a CSV file (RFC 4180: commas, quoted where needed, CRLF). */
export function csvLine(values: readonly (string | number | null | undefined)[]): string {
  return `${values.map(cell).join(',')}\r\n`;
}
