/**
 * The campus management centre's students (002 §4.8, §5): status, team, import, password, quota.
 *
 * Shared by the forms and the mock server: import only `@/types/*`, this folder and the pure
 * modules it re-exports (docs/architecture.md).
 */
import type { OrgStudent, OrgStudentStatus } from '@/types/manage';
import { checkPassword, checkPasswordConfirm } from './accounts';
import { type Check, invalid } from './check';
import { type FileLike, MB, checkUploadFileName, hasExtension, sniffFile } from './files';
import { isBlank } from './text';

export const IMPORT_EXTENSIONS: readonly string[] = ['xlsx'];

/** Not in the spec: a student workbook is a few dozen KB (1,000 rows ≈ 30 KB), so 5 MB is ample. */
export const IMPORT_MAX_BYTES = 5 * MB;

/** Not in the spec: rows of one import (a large school's year group fits; more is split into files). */
export const IMPORT_MAX_ROWS = 2000;

/** Not in the spec: campus students changed by one batch call (freeze, comments, move, delete); the import's size. */
export const CAMPUS_BATCH_MAX = IMPORT_MAX_ROWS;

/** Creating a student is disabled when remaining_students is 0 or less. */
export function hasStudentQuotaLeft(remainingStudents: number): boolean {
  return remainingStudents > 0;
}

export function checkCampusStudentUsername(raw: string): Check {
  return isBlank(raw) ? invalid('validation.campusStudent.username.required') : null;
}

/**
 * A campus student's status (002 §4.8): frozen wins over the comment permission, which can only
 * be switched while the account is not frozen. The table's status column and filter, and the server.
 */
export function orgStudentStatus(s: Pick<OrgStudent, 'is_freeze' | 'allow_comments'>): OrgStudentStatus {
  if (s.is_freeze) return 'freeze';
  return s.allow_comments ? 'normal' : 'no_comment';
}

export function checkStudentTeam(team: readonly number[] | number | null | undefined): Check {
  const none = team == null || (Array.isArray(team) && team.length === 0);
  return none ? invalid('validation.student.team.required') : null;
}

/** Import: only .xlsx (spec 002 §5), not empty, at most IMPORT_MAX_BYTES. */
export function checkImportFile(file: FileLike): Check {
  if (!hasExtension(file.name, IMPORT_EXTENSIONS)) return invalid('validation.import.type');
  if (file.size <= 0) return invalid('validation.import.empty');
  if (file.size > IMPORT_MAX_BYTES) return invalid('validation.import.tooLarge', { max: IMPORT_MAX_BYTES / MB });
  return checkUploadFileName(file.name);
}

/** An import is an Excel workbook by its bytes, not only by its name. */
export async function checkImportContent(bytes: Uint8Array): Promise<Check> {
  return (await sniffFile(bytes)) === 'xlsx' ? null : invalid('validation.import.type');
}

/** A manager setting an org student's password: 6-16 of digits, letters, underscore, case-sensitive. */
export const checkStudentPassword = checkPassword;

export const checkStudentPasswordConfirm = checkPasswordConfirm;
