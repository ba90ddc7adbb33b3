/**
 * A chart's data table as the Excel export's request (spec 002 §7 "Excel export": headers_name,
 * headers_key, data, filename): the table's columns are the titles, each column gets a key, and
 * every row becomes an object of those keys.
 */
import type { ExcelExportRequest } from '@/types/export';

export interface ExportTable {
  caption: string;
  columns: string[];
  rows: (string | number)[][];
}

export function excelRequest(table: ExportTable, filename: string): ExcelExportRequest {
  const keys = table.columns.map((_, i) => `c${i}`);
  return {
    headers_name: table.columns,
    headers_key: keys,
    data: table.rows.map((row) => Object.fromEntries(keys.map((key, i) => [key, row[i] ?? null]))),
    filename,
  };
}
