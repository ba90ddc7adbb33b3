/**
 * A chart's data as CSV (RFC 4180): fields with a comma, a quote or a line break are quoted,
 * quotes doubled, lines end with CRLF. A byte-order mark leads, so Excel reads Chinese titles as
 * UTF-8. A field that starts like a formula (=, +, -, @) gets a leading apostrophe: a work title
 * must never run as a formula in the reader's spreadsheet.
 */
export type CsvCell = string | number | null | undefined;

const BOM = '\uFEFF';
const NEEDS_QUOTES = /[",\r\n]/;
const FORMULA_START = /^[=+\-@\t\r]/;

function field(value: CsvCell): string {
  if (value == null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(columns: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return BOM + [columns, ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}
