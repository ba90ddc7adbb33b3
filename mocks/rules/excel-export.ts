/**
 * What the Excel export accepts (spec 002 §7 "Excel export"): column titles and keys of the same
 * length, rows of plain cells, and a file name. Limits keep one call to a sheet a person can
 * open; the writer itself loads on demand (mocks/handlers/export.ts).
 */
import type { SheetData } from 'write-excel-file/universal';
import type { ExcelExportRequest, ExportCell } from '@/types/export';

export const EXPORT_MAX_COLUMNS = 50;
export const EXPORT_MAX_ROWS = 10_000;
export const EXPORT_FILENAME_MAX = 100;

/** What can be wrong with a request (each has its message in mocks/messages/export.ts). */
export type ExportProblem = 'headers' | 'data' | 'filename';

const isCell = (v: unknown): v is ExportCell => v === null || v === undefined || ['string', 'number', 'boolean'].includes(typeof v);
const isTextList = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');

/** Characters no file system takes in a name, and control characters. */
// eslint-disable-next-line no-control-regex
const UNSAFE_FILENAME = /[\\/:*?"<>|\u0000-\u001f]/g;

/** The file name written in the answer: unsafe characters replaced, `.xlsx` added when missing. */
export function safeFileName(filename: string): string {
  const base = filename.trim().replace(UNSAFE_FILENAME, '_');
  return base.toLowerCase().endsWith('.xlsx') ? base : `${base}.xlsx`;
}

/** The request when it is well formed, else what is wrong with it. */
export function checkExport(body: Record<string, unknown>): { request: ExcelExportRequest } | { problem: ExportProblem } {
  const { headers_name: names, headers_key: keys, data, filename } = body;
  if (!isTextList(names) || !isTextList(keys) || names.length === 0 || names.length !== keys.length || names.length > EXPORT_MAX_COLUMNS) {
    return { problem: 'headers' };
  }
  if (
    !Array.isArray(data) ||
    data.length > EXPORT_MAX_ROWS ||
    !data.every((row) => row !== null && typeof row === 'object' && !Array.isArray(row) && Object.values(row as object).every(isCell))
  ) {
    return { problem: 'data' };
  }
  if (typeof filename !== 'string' || filename.trim() === '' || filename.trim().length > EXPORT_FILENAME_MAX) return { problem: 'filename' };
  return { request: { headers_name: names, headers_key: keys, data: data as ExcelExportRequest['data'], filename } };
}

/** The sheet: a bold title row, then one row per data row in the order of the keys. */
export function sheetRows(request: ExcelExportRequest): SheetData {
  const header = request.headers_name.map((value) => ({ value, fontWeight: 'bold' as const }));
  // An empty cell is null (no cell object), as the writer wants it.
  const rows = request.data.map((row) => request.headers_key.map((key) => row[key] ?? null));
  return [header, ...rows];
}
