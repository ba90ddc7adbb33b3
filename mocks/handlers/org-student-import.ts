/**
 * The campus students' import (spec 002 §2.8, §5, §7, §8): POST /api/v1/org_students/batch_add/
 * takes the workbook as multipart field excel_file and answers a verdict for each row (beyond the
 * spec: `preview=true` judges the rows and writes nothing; `all_or_nothing=true` writes nothing
 * unless every row is valid); GET
 * /api/v1/org_students/import_template/ (path chosen) gives the template in the request's
 * language with the campus's teams (a sheet of them, and a drop-down of their names in the team column). The parsing and the rows are in mocks/rules/student-import.ts.
 */
import { checkImportContent, checkImportFile, IMPORT_MAX_BYTES } from '@/lib/validators/students';
import type { UserType } from '@/types/user';
import { XLSX_MIME_TYPE } from '@/types/export';
import { centreMessages as M } from '../messages/centre';
import { langOf } from '../messages/define';
import { messageText } from '../messages/index';
import { validationMessage } from '../messages/validation';
import { centreCampus, centreWriteCampus, isRefusal } from '../rules/centre-guard';
import { importRows, readRows, templateDropdown, templateSheets } from '../rules/student-import';
import { teamDropdownFeature } from '../rules/team-dropdown';
import { API, errors, fileAnswer, json, readBody, route } from './http';

const MANAGERS: readonly UserType[] = ['manager', 'manager|teacher'];

/** Room for the multipart framing around the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

const isFile = (value: unknown): value is File =>
  typeof value === 'object' && value !== null && 'arrayBuffer' in value && 'name' in value && 'size' in value;

/** A form flag: absent or 'false' is false, 'true' is true, anything else null. */
function flag(value: unknown): boolean | null {
  if (value === undefined || value === 'false') return false;
  return value === 'true' ? true : null;
}

const batchAdd = route(
  'post',
  `${API}/org_students/batch_add/`,
  async ({ request, me }) => {
    const org = centreWriteCampus(me);
    if (isRefusal(org)) return errors.refuse(org);
    // As a server's upload limit: a body far above the file limit is refused before it is read.
    const length = Number(request.headers.get('content-length') ?? 0);
    if (length > IMPORT_MAX_BYTES + FORM_OVERHEAD_BYTES) return errors.badRequest({ excel_file: [validationMessage(checkImportFile({ name: '.xlsx', size: length })!)] });
    const form = await readBody(request);
    const file = form.excel_file;
    if (!isFile(file)) return errors.badRequest({ excel_file: [M.fileRequired] });
    const preview = flag(form.preview);
    const allOrNothing = flag(form.all_or_nothing);
    if (preview === null) return errors.badRequest({ preview: [M.flagValue] });
    if (allOrNothing === null) return errors.badRequest({ all_or_nothing: [M.flagValue] });
    const problem = checkImportFile(file);
    if (problem) return errors.badRequest({ excel_file: [validationMessage(problem)] });
    // A workbook by its bytes, not only by its name.
    const content = await checkImportContent(new Uint8Array(await file.arrayBuffer()));
    if (content) return errors.badRequest({ excel_file: [validationMessage(content)] });
    const rows = await readRows(file);
    if (rows === 'invalid') return errors.badRequest({ excel_file: [M.notWorkbook] });
    const answer = importRows(org, rows, new Date(), { preview, allOrNothing });
    if (typeof answer === 'string') return errors.badRequest({ excel_file: [answer] });
    let message = M.importDone({ created: answer.created, skipped: answer.skipped });
    if (answer.preview) message = M.importPreview({ fits: answer.fits, skipped: answer.skipped });
    else if (!answer.written) message = M.importNothing({ skipped: answer.skipped });
    return json({ ...answer, message });
  },
  { roles: MANAGERS },
);

const template = route(
  'get',
  `${API}/org_students/import_template/`,
  async ({ request, me }) => {
    const org = centreCampus(me);
    if (isRefusal(org)) return errors.refuse(org);
    const lang = langOf(request);
    const { default: writeXlsxFile } = await import('write-excel-file/universal');
    const blob = await writeXlsxFile(templateSheets(org, lang), { features: [teamDropdownFeature(templateDropdown(org, lang))] }).toBlob();
    // Bytes, not the Blob: a Blob of another realm (jsdom's, in component tests) is not a body here.
    return fileAnswer(await blob.arrayBuffer(), XLSX_MIME_TYPE, messageText(M.templateFile, lang));
  },
  { roles: MANAGERS },
);

export const orgStudentImportHandlers = [batchAdd, template];
