import { describe, expect, it } from 'vitest';
import readXlsxFile from 'read-excel-file/universal';
import { EXPORT_MAX_COLUMNS, EXPORT_MAX_ROWS } from '../rules/excel-export';
import { exportMessages } from '../messages/export';
import { call, en, ORIGIN, signIn, zh } from '../test-helpers';

/** The raw answer (a file, not JSON). */
async function exportXlsx(token: string | null, body: unknown) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  return fetch(`${ORIGIN}/api/v1/export/excel/`, { method: 'POST', headers, body: JSON.stringify(body) });
}

/** The first sheet's rows of an .xlsx answer. */
async function sheetOf(res: Response) {
  const [first] = await readXlsxFile(await res.arrayBuffer());
  return first.data;
}

const GOOD = {
  headers_name: ['Name', 'Team code', 'Hours'],
  headers_key: ['name', 'team', 'hours'],
  data: [
    { name: 'Li Ming', team: 'ABCDEF', hours: 1.5 },
    { name: '王小明', team: 'ABCDEF', hours: null },
    { name: 'Emma Wilson', hours: 3 },
  ],
  filename: 'Code Explorers logins',
};

describe('POST /export/excel/', () => {
  it('answers a real .xlsx with the title row and the rows in key order', async () => {
    const res = await exportXlsx(await signIn('teacher'), GOOD);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('Code Explorers logins.xlsx')}`);
    const bytes = await res.clone().arrayBuffer();
    expect(new TextDecoder().decode(bytes.slice(0, 2))).toBe('PK'); // a zip, as every .xlsx is
    expect(await sheetOf(res)).toEqual([
      ['Name', 'Team code', 'Hours'],
      ['Li Ming', 'ABCDEF', 1.5],
      ['王小明', 'ABCDEF', null],
      ['Emma Wilson', null, 3],
    ]);
  });

  it('keeps a given .xlsx extension and replaces characters no file system takes', async () => {
    const res = await exportXlsx(await signIn('manager'), { ...GOOD, filename: 'a/b:c.XLSX' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('a_b_c.XLSX')}`);
  });

  it('writes the title row alone for no data', async () => {
    const res = await exportXlsx(await signIn('teacher'), { ...GOOD, data: [] });
    expect(await sheetOf(res)).toEqual([['Name', 'Team code', 'Hours']]);
  });

  it('refuses a caller without a token', async () => {
    expect((await exportXlsx(null, GOOD)).status).toBe(401);
  });

  it.each([
    ['no columns', { headers_name: [], headers_key: [] }, exportMessages.headers],
    ['titles and keys of different lengths', { headers_key: ['name', 'team'] }, exportMessages.headers],
    ['too many columns', { headers_name: Array(EXPORT_MAX_COLUMNS + 1).fill('x'), headers_key: Array(EXPORT_MAX_COLUMNS + 1).fill('x') }, exportMessages.headers],
    ['rows that are not objects', { data: [['Li Ming']] }, exportMessages.data],
    ['a nested cell', { data: [{ name: { first: 'Li' } }] }, exportMessages.data],
    ['too many rows', { data: Array(EXPORT_MAX_ROWS + 1).fill({ name: 'x' }) }, exportMessages.data],
    ['an empty file name', { filename: '  ' }, exportMessages.filename],
    ['a file name of 101 characters', { filename: 'x'.repeat(101) }, exportMessages.filename],
  ])('answers 400 for %s, in the caller’s language', async (_, patch, message) => {
    const token = await signIn('teacher');
    const body = { ...GOOD, ...patch };
    expect(await call('/api/v1/export/excel/', { token, body })).toEqual({ status: 400, body: { detail: en(message) } });
    expect((await call('/api/v1/export/excel/', { token, body, lang: 'zh-CN' })).body).toEqual({ detail: zh(message) });
  });
});
