/**
 * Where the team pages live (spec 002 §2.5-2.7): the same pages serve "My management" (/manage/team)
 * and the management centre (/manageCenter/team, no header), and each view links within its own
 * world. Pure, so the routes are tested as a table.
 */
import type { Team } from '@/types/manage';

export type TeamView = 'students' | 'courses';

/** Which of the two places a team page was opened from. */
export type TeamPlace = 'manage' | 'centre';

export const TEAM_LIST = { manage: '/manage/team', centre: '/manageCenter/team' } as const;
/** spec 002 §2.6: query create=new opens the creation wizard */
export const CREATE_QUERY = { key: 'create', value: 'new' } as const;

export function placeOf(pathname: string): TeamPlace {
  return pathname.startsWith('/manageCenter/') ? 'centre' : 'manage';
}

/** spec 002 §2.5: under /manage/team, the query key courseManage opens the course view */
export const COURSE_VIEW_KEY = 'courseManage';

/**
 * The view a detail URL shows: course management when the path contains courseManage (the
 * centre) or, under /manage/team, the query has the key courseManage (the spec's form,
 * `?courseManage`, with or without a value) or type=courseManage (the form this app's links
 * write); else the students (002 §2.5).
 */
export function viewOf(pathname: string, search: URLSearchParams): TeamView {
  if (pathname.includes(COURSE_VIEW_KEY)) return 'courses';
  return search.has(COURSE_VIEW_KEY) || search.get('type') === COURSE_VIEW_KEY ? 'courses' : 'students';
}

export function teamDetailLink(team: Pick<Team, 'code'>, place: TeamPlace, view: TeamView = 'students'): string {
  const code = encodeURIComponent(team.code);
  if (place === 'centre') return view === 'courses' ? `/manageCenter/team/courseManage/${code}` : `/manageCenter/team/${code}/detail`;
  return view === 'courses' ? `/manage/team/${code}?type=${COURSE_VIEW_KEY}` : `/manage/team/${code}`;
}

/** The login-card page: "{current url}/logincode" of the students view (002 §2.5). */
export function loginCardLink(team: Pick<Team, 'code'>, place: TeamPlace): string {
  return `${teamDetailLink(team, place, 'students')}/logincode`;
}

/** The teacher's one-page roster of the team's logins (names, usernames, keys), beside the login cards. */
export function rosterLink(team: Pick<Team, 'code'>, place: TeamPlace): string {
  return `${loginCardLink(team, place)}/roster`;
}

/** The team's progress grid (issue 32): "{students view}/progress" in either place. */
export function progressLink(team: Pick<Team, 'code'>, place: TeamPlace): string {
  return `${teamDetailLink(team, place, 'students')}/progress`;
}

/** The team data report (002 §2.6; the analytics area's page). */
export function teamReportLink(team: Pick<Team, 'code' | 'id'>, place: TeamPlace): string {
  const base = `/manage/team/${encodeURIComponent(team.code)}/datacenter?id=${team.id}`;
  return place === 'centre' ? `${base}&isManagerCenter=true` : base;
}

/** The exclusive link students open to sign in (002 §9: {origin}/login/{teamCode}). */
export function exclusiveLink(origin: string, team: Pick<Team, 'code'>): string {
  return `${origin.replace(/\/$/, '')}/login/${team.code}`;
}

/** A student's home page. */
export function studentHomeLink(username: string): string {
  return `/account/home/${encodeURIComponent(username)}`;
}

/**
 * The back link of a detail page: the list it came from, with that list's page and search when
 * the list handed them over (router state `back`), else the list itself (002 §2.5: the centre's
 * version keeps the previous search).
 */
export function backLink(place: TeamPlace, state: unknown): string {
  const back = (state as { back?: unknown } | null)?.back;
  const list = TEAM_LIST[place];
  return typeof back === 'string' && (back === list || back.startsWith(`${list}?`)) ? back : list;
}
