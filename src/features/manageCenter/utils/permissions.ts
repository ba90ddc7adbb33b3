/**
 * Role rules of the management centre (spec 002 §4.6-4.8, §5, §6), as small action-named pure
 * functions over the viewer and the row they act on. Rules other areas share (the create quotas,
 * the service period) stay in src/lib/access.ts; the server checks everything again.
 */
import { canAddTeacher as staffCountAllowsTeacher } from '@/lib/validators/teachers';
import { serviceBlockReason, serviceValidityOf, type BlockReason } from '@/lib/service-validity';
import type { DateInput } from '@/lib/dates';
import type { Employee, EmployeeDeleteAnswer, OrgStudent } from '@/types/manage';
import type { OrganizationData, User } from '@/types/user';

/**
 * The add-teacher button is disabled once the staff count reaches max_staff (002 §5); a pending
 * invitation is not staff but holds its seat, as the server counts it.
 */
export function canAddTeacher(org: Pick<OrganizationData, 'staff_nums' | 'invited_staff_nums' | 'max_staff'>): boolean {
  return staffCountAllowsTeacher(org.staff_nums + org.invited_staff_nums, org.max_staff);
}

/**
 * Add-teacher, add-student, import, modify, reset, delete, freeze and change-key are disabled
 * while the service has not started or has ended (002 §4.6): the reason, for its tooltip.
 */
export function centreActionBlock(user: Pick<User, 'courses_server_start' | 'courses_server_end_date'>, today: DateInput): BlockReason | null {
  return serviceBlockReason(serviceValidityOf(user, today).category);
}

/** A manager cannot delete themselves; another manager must (002 §4.7). */
export function canDeleteEmployee(viewer: Pick<User, 'id'>, employee: Pick<Employee, 'user'>): boolean {
  return viewer.id !== employee.user;
}

/** A pending invitation (status 0 or is_new): deleting it erases the invitation. */
export function isPendingInvite(employee: Pick<Employee, 'status' | 'is_new'>): boolean {
  return employee.status === 0 || employee.is_new;
}

/**
 * The only teacher of a team that is being taught cannot be removed (002 §4.7): the server flags
 * such a teacher with team_only_teacher; a pending invitation teaches nothing yet.
 */
export function isRemovalBlocked(employee: Pick<Employee, 'status' | 'is_new' | 'team_only_teacher'>): boolean {
  return !isPendingInvite(employee) && employee.team_only_teacher;
}

/** A manager's quota is always the shared campus quota, and a manager has every course (002 §5). */
export function hasQuotaAndCourseChoice(person: { is_manager: boolean }): boolean {
  return !person.is_manager;
}

/**
 * What to offer after a teacher's role was removed (002 §4.7): nothing unless the server asks
 * (check_again) and the person is no campus manager; then moving the account out of this campus
 * when it belongs to others too, else applying to delete the account.
 */
export function followUpAfterDelete(
  answer: Pick<EmployeeDeleteAnswer, 'check_again' | 'campus_count'>,
  employee: Pick<Employee, 'is_manager' | 'is_campus_manager'>,
): 'remove_to_campus' | 'remove_user' | null {
  if (!answer.check_again || employee.is_manager || employee.is_campus_manager) return null;
  return answer.campus_count > 1 ? 'remove_to_campus' : 'remove_user';
}

/** The comment permission can be switched only while the account is not frozen (002 §4.8). */
export function canToggleComments(student: Pick<OrgStudent, 'is_freeze'>): boolean {
  return !student.is_freeze;
}

/** The modify menu offers the password change only to a student who has none (002 §2.8). */
export function canChangeStudentPassword(student: Pick<OrgStudent, 'is_set_password'>): boolean {
  return !student.is_set_password;
}
