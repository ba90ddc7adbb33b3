/**
 * Quota usage of a campus and of one person, computed from the data every time (never stored),
 * so creating or deleting a student, team or portfolio shows up at once.
 *
 * Campus (organization_data):
 *   staff_nums              = active employees of the campus (status 1): the staff gauge
 *   invited_staff_nums      = pending invitations (status 0): not staff yet, but each holds a seat
 *                             of max_staff until it is answered or erased
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
import type { OrganizationRecord, UserRecord, EmployeeRecord, TeamRecord } from '../db/schema';
import { db } from '../db/db';
import { teacherUsage, type TeacherUsage } from './teacher-usage';

export interface OrgUsage {
  staff_nums: number;
  invited_staff_nums: number;
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
    staff_nums: employees.filter((e) => e.status === 1).length,
    invited_staff_nums: employees.filter((e) => e.status !== 1).length,
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

// ---------------------------------------------------------------------------------------------
// Room left for creating (spec 002 §6, issue 18): every create of a student, team or portfolio,
// from any page, asks the pool it draws from. A manager or a sharing teacher draws from the
// campus's shared pool, a dedicated teacher from their own allocation; a team's students count
// against the pool of the team's creator (that is whose usage teacherUsage counts them in).

export type QuotaKind = 'students' | 'teams' | 'portfolios';

/** Whose quota a create draws on: the campus's shared pool, or one teacher's dedicated quota. */
export type QuotaPool = { kind: 'shared'; org: OrganizationRecord } | { kind: 'dedicated'; org: OrganizationRecord; employee: EmployeeRecord };

/** The shared pool left: max − allot − (used − teacher_used), never below 0. */
export function sharedRoom(org: OrganizationRecord, what: QuotaKind, usage: OrgUsage = orgUsage(org)): number {
  const [max, allot, used, teacherUsed] =
    what === 'students'
      ? [org.max_student, usage.allot_student_nums, usage.used_student_nums, usage.teacher_used_student_nums]
      : what === 'teams'
        ? [org.max_team, usage.allot_team_nums, usage.used_team_nums, usage.teacher_used_team_nums]
        : [org.max_team_studios_num, usage.allot_team_studios_nums, usage.used_team_studios_nums, usage.teacher_team_studios_nums];
  return Math.max(0, max - allot - (used - teacherUsed));
}

/** The quota summary of the management centre (002 §3): what the shared pool has left. */
export function quotaSummary(org: OrganizationRecord): { remaining_students: number; remaining_team: number; remaining_portfolio: number } {
  const usage = orgUsage(org);
  return {
    remaining_students: sharedRoom(org, 'students', usage),
    remaining_team: sharedRoom(org, 'teams', usage),
    remaining_portfolio: sharedRoom(org, 'portfolios', usage),
  };
}

/** The pool of a person of the campus (their employee row), the shared one when they have no dedicated quota. */
export function poolOf(org: OrganizationRecord, userId: number): QuotaPool {
  const employee = db.employees.findBy('user_id', userId).find((e) => e.org_id === org.id);
  return employee && hasDedicatedQuota(employee) ? { kind: 'dedicated', org, employee } : { kind: 'shared', org };
}

/** The pool a team's students count against: its creator's. */
export function poolOfTeam(org: OrganizationRecord, team: Pick<TeamRecord, 'creator_id'>): QuotaPool {
  return poolOf(org, team.creator_id);
}

/** How many more of `what` the pool takes. */
export function roomIn(pool: QuotaPool, what: QuotaKind): number {
  if (pool.kind === 'shared') return sharedRoom(pool.org, what);
  const used = teacherUsage(pool.employee.user_id, pool.org.id);
  const [limit, count] =
    what === 'students'
      ? [pool.employee.student_num, used.students]
      : what === 'teams'
        ? [pool.employee.team_num, used.teams]
        : [pool.employee.sample_reels, used.studios];
  return Math.max(0, limit - count);
}

/** A key that tells pools apart (the shared pool of a campus, or one employee's). */
export function poolKey(pool: QuotaPool): string {
  return pool.kind === 'shared' ? `shared:${pool.org.id}` : `dedicated:${pool.employee.id}`;
}

/**
 * Whether `count` new students fit into the teams `teamIds` of the campus: each distinct pool of
 * those teams must have room for them (a student in two teams of one creator counts once).
 */
export function studentsFit(org: OrganizationRecord, teams: readonly Pick<TeamRecord, 'creator_id'>[], count = 1): boolean {
  const pools = new Map<string, QuotaPool>();
  for (const team of teams) {
    const pool = poolOfTeam(org, team);
    pools.set(poolKey(pool), pool);
  }
  return [...pools.values()].every((pool) => roomIn(pool, 'students') >= count);
}
