/**
 * The Excel export (spec 002 §7; path chosen: POST /api/v1/export/excel/): writes the rows the
 * client sends as a real .xlsx and answers it as a file. The spreadsheet writer loads on the
 * first export, so neither the app nor the mock's start carries it.
 */
import { XLSX_MIME_TYPE } from '@/types/export';
import { readBody, route, API, errors } from './http';
import { checkExport, EXPORT_MESSAGES, safeFileName, sheetRows } from '../rules/excel-export';

const exportExcel = route('post', `${API}/export/excel/`, async ({ request }) => {
  const checked = checkExport(await readBody(request));
  if ('problem' in checked) return errors.badRequest({ detail: EXPORT_MESSAGES[checked.problem] });
  const { default: writeXlsxFile } = await import('write-excel-file/universal');
  const blob = await writeXlsxFile(sheetRows(checked.request)).toBlob();
  const name = safeFileName(checked.request.filename);
  // Bytes, not the Blob: a Blob of another realm (jsdom's, in component tests) is not a body here.
  return new Response(await blob.arrayBuffer(), {
    status: 200,
    headers: {
      'content-type': XLSX_MIME_TYPE,
      'content-disposition': `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`,
    },
  });
});

export const exportHandlers = [exportExcel];
