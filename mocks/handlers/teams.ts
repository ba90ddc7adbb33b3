/**
 * The all-teams list of the management centre (spec 002 §2.6, §7 "Team"; path not shown in the
 * spec, chosen as GET /api/v1/teams/). Who sees which teams is decided in `visibleTeams`.
 */
import type { Team, TeamTeacher } from '@/types/manage';
import type { UserType } from '@/types/user';
import { db } from '../db/db';
import { derived, sortedView } from '../db/derived';
import type { TeamRecord } from '../db/schema';
import { isManagerType, type Identity } from '../rules/identity';
import { numStudents, teamStats } from '../rules/team-stats';
import { API, json, pageOf, route } from './http';

const STAFF: readonly UserType[] = ['teacher', 'manager', 'manager|teacher'];

/** spec 002 §9 leaves the team list's page size open; the other management tables use 8 */
const TEAM_PAGE_SIZE = 8;

/**
 * Managers see every team of their campus; organisation teachers the campus teams they teach
 * or created; standalone teachers (and teachers whose campus invitation is still pending) the
 * teams they own outside any campus.
 */
function visibleTeams(me: Identity): TeamRecord[] {
  const orgId = me.campusStatus === '1' && me.org ? me.org.id : null;
  if (orgId != null && isManagerType(me.userType)) return db.teams.findBy('org_id', orgId);
  const byId = new Map<number, TeamRecord>();
  for (const team of db.teams.findBy('teacher_ids', me.user.id)) byId.set(team.id, team);
  for (const team of db.teams.findBy('creator_id', me.user.id)) byId.set(team.id, team);
  return [...byId.values()].filter((t) => t.org_id === orgId).sort((a, b) => a.id - b.id);
}

/** The name a teacher has in the team's campus, else the account's own. */
function teacherOf(userId: number, orgId: number | null): TeamTeacher | null {
  const user = db.users.get(userId);
  if (!user) return null;
  const employee = orgId == null ? undefined : db.employees.findBy('user_id', userId).find((e) => e.org_id === orgId);
  return { id: user.id, name: employee?.name || user.name, username: user.username, regional_username: user.regional_username };
}

function teachersOf(team: TeamRecord): TeamTeacher[] {
  const out: TeamTeacher[] = [];
  for (const id of team.teacher_ids) {
    const teacher = teacherOf(id, team.org_id);
    if (teacher) out.push(teacher);
  }
  return out;
}

function toTeam(team: TeamRecord, me: Identity): Team {
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
  };
}

/** A visible team with what the list sorts and searches on. */
interface Row {
  team: TeamRecord;
  num_student: number;
  /** the team name and its teachers' names, lower-cased, one per line */
  haystack: string;
}

const ORDER_KEYS: Record<string, (row: Row) => string | number> = {
  created_at: (r) => r.team.created_at,
  num_student: (r) => r.num_student,
  name: (r) => r.team.name,
};
const DEFAULT_ORDER = '-created_at';

/** The cache key of a caller's teams: their scope (who, which campus, which role) decides the rows. */
const scopeKey = (me: Identity) => `teams:${me.user.id}:${me.campusStatus === '1' ? (me.org?.id ?? '') : ''}:${me.userType}`;

function rowsFor(me: Identity): readonly Row[] {
  return derived(scopeKey(me), () =>
    visibleTeams(me).map((team) => ({
      team,
      num_student: numStudents(team.id),
      haystack: [team.name, ...teachersOf(team).map((t) => t.name)].join('\n').toLowerCase(),
    })),
  );
}

const listTeams = route(
  'get',
  `${API}/teams/`,
  ({ url, me }) => {
    // from_type only marks the call as coming from the management centre; the scope is the role's.
    const needle = (url.searchParams.get('search_str') ?? '').trim().toLowerCase();
    const sorted = sortedView(scopeKey(me), () => rowsFor(me), url.searchParams.get('order_str') || DEFAULT_ORDER, ORDER_KEYS);
    const rows = needle ? sorted.filter((r) => r.haystack.includes(needle)) : sorted;
    const page = pageOf(rows, url, TEAM_PAGE_SIZE);
    return json({ results: page.results.map((r) => toTeam(r.team, me)), count: page.count });
  },
  { roles: STAFF },
);

export const teamHandlers = [listTeams];
