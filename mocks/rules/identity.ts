/**
 * Who the caller is on the server side: the user's effective role and campus, derived from
 * the selected campus membership. One place, so every handler decides roles the same way.
 */
import type { UserType } from '@/types/user';
import { db } from '../db/db';
import type { EmployeeRecord, OrganizationRecord, UserRecord } from '../db/schema';

export interface Identity {
  user: UserRecord;
  userType: UserType;
  /** the selected campus, when the user belongs to one */
  org: OrganizationRecord | null;
  /** the caller's employee row in the selected campus (teachers and managers) */
  employee: EmployeeRecord | null;
  /** '1' joined, '0' invited only, '' no campus */
  campusStatus: string;
}

export function roleOfEmployee(e: Pick<EmployeeRecord, 'is_manager' | 'is_teacher'>): UserType {
  if (e.is_manager && e.is_teacher) return 'manager|teacher';
  if (e.is_manager) return 'manager';
  return 'teacher';
}

/** The employee rows of a user, with the selected one first. */
export function campusesOf(user: UserRecord): EmployeeRecord[] {
  return db.employees.findBy('user_id', user.id);
}

export function selectedEmployee(user: UserRecord): EmployeeRecord | null {
  const rows = campusesOf(user);
  if (rows.length === 0) return null;
  return rows.find((e) => e.org_id === user.selected_org_id) ?? rows.find((e) => e.status === 1) ?? rows[0];
}

export function identify(user: UserRecord): Identity {
  if (user.user_type === 'student') {
    const membership = db.orgStudents.findOne('user_id', user.id);
    const org = membership?.org_id != null ? (db.organizations.get(membership.org_id) ?? null) : null;
    return { user, userType: 'student', org, employee: null, campusStatus: org ? '1' : '' };
  }
  const employee = selectedEmployee(user);
  if (!employee) return { user, userType: user.user_type, org: null, employee: null, campusStatus: '' };
  const org = db.organizations.get(employee.org_id) ?? null;
  if (employee.status !== 1) {
    // An invitation alone gives no role in that campus: the user keeps their own type.
    return { user, userType: user.user_type ?? 'teacher', org, employee, campusStatus: '0' };
  }
  return { user, userType: roleOfEmployee(employee), org, employee, campusStatus: '1' };
}

/** A student frozen in any of their campuses (002 §4.8): signed out, and no sign-in is accepted. */
export function isFrozenStudent(user: UserRecord): boolean {
  return user.user_type === 'student' && db.orgStudents.findBy('user_id', user.id).some((s) => s.is_freeze);
}

export const isManagerType = (t: UserType) => t === 'manager' || t === 'manager|teacher';
export const isTeacherType = (t: UserType) => t === 'teacher' || t === 'manager|teacher';
export const isStaffType = (t: UserType) => t === 'teacher' || isManagerType(t);
