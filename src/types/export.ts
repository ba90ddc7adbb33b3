/**
 * The Excel export call (spec 002 §7 "Excel export: POST with headers_name, headers_key, data,
 * filename; returns a file blob"): the client names the columns and sends the rows, the server
 * writes the .xlsx. The teams' login-card export and the data centre's chart exports use it.
 */

/** One cell: text, a number, or empty. */
export type ExportCell = string | number | boolean | null;

export interface ExcelExportRequest {
  /** column titles, in order, as the reader sees them (already translated) */
  headers_name: string[];
  /** for each column, the key of its value in a data row (same length as headers_name) */
  headers_key: string[];
  /** the rows; a key a row lacks is an empty cell */
  data: Record<string, ExportCell>[];
  /** the file's name; `.xlsx` is added when it is missing */
  filename: string;
}

/** The media type of the answer. */
export const XLSX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
