/**
 * The Excel export (spec 002 §7; path chosen: POST /api/v1/export/excel/): writes the rows the
 * client sends as a real .xlsx and answers it as a file. The spreadsheet writer loads on the
 * first export, so neither the app nor the mock's start carries it.
 */
import { XLSX_MIME_TYPE } from '@/types/export';
import { API, errors, fileAnswer, readBody, route } from './http';
import { checkExport, safeFileName, sheetRows } from '../rules/excel-export';
import { exportMessages } from '../messages/export';

const exportExcel = route('post', `${API}/export/excel/`, async ({ request }) => {
  const checked = checkExport(await readBody(request));
  if ('problem' in checked) return errors.badRequest({ detail: exportMessages[checked.problem] });
  const { default: writeXlsxFile } = await import('write-excel-file/universal');
  const blob = await writeXlsxFile(sheetRows(checked.request)).toBlob();
  const name = safeFileName(checked.request.filename);
  // Bytes, not the Blob: a Blob of another realm (jsdom's, in component tests) is not a body here.
  return fileAnswer(await blob.arrayBuffer(), XLSX_MIME_TYPE, name);
});

export const exportHandlers = [exportExcel];
