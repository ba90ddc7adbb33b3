/**
 * Quota usage of a campus and of one person, computed from the data every time (never stored),
 * so creating or deleting a student, team or portfolio shows up at once.
 *
 * Campus (organization_data):
 *   staff_nums              = employee rows of the campus (a pending invitation holds a seat)
 *   used_student_nums       = campus students (org students of the campus)
 *   used_team_nums          = teams of the campus
 *   used_team_studios_nums  = team-linked and regional portfolios of the campus (personal ones are free)
 *   allot_*                 = sum of the dedicated quotas (is_full false, not a manager) of its employees:
 *                             student_num, team_num, sample_reels
 *   teacher_used_* / teacher_team_studios_nums
 *                           = what those dedicated teachers created (teacherUsage)
 * The shared pool managers and sharing teachers draw from is then
 *   max_* − allot_* − (used_* − teacher_used_*).
 */
import type { OrganizationRecord, UserRecord, EmployeeRecord } from '../db/schema';
import { db } from '../db/db';
import { teacherUsage, type TeacherUsage } from './teacher-usage';

export interface OrgUsage {
  staff_nums: number;
  used_student_nums: number;
  used_team_nums: number;
  used_team_studios_nums: number;
  allot_student_nums: number;
  allot_team_nums: number;
  allot_team_studios_nums: number;
  teacher_used_student_nums: number;
  teacher_used_team_nums: number;
  teacher_team_studios_nums: number;
}

/** spec 002 §5: a manager's quota is always the shared campus quota */
export const hasDedicatedQuota = (e: Pick<EmployeeRecord, 'is_full' | 'is_manager'>) => !e.is_full && !e.is_manager;

export function orgUsage(org: OrganizationRecord): OrgUsage {
  const employees = db.employees.findBy('org_id', org.id);
  const dedicated = employees.filter(hasDedicatedQuota);
  const created = dedicated.map((e) => teacherUsage(e.user_id, org.id));
  const sum = <T>(rows: T[], pick: (row: T) => number) => rows.reduce((total, row) => total + pick(row), 0);
  return {
    staff_nums: employees.length,
    used_student_nums: db.orgStudents.countBy('org_id', org.id),
    used_team_nums: db.teams.countBy('org_id', org.id),
    used_team_studios_nums: db.studios.findBy('org_id', org.id).filter((s) => s.kind !== 'personal').length,
    allot_student_nums: sum(dedicated, (e) => e.student_num),
    allot_team_nums: sum(dedicated, (e) => e.team_num),
    allot_team_studios_nums: sum(dedicated, (e) => e.sample_reels),
    teacher_used_student_nums: sum(created, (u) => u.students),
    teacher_used_team_nums: sum(created, (u) => u.teams),
    teacher_team_studios_nums: sum(created, (u) => u.studios),
  };
}

/** A person's own limits and usage: what team_data carries. */
export interface PersonalQuota {
  max_team: number;
  used_team_nums: number;
  max_team_people: number;
  used_student_nums: number;
  max_team_studios_num: number;
  used_team_studios_nums: number;
}

/** An employee's quota: their dedicated allocation, or the campus's shared pool. */
export function employeeQuota(org: OrganizationRecord, employee: EmployeeRecord): PersonalQuota {
  if (hasDedicatedQuota(employee)) {
    const used: TeacherUsage = teacherUsage(employee.user_id, org.id);
    return {
      max_team: employee.team_num,
      used_team_nums: used.teams,
      max_team_people: employee.student_num,
      used_student_nums: used.students,
      max_team_studios_num: employee.sample_reels,
      used_team_studios_nums: used.studios,
    };
  }
  const u = orgUsage(org);
  return {
    max_team: org.max_team - u.allot_team_nums,
    used_team_nums: u.used_team_nums - u.teacher_used_team_nums,
    max_team_people: org.max_student - u.allot_student_nums,
    used_student_nums: u.used_student_nums - u.teacher_used_student_nums,
    max_team_studios_num: org.max_team_studios_num - u.allot_team_studios_nums,
    used_team_studios_nums: u.used_team_studios_nums - u.teacher_team_studios_nums,
  };
}

/** A teacher without a campus: limits from their own record, usage from what they created outside any campus. */
export function standaloneQuota(user: UserRecord): PersonalQuota {
  const teams = db.teams.findBy('creator_id', user.id).filter((t) => t.org_id === null);
  const students = new Set<number>();
  for (const team of teams) for (const row of db.teamStudents.findBy('team_id', team.id)) students.add(row.user_id);
  const studios = db.studios.findBy('owner_id', user.id).filter((s) => s.org_id === null && s.kind !== 'personal');
  return {
    max_team: user.max_team,
    used_team_nums: teams.length,
    max_team_people: user.max_team_people,
    used_student_nums: students.size,
    max_team_studios_num: user.max_team_studios_num,
    used_team_studios_nums: studios.length,
  };
}
