/**
 * Who may do what with a team, on the server (spec 002 §6): the client hides what a role may not
 * do (src/features/team/utils/permissions.ts, src/lib/access.ts); the server refuses it again.
 *
 *   open (detail, intro, cover, courses)   managers of the team's campus, its teachers, its creator
 *   students (table, create, move, delete) the creator: organisation teachers and managers only
 *                                          on teams they created, standalone teachers on theirs
 *   delete                                 the creator; in a campus only while the team is empty
 *   replace teaching teachers              managers of the team's campus, standalone creators
 *   change keys                            the creator of a campus team
 *   login cards                            the creator, and managers of the team's campus
 *   assign course bags                     managers, when the campus allows course bags
 *   switch course visibility               when the campus controls it per team (control_type 2)
 * A team outside the caller's current campus (or, for a standalone teacher, not theirs) is not
 * found at all. Creating and changing things also needs an active service period.
 */
import { db } from '../db/db';
import type { OrganizationRecord, TeamRecord } from '../db/schema';
import type { Message } from '../messages/define';
import { teamMessages } from '../messages/teams';
import { isManagerType, type Identity } from './identity';
import { servicePeriod, teamData } from './user-view';
import { employeeQuota, hasDedicatedQuota } from './org-quota';

/** A team by its id (digits) or its code (6 letters), as the team URLs carry either. */
export function teamByIdOrCode(idOrCode: string): TeamRecord | undefined {
  const key = idOrCode.trim();
  if (/^\d+$/.test(key)) return db.teams.get(Number(key));
  return /^[A-Za-z]{6}$/.test(key) ? db.teams.findOne('code', key) : undefined;
}

/** The campus the caller acts in: their selected, joined campus; null for standalone teachers. */
export function actingOrgId(me: Identity): number | null {
  return me.campusStatus === '1' && me.org ? me.org.id : null;
}

export function orgOfTeam(team: TeamRecord): OrganizationRecord | null {
  return team.org_id == null ? null : (db.organizations.get(team.org_id) ?? null);
}

export const isCreator = (me: Identity, team: TeamRecord) => team.creator_id === me.user.id;
const teaches = (me: Identity, team: TeamRecord) => team.teacher_ids.includes(me.user.id);
/** A manager of the team's campus (acting in it). */
const managesCampusOf = (me: Identity, team: TeamRecord) => team.org_id != null && actingOrgId(me) === team.org_id && isManagerType(me.userType);

/** The team is in the caller's world: their current campus, or their own teams outside any campus. */
function inScope(me: Identity, team: TeamRecord): boolean {
  return team.org_id === actingOrgId(me);
}

export function canOpenTeam(me: Identity, team: TeamRecord): boolean {
  return inScope(me, team) && (managesCampusOf(me, team) || teaches(me, team) || isCreator(me, team));
}

export function canManageStudents(me: Identity, team: TeamRecord): boolean {
  return inScope(me, team) && isCreator(me, team);
}

export function canReadLoginCards(me: Identity, team: TeamRecord): boolean {
  return canManageStudents(me, team) || managesCampusOf(me, team);
}

export function canReplaceTeachers(me: Identity, team: TeamRecord): boolean {
  return managesCampusOf(me, team) || (team.org_id == null && canManageStudents(me, team));
}

export function canChangeKeys(me: Identity, team: TeamRecord): boolean {
  return team.org_id != null && canManageStudents(me, team);
}

export function canAssignBags(me: Identity, team: TeamRecord): boolean {
  return managesCampusOf(me, team) && orgOfTeam(team)?.allow_course_bag === true;
}

export function canSwitchVisibility(team: TeamRecord): boolean {
  return orgOfTeam(team)?.control_type === 2;
}

/** Why the caller's service period stops creating and changing (002 §4.6), or null while it runs. */
export function serviceBlock(me: Identity, today: Date = new Date()): Message | null {
  const { start, end } = servicePeriod(me);
  const day = today.toISOString().slice(0, 10);
  if (start && day < start) return teamMessages.serviceNotStarted;
  if (end && day > end) return teamMessages.serviceExpired;
  return null;
}

/** Teams the caller may still create: their own or their campus's pool (team_data), never below 0. */
export function teamsLeft(me: Identity): number {
  const quota = teamData(me);
  return Math.max(0, quota.max_team - quota.used_team_nums);
}

/** Students the caller may still create (team_data: max_team_people minus those created). */
export function studentsLeft(me: Identity): number {
  const quota = teamData(me);
  return Math.max(0, quota.max_team_people - quota.used_student_nums);
}

/**
 * Whether putting an existing student into `target` would go over its creator's dedicated
 * student quota: only a teacher with a dedicated quota counts students per person (distinct
 * students of the teams they created); the campus pool counts accounts, which do not change.
 * A student already in one of that teacher's teams (a move between them) adds nothing.
 */
export function overCreatorQuota(target: TeamRecord, userId: number): boolean {
  if (target.org_id == null) return false;
  const employee = db.employees.findBy('user_id', target.creator_id).find((e) => e.org_id === target.org_id);
  const org = orgOfTeam(target);
  if (!employee || !org || !hasDedicatedQuota(employee)) return false;
  const counted = db.teamStudents
    .findBy('user_id', userId)
    .some((row) => {
      const team = db.teams.get(row.team_id);
      return team?.creator_id === target.creator_id && team.org_id === target.org_id;
    });
  if (counted) return false;
  const quota = employeeQuota(org, employee);
  return quota.used_student_nums >= quota.max_team_people;
}
