import { describe, expect, it } from 'vitest';
import readXlsxFile from 'read-excel-file/universal';
import { EXPORT_MAX_COLUMNS, EXPORT_MAX_ROWS } from '../rules/excel-export';

const BASE = 'http://localhost/api/v1';

/** The first sheet's rows of an .xlsx. */
async function sheetOf(res: Response) {
  const [first] = await readXlsxFile(await res.arrayBuffer());
  return first.data;
}

async function signIn(username: string): Promise<string> {
  const res = await fetch(`${BASE}/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login_type: 'password', username, password: 'demo1234' }),
  });
  return ((await res.json()) as { token: string }).token;
}

async function exportXlsx(token: string | null, body: unknown) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  return fetch(`${BASE}/export/excel/`, { method: 'POST', headers, body: JSON.stringify(body) });
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
  it('answers a real .xlsx with a bold title row and the rows in key order', async () => {
    const res = await exportXlsx(await signIn('teacher'), GOOD);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('Code Explorers logins.xlsx')}`);
    const bytes = await res.arrayBuffer();
    expect(new TextDecoder().decode(bytes.slice(0, 2))).toBe('PK'); // a zip, as every .xlsx is
    const [first] = await readXlsxFile(bytes);
    expect(first.data).toEqual([
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

  it('writes a title row alone for no data', async () => {
    const res = await exportXlsx(await signIn('teacher'), { ...GOOD, data: [] });
    expect(await sheetOf(res)).toEqual([['Name', 'Team code', 'Hours']]);
  });

  it('refuses a caller without a token', async () => {
    expect((await exportXlsx(null, GOOD)).status).toBe(401);
  });

  it.each([
    ['no columns', { headers_name: [], headers_key: [] }, 'headers_name'],
    ['titles and keys of different lengths', { headers_key: ['name', 'team'] }, 'headers_name'],
    ['too many columns', { headers_name: Array(EXPORT_MAX_COLUMNS + 1).fill('x'), headers_key: Array(EXPORT_MAX_COLUMNS + 1).fill('x') }, 'headers_name'],
    ['rows that are not objects', { data: [['Li Ming']] }, 'data must'],
    ['a nested cell', { data: [{ name: { first: 'Li' } }] }, 'data must'],
    ['too many rows', { data: Array(EXPORT_MAX_ROWS + 1).fill({ name: 'x' }) }, 'data must'],
    ['an empty file name', { filename: '  ' }, 'file name'],
    ['a file name of 101 characters', { filename: 'x'.repeat(101) }, 'file name'],
  ])('answers 400 for %s', async (_, patch, message) => {
    const res = await exportXlsx(await signIn('teacher'), { ...GOOD, ...patch });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { detail: string }).detail).toContain(message);
  });
});
