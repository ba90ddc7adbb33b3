import { http, HttpResponse } from 'msw';
import readXlsxFile from 'read-excel-file/universal';
import { server } from '@mocks/node';
import { exportMessages } from '@mocks/messages/export';
import { en, zh } from '@mocks/test-helpers';
import { setGlobalHooks } from '@/lib/api-client';
import { activeLocale } from '@/lib/i18n/i18n';
import { ApiError } from '@/lib/api-error';
import { setToken } from '@/lib/session';
import { excelFileName, exportExcel } from './export';

async function signIn(username: string) {
  const res = await fetch('http://localhost/api/v1/login/', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login_type: 'password', username, password: 'demo1234' }),
  });
  setToken(((await res.json()) as { token: string }).token, false);
}

const REQUEST = { headers_name: ['Name', 'Views'], headers_key: ['name', 'views'], data: [{ name: 'Maze', views: 12 }], filename: 'ranking' };

describe('Excel export call', () => {
  const notices: string[] = [];
  beforeEach(() => {
    notices.length = 0;
    setGlobalHooks({ navigate: () => {}, back: () => {}, notify: (_k, text) => notices.push(text), signOut: () => {} });
  });

  it('answers the server’s .xlsx as a blob', async () => {
    await signIn('manager');
    const blob = await exportExcel(REQUEST);
    const [sheet] = await readXlsxFile(await blob.arrayBuffer());
    expect(sheet.data).toEqual([
      ['Name', 'Views'],
      ['Maze', 12],
    ]);
  });

  it('reads the message of an error answer, which arrives as a blob, and leaves it to the caller', async () => {
    await signIn('manager');
    const failure = await exportExcel({ ...REQUEST, filename: '' }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(400);
    // the client asks in its active language (whatever an earlier test of this worker left it at)
    expect((failure as ApiError).message).toBe(activeLocale() === 'zh-CN' ? zh(exportMessages.filename) : en(exportMessages.filename));
    expect(notices).toEqual([]);
  });

  it('keeps the generic message when an error answer is not JSON', async () => {
    await signIn('manager');
    server.use(http.post('*/api/v1/export/excel/', () => new HttpResponse('<html>oops</html>', { status: 500, headers: { 'content-type': 'text/plain' } })));
    const failure = (await exportExcel(REQUEST).catch((e: unknown) => e)) as ApiError;
    expect(failure.status).toBe(500);
    expect(failure.message).toBeTruthy();
    expect(failure.message).not.toContain('oops');
  });

  it.each([
    ['ranking', 'ranking.xlsx'],
    ['ranking.xlsx', 'ranking.xlsx'],
    ['Ranking.XLSX', 'Ranking.XLSX'],
    ['  ', 'export.xlsx'],
  ])('saves %j as %j', (name, expected) => {
    expect(excelFileName(name)).toBe(expected);
  });
});
