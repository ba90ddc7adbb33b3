/**
 * How teams, their students and their login cards are answered (spec 002 §3): records joined
 * with their teachers, counters and the caller-relative flags.
 */
import { versionOf } from './versions';
import type { LoginCard, Team, TeamStudent, TeamTeacher } from '@/types/manage';
import { db } from '../db/db';
import type { TeamRecord, TeamStudentRecord } from '../db/schema';
import type { Identity } from './identity';
import { teamStats } from './team-stats';

/** The name a teacher has in the team's campus, else the account's own. */
export function teacherOf(userId: number, orgId: number | null): TeamTeacher | null {
  const user = db.users.get(userId);
  if (!user) return null;
  const employee = orgId == null ? undefined : db.employees.findBy('user_id', userId).find((e) => e.org_id === orgId);
  return { id: user.id, name: employee?.name || user.name, username: user.username, regional_username: user.regional_username };
}

export function teachersOf(team: TeamRecord): TeamTeacher[] {
  const out: TeamTeacher[] = [];
  for (const id of team.teacher_ids) {
    const teacher = teacherOf(id, team.org_id);
    if (teacher) out.push(teacher);
  }
  return out;
}

export function toTeam(team: TeamRecord, me: Identity): Team {
  return {
    id: team.id,
    code: team.code,
    name: team.name,
    cover: team.cover,
    description: team.description,
    show_key: team.show_key,
    key_type: team.key_type,
    team_teacher: teachersOf(team),
    is_now_create: team.creator_id === me.user.id,
    is_touch: team.is_touch,
    course: team.courses,
    course_bag: team.course_bags,
    created_at: team.created_at,
    campus_id: team.org_id,
    ...teamStats(team),
    oj_platform: team.oj_platform,
    exam_platform: team.exam_platform,
    teachers_version: teachersVersion(team),
  };
}

/** What the change-teachers dialog shows and sends back whole: the teaching teachers. */
export const teachersVersion = (team: TeamRecord) => versionOf([...team.teacher_ids].sort((a, b) => a - b));

/** The other teams of the student behind a membership. */
function otherTeams(row: TeamStudentRecord): TeamStudent['other_teams'] {
  const out: TeamStudent['other_teams'] = [];
  for (const other of db.teamStudents.findBy('user_id', row.user_id)) {
    if (other.team_id === row.team_id) continue;
    const team = db.teams.get(other.team_id);
    if (team) out.push({ code: team.code, name: team.name });
  }
  return out;
}

export function toTeamStudent(row: TeamStudentRecord): TeamStudent {
  return {
    id: row.id,
    name: row.name,
    user: db.users.get(row.user_id)?.username ?? '',
    saved: true,
    key_type: row.key_type,
    secret: row.secret,
    secret_image: row.secret_image,
    other_teams: otherTeams(row),
    created_at: row.created_at,
  };
}

export function toLoginCard(row: TeamStudentRecord, team: TeamRecord): LoginCard {
  const username = db.users.get(row.user_id)?.username ?? '';
  return { key_type: row.key_type, secret: row.secret, secret_image: row.secret_image, name: row.name, username, team: team.code, team_name: team.name };
}

/** A team's students in enrolment order. */
export function studentsOf(teamId: number): TeamStudentRecord[] {
  return db.teamStudents.findBy('team_id', teamId);
}
