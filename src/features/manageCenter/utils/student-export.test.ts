import { manageCenterEnUS as enUS } from '../i18n/en-US';
import { manageCenterZhCN as zhCN } from '../i18n/zh-CN';
import type { OrgStudent } from '@/types/manage';
import { pictureName, studentListExport } from './student-export';

const translate = (messages: Record<string, string>) => (key: string) => messages[key] ?? `!${key}`;

const student = (patch: Partial<OrgStudent>): OrgStudent => ({
  id: 1,
  name: 'Emma Wilson',
  username: 'stu_abcdef_02',
  secret_type: 'word',
  secret: 'banana',
  secret_image: '',
  student_team: [{ id: 1, name: 'Code Explorers' }],
  is_freeze: false,
  allow_comments: true,
  is_set_password: false,
  created_at: '2026-10-01T00:00:00Z',
  version: 'v1',
  ...patch,
});

describe('the campus students as a workbook', () => {
  it('gives name, username, teams, the key word or picture name and the status', () => {
    const rows = [
      student({}),
      student({ name: 'Chloe Parker', secret_type: 'image', secret: '', secret_image: '/cards/cat.svg', student_team: [{ id: 2, name: 'Picture Pals' }, { id: 3, name: 'Sprite Squad' }], is_freeze: true }),
      student({ name: 'Henry Carter', allow_comments: false }),
    ];
    const en = studentListExport(rows, translate(enUS));
    expect(en.headers_name).toEqual(['Name', 'Username', 'Teams', 'Key word or picture', 'Status']);
    expect(en.filename).toBe('campus-students.xlsx');
    expect(en.data).toEqual([
      { name: 'Emma Wilson', username: 'stu_abcdef_02', teams: 'Code Explorers', key: 'banana', status: 'Normal' },
      { name: 'Chloe Parker', username: 'stu_abcdef_02', teams: 'Picture Pals, Sprite Squad', key: 'cat', status: 'Frozen' },
      { name: 'Henry Carter', username: 'stu_abcdef_02', teams: 'Code Explorers', key: 'banana', status: 'Comments forbidden' },
    ]);
    const zh = studentListExport(rows, translate(zhCN));
    expect(zh.headers_name).toEqual(['姓名', '用户名', '班级', '密钥文字或图片', '状态']);
    expect(zh.data[1].teams).toBe('Picture Pals、Sprite Squad');
    expect(zh.filename).toBe('校区学生.xlsx');
  });

  it('names a picture by its file', () => {
    expect(pictureName('/cards/cat.svg')).toBe('cat');
    expect(pictureName('')).toBe('');
  });
});
