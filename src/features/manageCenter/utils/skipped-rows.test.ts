import { manageCenterEnUS as enUS } from '../i18n/en-US';
import { manageCenterZhCN as zhCN } from '../i18n/zh-CN';
import type { ImportRowResult } from '@/types/manage';
import { skippedRowsExport } from './skipped-rows';

const translate = (messages: Record<string, string>) => (key: string) => messages[key] ?? `!${key}`;

const rows: ImportRowResult[] = [
  { row: 2, name: 'Emma Wilson', team: 'ROBOTS', key_type: '', status: 'created', reason: null },
  { row: 3, name: 'Bad.Name', team: 'ROBOTS', key_type: 'word', status: 'skipped', reason: 'name_pattern' },
  { row: 4, name: 'Kid 4', team: 'ROBOTS', key_type: 'picture', status: 'skipped', reason: 'quota' },
  { row: 5, name: 'Kid 5', team: 'ROBOTS', key_type: '', status: 'ready', reason: null },
];

describe('the skipped rows as a workbook', () => {
  it('keeps the template’s columns and adds the reason, in English', () => {
    const request = skippedRowsExport({ rows }, translate(enUS));
    expect(request.headers_name).toEqual(['Name', 'Team', 'Key type (word or picture)', 'Reason']);
    expect(request.filename).toBe('skipped-rows.xlsx');
    expect(request.data).toEqual([
      { name: 'Bad.Name', team: 'ROBOTS', key_type: 'word', reason: enUS['manageCenter.import.reason.name_pattern'] },
      { name: 'Kid 4', team: 'ROBOTS', key_type: 'picture', reason: 'Skipped: student quota reached' },
    ]);
  });

  it('and in Chinese, with the template’s Chinese titles', () => {
    const request = skippedRowsExport({ rows }, translate(zhCN));
    expect(request.headers_name).toEqual(['姓名', '班级', '密钥类型（文字或图片）', '原因']);
    expect(request.filename).toBe('跳过的行.xlsx');
    expect(request.data.map((r) => r.reason)).toEqual([zhCN['manageCenter.import.reason.name_pattern'], '跳过：学生配额已满']);
  });
});
