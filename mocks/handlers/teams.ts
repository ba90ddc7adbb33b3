/**
 * Teams (spec 002 §2.5-2.6, §4.2, §7 "Team"; paths not shown in the spec, chosen):
 *   GET    /api/v1/teams/                      the teams the caller sees (`visibleTeams`), paged;
 *                                              scope=own: only those they created or teach
 *   POST   /api/v1/teams/                      create (the wizard)
 *   GET    /api/v1/teams/teacher_options/      teachers the wizard and the teacher change offer
 *   GET    /api/v1/teams/covers/               the covers a team can take
 *   GET    /api/v1/teams/{idOrCode}/           one team
 *   PATCH  /api/v1/teams/{idOrCode}/           intro, cover, show_key, is_touch, teachers, question banks
 *   DELETE /api/v1/teams/{idOrCode}/?flag=true delete
 * Who may do what is decided in rules/team-access.ts.
 */
import type { UserType } from '@/types/user';
import { db } from '../db/db';
import { derived, sortedView } from '../db/derived';
import type { TeamRecord } from '../db/schema';
import { isManagerType, type Identity } from '../rules/identity';
import { numStudents } from '../rules/team-stats';
import { teachersOf, toTeam } from '../rules/team-view';
import { teamRecordHandlers } from './team-records';
import { API, invalidChoice, json, pageOf, route } from './http';

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

/** Only the teams the caller created or teaches (the /manage/team list of a manager who also teaches). */
function ownTeams(me: Identity): TeamRecord[] {
  return visibleTeams(me).filter((t) => t.creator_id === me.user.id || t.teacher_ids.includes(me.user.id));
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
const scopeKey = (me: Identity, own: boolean) =>
  `teams:${me.user.id}:${me.campusStatus === '1' ? (me.org?.id ?? '') : ''}:${me.userType}:${own ? 'own' : 'all'}`;

function rowsFor(me: Identity, own: boolean): readonly Row[] {
  return derived(scopeKey(me, own), () =>
    (own ? ownTeams(me) : visibleTeams(me)).map((team) => ({
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
    const scope = url.searchParams.get('scope') ?? '';
    if (scope !== '' && scope !== 'own') return invalidChoice('scope', scope);
    const own = scope === 'own';
    const needle = (url.searchParams.get('search_str') ?? '').trim().toLowerCase();
    const sorted = sortedView(scopeKey(me, own), () => rowsFor(me, own), url.searchParams.get('order_str') || DEFAULT_ORDER, ORDER_KEYS);
    const rows = needle ? sorted.filter((r) => r.haystack.includes(needle)) : sorted;
    const page = pageOf(rows, url, TEAM_PAGE_SIZE);
    return json({ results: page.results.map((r) => toTeam(r.team, me)), count: page.count });
  },
  { roles: STAFF },
);

export const teamHandlers = [listTeams, ...teamRecordHandlers];
