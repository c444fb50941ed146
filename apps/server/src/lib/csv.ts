import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { TIME_ZONE } from '@portal/shared';

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

const indiaTime = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** A moment as a CSV cell: its time in India, `2026-03-05 14:07:09`, which spreadsheets read. */
export const csvTimeInIndia = (at: string | Date) =>
  indiaTime.format(new Date(at)).replace(',', '');

/** Answers with a CSV file to download, streamed as its lines are made (an export of a year). */
export function sendCsv(reply: FastifyReply, fileName: string, lines: AsyncIterable<string>) {
  return (
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      // A stream is sent as it is (no serialisation); the route's schema documents it.
      .send(Readable.from(lines))
  );
}
