/**
 * A campus student's status (spec 002 §4.8) and the student table's status filter: the rule
 * itself is shared with the client (src/lib/validators/students.ts orgStudentStatus).
 */
import { orgStudentStatus } from '@/lib/validators/students';
import { ORG_STUDENT_STATUS_FILTERS, type OrgStudentStatusFilter } from '@/types/manage';

export const studentStatus = orgStudentStatus;

export function isStudentStatusFilter(value: string): value is OrgStudentStatusFilter {
  return (ORG_STUDENT_STATUS_FILTERS as readonly string[]).includes(value);
}
