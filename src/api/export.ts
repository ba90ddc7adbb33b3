/**
 * The Excel export (spec 002 §7 "Excel export"; path chosen: POST /api/v1/export/excel/): the
 * client sends the column titles, the keys of each column, the rows and a file name; the server
 * answers the .xlsx file. The client never carries a spreadsheet writer. Used by the login-card
 * export of the teams area and by the data centre's chart exports.
 *
 * Failures are the caller's to show (policy 'local'): an error answer arrives as bytes too, so
 * its JSON is read here and the ApiError carries the server's message. (Bytes rather than a
 * blob: the answer is read the same way in every browser and in the tests' jsdom.)
 */
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { ApiError, withByteBody } from '@/lib/api-error';
import { saveBlob } from '@/lib/download';
import { XLSX_MIME_TYPE, type ExcelExportRequest } from '@/types/export';

export const EXCEL_EXTENSION = '.xlsx';

/** The name the file is saved under: the request's, with `.xlsx` added when missing. */
export function excelFileName(filename: string): string {
  const name = filename.trim() || 'export';
  return name.toLowerCase().endsWith(EXCEL_EXTENSION) ? name : `${name}${EXCEL_EXTENSION}`;
}

/** The .xlsx the server writes for these rows. */
export async function exportExcel(request: ExcelExportRequest): Promise<Blob> {
  try {
    const bytes = await apiPost<ArrayBuffer>('/api/v1/export/excel/', request, { responseType: 'arraybuffer', policy: 'local' });
    return new Blob([bytes], { type: XLSX_MIME_TYPE });
  } catch (error) {
    throw error instanceof ApiError ? withByteBody(error) : error;
  }
}

/** Exports and saves the file as a download. */
export async function downloadExcel(request: ExcelExportRequest): Promise<void> {
  const blob = await exportExcel(request);
  saveBlob(blob, excelFileName(request.filename));
}

/** The export as a mutation (its pending state drives the button's spinner). */
export function useExcelDownload() {
  return useMutation({ mutationFn: downloadExcel });
}
