/**
 * A team's courses and course bags (spec 002 §2.5, §4.4, §6, §7 "Team"):
 *   GET  /api/v1/team/{code}/courses/course_list/          the team's own courses (15 a page; search_str,
 *                                                          course_order or visible_order asc|desc)
 *   GET  /api/v1/team/{code}/courses/course_bag_list/      the team's course bags (path chosen)
 *   GET  /api/v1/team/{code}/courses/org_course_list/      the courses the caller may add
 *   GET  /api/v1/team/{code}/courses/org_course_bag_list/  the bags the caller may add
 *   POST /api/v1/team/{code}/courses/                      add {course_id_list, course_bag_id_list}
 *   POST /api/v1/team/{code}/courses/delete_team_course/   remove {course_id_list, course_bag_id_list}
 *   POST /api/v1/team/{code}/courses/change_visable/       {is_visible, course_id}
 *   POST /api/v1/team/{code}/courses/open_visable/ and close_visable/  {course_id_list}
 * Courses come from the caller's campus: a manager the campus's bags and own courses, a teacher
 * the courses and bags assigned to them. Bags are assigned by managers only, when the campus
 * allows them; visibility needs control_type 2.
 */
import type { CourseOption, TeamCourse, TeamCourseBag } from '@/types/manage';
import type { UserType } from '@/types/user';
import { db } from '../db/db';
import type { TeamRecord } from '../db/schema';
import { teamMessages } from '../messages/teams';
import type { Identity } from '../rules/identity';
import { isManagerType } from '../rules/identity';
import { canAssignBags, canSwitchVisibility, orgOfTeam } from '../rules/team-access';
import { availableCourseIds } from '../rules/course-access';
import { API, errors, invalidChoice, json, matches, pageOf, readBody, route, type Answer } from './http';
import { lookupTeam } from './team-lookup';

const STAFF: readonly UserType[] = ['teacher', 'manager', 'manager|teacher'];

/** spec 002 §9: team courses 15 a page; the campus lists are fetched whole (9999) */
const TEAM_COURSE_PAGE_SIZE = 15;
const ALL = 9999;

const firstUnit = (courseId: number) => db.courses.get(courseId)?.chapters[0]?.units[0]?.id ?? 0;

function toTeamCourse(team: TeamRecord, courseId: number): TeamCourse | null {
  const course = db.courses.get(courseId);
  if (!course) return null;
  return { id: course.id, title: course.title, unit_id: firstUnit(course.id), is_visible: !team.hidden_courses.includes(course.id), cover: course.cover };
}

function toBag(bagId: number): TeamCourseBag | null {
  const bag = db.courseBags.get(bagId);
  return bag ? { id: bag.id, title: bag.title, course_count: bag.courses.length } : null;
}

/** The bags the caller's campus lets them use: a manager's campus bags, a teacher's assigned ones. */
function availableBagIds(me: Identity, team: TeamRecord): number[] {
  if (team.org_id == null || orgOfTeam(team)?.allow_course_bag !== true) return [];
  if (isManagerType(me.userType)) return db.courseBags.findBy('org_ids', team.org_id).map((b) => b.id);
  return me.employee?.course_bags ?? [];
}

const ORDERS = ['asc', 'desc'];

const courseList = route<{ code: string }>(
  'get',
  `${API}/team/:code/courses/course_list/`,
  ({ params, url, me }) => {
    const found = lookupTeam(me, params.code);
    if (found.refusal) return found.refusal;
    const { team } = found;
    const byTitle = url.searchParams.get('course_order');
    const byVisibility = url.searchParams.get('visible_order');
    if (byTitle && !ORDERS.includes(byTitle)) return invalidChoice('course_order', byTitle);
    if (byVisibility && !ORDERS.includes(byVisibility)) return invalidChoice('visible_order', byVisibility);
    let rows = team.courses.map((id) => toTeamCourse(team, id)).filter((c): c is TeamCourse => c !== null);
    rows = rows.filter((c) => matches(url.searchParams.get('search_str'), c.title));
    if (byTitle) rows.sort((a, b) => a.title.localeCompare(b.title) * (byTitle === 'desc' ? -1 : 1));
    // visible_order asc: hidden ones first; desc: visible ones first (a stable sort keeps the rest).
    if (byVisibility) rows.sort((a, b) => (Number(a.is_visible) - Number(b.is_visible)) * (byVisibility === 'desc' ? -1 : 1));
    const page = pageOf(rows, url, TEAM_COURSE_PAGE_SIZE);
    return json({ results: page.results, count: page.count });
  },
  { roles: STAFF },
);

const bagList = route<{ code: string }>(
  'get',
  `${API}/team/:code/courses/course_bag_list/`,
  ({ params, me }) => {
    const found = lookupTeam(me, params.code);
    if (found.refusal) return found.refusal;
    const bags = found.team.course_bags.map(toBag).filter((b): b is TeamCourseBag => b !== null);
    return json({ results: bags, count: bags.length });
  },
  { roles: STAFF },
);

const orgCourseList = route<{ code: string }>(
  'get',
  `${API}/team/:code/courses/org_course_list/`,
  ({ params, url, me }) => {
    const found = lookupTeam(me, params.code);
    if (found.refusal) return found.refusal;
    const { team } = found;
    const options: CourseOption[] = [];
    for (const id of [...availableCourseIds(me)].sort((a, b) => a - b)) {
      const course = db.courses.get(id);
      if (course && matches(url.searchParams.get('search_str'), course.title)) options.push({ id, title: course.title, in_team: team.courses.includes(id) });
    }
    const page = pageOf(options, url, ALL);
    return json({ results: page.results, count: page.count });
  },
  { roles: STAFF },
);

const orgBagList = route<{ code: string }>(
  'get',
  `${API}/team/:code/courses/org_course_bag_list/`,
  ({ params, url, me }) => {
    const found = lookupTeam(me, params.code);
    if (found.refusal) return found.refusal;
    const { team } = found;
    const options: CourseOption[] = availableBagIds(me, team)
      .map((id) => db.courseBags.get(id))
      .filter((bag) => bag !== undefined)
      .map((bag) => ({ id: bag.id, title: bag.title, in_team: team.course_bags.includes(bag.id) }));
    const page = pageOf(options, url, ALL);
    return json({ results: page.results, count: page.count });
  },
  { roles: STAFF },
);

/** A list of integer ids from a body field (missing: empty); null when it is not one. */
function idList(value: unknown): number[] | null {
  if (value === undefined) return [];
  return Array.isArray(value) && value.every((id) => Number.isInteger(id)) ? [...new Set(value as number[])] : null;
}

/** Reads `course_id_list` and `course_bag_id_list`; a malformed one is the answer. */
function readIds(body: Record<string, unknown>): { courses: number[]; bags: number[] } | Answer {
  const courses = idList(body.course_id_list);
  if (!courses) return errors.badRequest({ course_id_list: [teamMessages.idList] });
  const bags = idList(body.course_bag_id_list);
  if (!bags) return errors.badRequest({ course_bag_id_list: [teamMessages.idList] });
  return { courses, bags };
}

const addCourses = route<{ code: string }>(
  'post',
  `${API}/team/:code/courses/`,
  async ({ params, request, me }) => {
    const found = lookupTeam(me, params.code);
    if (found.refusal) return found.refusal;
    const { team } = found;
    const ids = readIds(await readBody(request));
    if (!('courses' in ids)) return ids;
    if (ids.courses.length + ids.bags.length === 0) return errors.badRequest({ course_id_list: [teamMessages.idList] });
    const allowedCourses = availableCourseIds(me);
    const badCourse = ids.courses.find((id) => !allowedCourses.has(id));
    if (badCourse !== undefined) return errors.badRequest({ course_id_list: [teamMessages.courseNotAllowed({ id: badCourse })] });
    if (ids.bags.length > 0) {
      if (!canAssignBags(me, team)) return errors.forbidden(teamMessages.bagsManagerOnly);
      const allowedBags = new Set(availableBagIds(me, team));
      const badBag = ids.bags.find((id) => !allowedBags.has(id));
      if (badBag !== undefined) return errors.badRequest({ course_bag_id_list: [teamMessages.bagNotAllowed({ id: badBag })] });
    }
    const courses = [...team.courses, ...ids.courses.filter((id) => !team.courses.includes(id))];
    const bags = [...team.course_bags, ...ids.bags.filter((id) => !team.course_bags.includes(id))];
    db.teams.update(team.id, { courses, course_bags: bags });
    return json({ course_id_list: courses, course_bag_id_list: bags });
  },
  { roles: STAFF, service: true },
);

const removeCourses = route<{ code: string }>(
  'post',
  `${API}/team/:code/courses/delete_team_course/`,
  async ({ params, request, me }) => {
    const found = lookupTeam(me, params.code);
    if (found.refusal) return found.refusal;
    const { team } = found;
    const ids = readIds(await readBody(request));
    if (!('courses' in ids)) return ids;
    if (ids.courses.length + ids.bags.length === 0) return errors.badRequest({ course_id_list: [teamMessages.idList] });
    if (ids.bags.length > 0 && !canAssignBags(me, team)) return errors.forbidden(teamMessages.bagsManagerOnly);
    const missing = ids.courses.find((id) => !team.courses.includes(id));
    if (missing !== undefined) return errors.badRequest({ course_id_list: [teamMessages.courseNotInTeam({ id: missing })] });
    const courses = team.courses.filter((id) => !ids.courses.includes(id));
    db.teams.update(team.id, {
      courses,
      course_bags: team.course_bags.filter((id) => !ids.bags.includes(id)),
      hidden_courses: team.hidden_courses.filter((id) => courses.includes(id)),
    });
    return json({ course_id_list: courses });
  },
  { roles: STAFF, service: true },
);

/** Shows or hides courses of the team for its students. */
function setVisibility(team: TeamRecord, courseIds: number[], visible: boolean): Answer {
  if (!canSwitchVisibility(team)) return errors.forbidden(teamMessages.visibilityOff);
  const missing = courseIds.find((id) => !team.courses.includes(id));
  if (missing !== undefined) return errors.badRequest({ course_id_list: [teamMessages.courseNotInTeam({ id: missing })] });
  const hidden = new Set(team.hidden_courses);
  for (const id of courseIds) {
    if (visible) hidden.delete(id);
    else hidden.add(id);
  }
  const updated = db.teams.update(team.id, { hidden_courses: [...hidden] });
  return json({ results: courseIds.map((id) => toTeamCourse(updated, id)) });
}

const changeVisibility = route<{ code: string }>(
  'post',
  `${API}/team/:code/courses/change_visable/`,
  async ({ params, request, me }) => {
    const found = lookupTeam(me, params.code);
    if (found.refusal) return found.refusal;
    const body = await readBody(request);
    if (typeof body.is_visible !== 'boolean') return errors.badRequest({ is_visible: [teamMessages.booleanField] });
    if (!Number.isInteger(body.course_id)) return errors.badRequest({ course_id: [teamMessages.idList] });
    return setVisibility(found.team, [body.course_id as number], body.is_visible);
  },
  { roles: STAFF, service: true },
);

function bulkVisibility(visible: boolean) {
  return route<{ code: string }>(
    'post',
    `${API}/team/:code/courses/${visible ? 'open_visable' : 'close_visable'}/`,
    async ({ params, request, me }) => {
      const found = lookupTeam(me, params.code);
      if (found.refusal) return found.refusal;
      const ids = idList((await readBody(request)).course_id_list);
      if (!ids || ids.length === 0) return errors.badRequest({ course_id_list: [teamMessages.idList] });
      return setVisibility(found.team, ids, visible);
    },
    { roles: STAFF, service: true },
  );
}

export const teamCourseHandlers = [courseList, bagList, orgCourseList, orgBagList, addCourses, removeCourses, changeVisibility, bulkVisibility(true), bulkVisibility(false)];
