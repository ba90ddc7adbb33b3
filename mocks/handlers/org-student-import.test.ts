/**
 * The import (spec 002 §5, §8, issue 18's bar): 1,000 rows with 8 bad ones import 992 and report
 * the 8 with their reasons; a preview writes nothing, all-or-nothing writes nothing with one bad row; quota limits rows; files that are not .xlsx workbooks, empty or too
 * large are refused with nothing created; the template comes in the reader's language.
 */
import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { readSheet } from 'read-excel-file/universal';
import type { ImportAnswer } from '@/types/manage';
import { db } from '../db/db';
import { centreMessages as M } from '../messages/centre';
import { validationTexts } from '../messages/validation';
import { quotaSummary, sharedRoom } from '../rules/org-quota';
import { call, en, multipart, orgNamed, signIn, zh, type FilePart } from '../test-helpers';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const sunshine = () => orgNamed('Sunshine Coding School');
const team = (code: string) => db.teams.findOne('code', code)!;

async function workbook(rows: (string | null)[][]): Promise<Uint8Array> {
  const buffer = await writeXlsxFile(rows.map((row) => row.map((value) => (value === null ? null : { value })))).toBuffer();
  return new Uint8Array(buffer);
}

const upload = (token: string, part: FilePart, lang?: string, flags: Record<string, string> = {}) =>
  call<ImportAnswer & { message: string }>('/api/v1/org_students/batch_add/', { token, form: multipart({ excel_file: part, ...flags }), lang });
const xlsx = (bytes: Uint8Array | number, filename = 'students.xlsx'): FilePart => ({ filename, type: XLSX, bytes });

/** ROBOTS belongs to the manager: its students count in the shared pool. */
const ROWS = (count: number) => Array.from({ length: count }, (_, i) => [`Kid_${String(i + 1).padStart(4, '0')}`, 'ROBOTS', i % 3 === 0 ? 'picture' : 'word']);

describe('POST /org_students/batch_add/', () => {
  it('imports 992 of 1,000 rows and reports the 8 bad ones with their reasons', async () => {
    const token = await signIn('manager');
    const org = sunshine();
    db.organizations.update(org.id, { max_student: org.max_student + 2000 });
    const rows = ROWS(1000);
    const bad: [number, (string | null)[], string][] = [
      [10, ['', 'ROBOTS', 'word'], 'name_required'],
      [20, ['A'.repeat(16), 'ROBOTS', 'word'], 'name_too_long'],
      [30, ['Kid.30', 'ROBOTS', 'word'], 'name_pattern'],
      [40, ['Kid_x40', '', 'word'], 'team_required'],
      [50, ['Kid_x50', 'No Such Team', 'word'], 'unknown_team'],
      [60, ['Kid_x60', 'ROBOTS', 'emoji'], 'secret_type'],
      [70, ['Kid_0001', 'robot rangers', 'word'], 'duplicate_in_file'],
      [80, ['Emma Wilson', 'ABCDEF', 'word'], 'duplicate'],
    ];
    for (const [index, row] of bad) rows[index] = row as string[];
    const users = db.users.size;
    const before = quotaSummary(sunshine()).remaining_students;

    const { status, body } = await upload(token, xlsx(await workbook([['Name', 'Team', 'Key type (word or picture)'], ...rows])));
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, preview: false, written: true, created: 992, fits: 992, skipped: 8, message: '992 students created, 8 rows skipped' });
    expect(body.rows).toHaveLength(1000);
    expect(body.rows.filter((r) => r.status === 'skipped').map((r) => [r.row, r.reason])).toEqual(bad.map(([index, , reason]) => [index + 2, reason]));
    expect(db.users.size).toBe(users + 992);
    expect(quotaSummary(sunshine()).remaining_students).toBe(before - 992);
    const created = db.teamStudents.findBy('team_id', team('ROBOTS').id).find((s) => s.name === 'Kid_0003')!;
    expect(created.key_type).toBe('word');
    expect(db.teamStudents.findBy('team_id', team('ROBOTS').id).find((s) => s.name === 'Kid_0004')!.key_type).toBe('image');
  });

  it('takes the Chinese header, finds teams by name or code, and stops at the quota of the team\'s pool', async () => {
    const token = await signIn('manager');
    const org = sunshine();
    db.organizations.update(org.id, { max_student: org.max_student - sharedRoom(org, 'students') + 2 });
    const { body } = await upload(
      token,
      xlsx(await workbook([['姓名', '班级', '密钥类型'], ['小明', 'Robot Rangers', '文字'], ['小红', 'robots', '图片'], ['小刚', 'ROBOTS', ''], ['小丽', 'NEWBIE', null]])),
    );
    expect(body.rows.map((r) => [r.name, r.status, r.reason])).toEqual([
      ['小明', 'created', null],
      ['小红', 'created', null],
      ['小刚', 'skipped', 'quota'],
      // NEWBIE is Sarah's: her dedicated quota still has room
      ['小丽', 'created', null],
    ]);
  });

  it.each([
    ['a .xls file', xlsx(64, 'students.xls'), validationTexts['validation.import.type'].en],
    ['a renamed .csv', xlsx(new TextEncoder().encode('Name,Team\nAmy,ROBOTS\n')), validationTexts['validation.import.type'].en],
    ['an empty file', xlsx(0), validationTexts['validation.import.empty'].en],
    ['a 20 MB file', xlsx(20 * 1024 * 1024), 'The file is larger than 5 MB'],
  ])('refuses %s, creating nothing', async (_, part, message) => {
    const token = await signIn('manager');
    const users = db.users.size;
    const { status, body } = await upload(token, part);
    expect(status).toBe(400);
    expect(body).toEqual({ excel_file: [message] });
    expect(db.users.size).toBe(users);
  });

  it('refuses a sheet without the header, without rows, or with too many', async () => {
    const token = await signIn('manager');
    expect((await upload(token, xlsx(await workbook([['Amy', 'ROBOTS']])))).body).toEqual({ excel_file: [en(M.noHeader)] });
    expect((await upload(token, xlsx(await workbook([['Name', 'Team']])))).body).toEqual({ excel_file: [en(M.noRows)] });
    const many = await upload(token, xlsx(await workbook([['Name', 'Team'], ...ROWS(2001).map((r) => r.slice(0, 2))])));
    expect(many.body).toEqual({ excel_file: [en(M.tooManyRows({ max: 2000 }))] });
    expect((await upload(token, xlsx(await workbook([['Amy', 'ROBOTS']])), 'zh-CN')).body).toEqual({ excel_file: [zh(M.noHeader)] });
  });

  it('previews a file with nothing written: each row\'s verdict, the quota left and the exact number that fits; the import then gives the same verdicts', async () => {
    const token = await signIn('manager');
    const org = sunshine();
    // 5 places left in the shared pool; the file has 8 good rows for ROBOTS (the manager's team), one bad, one repeat
    db.organizations.update(org.id, { max_student: org.max_student - sharedRoom(org, 'students') + 5 });
    const good = ROWS(8).map((r) => [r[0].replace('_', ' '), r[1], r[2]]);
    const file = xlsx(await workbook([['Name', 'Team', 'Key type'], good[0], ['Bad.Name', 'ROBOTS', 'word'], ...good.slice(1), [good[0][0], 'ROBOTS', ''], ['Emma Wilson', 'ABCDEF', '']]));
    const users = db.users.size;
    const written = db.teamStudents.size;
    const preview = await upload(token, file, 'en-US', { preview: 'true' });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ success: false, preview: true, written: false, created: 0, fits: 5, skipped: 6, quota_left: 5 });
    expect(preview.body.message).toBe('Nothing written yet: 5 students can be created, 6 rows would be skipped');
    expect(preview.body.rows.map((r) => [r.name, r.status, r.reason])).toEqual([
      ['Kid 0001', 'ready', null],
      ['Bad.Name', 'skipped', 'name_pattern'],
      ['Kid 0002', 'ready', null],
      ['Kid 0003', 'ready', null],
      ['Kid 0004', 'ready', null],
      ['Kid 0005', 'ready', null],
      ['Kid 0006', 'skipped', 'quota'],
      ['Kid 0007', 'skipped', 'quota'],
      ['Kid 0008', 'skipped', 'quota'],
      ['Kid 0001', 'skipped', 'duplicate_in_file'],
      ['Emma Wilson', 'skipped', 'duplicate'],
    ]);
    expect(preview.body.rows[1]).toMatchObject({ row: 3, team: 'ROBOTS', key_type: 'word' });
    expect(db.users.size).toBe(users);
    expect(db.teamStudents.size).toBe(written);
    expect(sharedRoom(sunshine(), 'students')).toBe(5);

    const done = await upload(token, file);
    expect(done.body).toMatchObject({ success: true, preview: false, written: true, created: 5, fits: 5, skipped: 6 });
    expect(done.body.rows.map((r) => [r.status, r.reason])).toEqual(preview.body.rows.map((r) => [r.status === 'ready' ? 'created' : r.status, r.reason]));
    expect(db.users.size).toBe(users + 5);
    expect(sharedRoom(sunshine(), 'students')).toBe(0);
  });

  it('writes nothing with all_or_nothing and one bad row, and everything when every row is valid', async () => {
    const token = await signIn('manager');
    const users = db.users.size;
    const rows = ROWS(20);
    const withBad = xlsx(await workbook([['Name', 'Team'], ...rows.map((r) => r.slice(0, 2)), ['Bad.Name', 'ROBOTS']]));
    const refused = await upload(token, withBad, 'zh-CN', { all_or_nothing: 'true' });
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({ success: false, preview: false, written: false, created: 0, fits: 20, skipped: 1 });
    expect(refused.body.message).toBe(zh(M.importNothing({ skipped: 1 })));
    expect(refused.body.rows.filter((r) => r.status === 'ready')).toHaveLength(20);
    expect(db.users.size).toBe(users);
    const clean = await upload(token, xlsx(await workbook([['Name', 'Team'], ...rows.map((r) => r.slice(0, 2))])), 'en-US', { all_or_nothing: 'true' });
    expect(clean.body).toMatchObject({ success: true, written: true, created: 20, skipped: 0 });
    expect(db.users.size).toBe(users + 20);
    expect((await upload(token, withBad, 'en-US', { preview: 'yes' })).body).toEqual({ preview: [en(M.flagValue)] });
  });

  it('is for managers of a running campus', async () => {
    const part = xlsx(await workbook([['Name', 'Team'], ['Amy', 'ROBOTS']]));
    expect((await upload(await signIn('teacher'), part)).status).toBe(403);
    expect((await upload(await signIn('george_ward'), part)).status).toBe(403);
  });
});

/** One entry of a zip archive as text (read through its central directory). */
async function zipText(bytes: Uint8Array, name: string): Promise<string> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = bytes.length - 22;
  while (end >= 0 && view.getUint32(end, true) !== 0x06054b50) end -= 1;
  let at = view.getUint32(end + 16, true);
  for (let n = view.getUint16(end + 10, true); n > 0; n -= 1) {
    const [method, size, nameLength, extra, comment, local] = [10, 20, 28, 30, 32, 42].map((o) => (o === 20 || o === 42 ? view.getUint32(at + o, true) : view.getUint16(at + o, true)));
    if (new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength)) === name) {
      const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
      const data = bytes.subarray(start, start + size);
      if (method !== 8) return new TextDecoder().decode(data);
      return new Response(new Response(data.slice()).body!.pipeThrough(new DecompressionStream('deflate-raw'))).text();
    }
    at += 46 + nameLength + extra + comment;
  }
  throw new Error(`no ${name} in the archive`);
}

describe('GET /org_students/import_template/', () => {
  it('writes the header and the campus\'s teams in the reader\'s language', async () => {
    const token = await signIn('manager');
    for (const [lang, header, teamsSheet] of [
      ['en-US', ['Name', 'Team', 'Key type (word or picture)'], 'Teams'],
      ['zh-CN', ['姓名', '班级', '密钥类型（文字或图片）'], '班级列表'],
    ] as const) {
      const response = await fetch('http://localhost/api/v1/org_students/import_template/', { headers: { authorization: `Bearer ${token}`, 'accept-language': lang } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(XLSX);
      const bytes = await response.arrayBuffer();
      expect(await readSheet(bytes)).toEqual([header]);
      const teams = await readSheet(bytes, teamsSheet);
      expect(teams.slice(1)).toEqual(db.teams.findBy('org_id', sunshine().id).map((t) => [t.name, t.code]));
      // the team column picks from the teams sheet's names (a list validation of the students sheet)
      const sheet = await zipText(new Uint8Array(bytes), 'xl/worksheets/sheet1.xml');
      expect(sheet).toContain(
        `<dataValidations count="1"><dataValidation type="list" allowBlank="1" showInputMessage="1" showErrorMessage="1" sqref="B2:B2001"><formula1>'${teamsSheet}'!$A$2:$A$${teams.length}</formula1></dataValidation></dataValidations>`,
      );
      // where the schema wants it: after the cells, before the page margins
      expect(sheet.indexOf('</sheetData>')).toBeLessThan(sheet.indexOf('<dataValidations'));
      if (sheet.includes('<pageMargins')) expect(sheet.indexOf('</dataValidations>')).toBeLessThan(sheet.indexOf('<pageMargins'));
    }
  });
});
