import { describe, expect, it } from 'vitest';
import type { CourseOption, TeamCourse, TeamCourseBag } from '@/types/manage';
import { db } from '../db/db';
import { teamMessages } from '../messages/teams';
import { call, en, signIn, userOf } from '../test-helpers';

const teamNamed = (code: string) => db.teams.findOne('code', code)!;
type Page<T> = { results: T[]; count: number };
const courseList = (token: string, code: string, query: Record<string, string | number> = {}) =>
  call<Page<TeamCourse>>(`/api/v1/team/${code}/courses/course_list/`, { token, query });

describe('GET /team/{code}/courses/course_list/', () => {
  it('lists the team’s own courses 15 a page, with visibility, search and both orders', async () => {
    const token = await signIn('teacher');
    const team = teamNamed('ABCDEF');
    const { body } = await courseList(token, 'ABCDEF');
    expect(body.count).toBe(team.courses.length);
    expect(body.results.map((c) => c.id)).toEqual(team.courses.slice(0, 15));
    for (const c of body.results) expect(c.is_visible).toBe(!team.hidden_courses.includes(c.id));
    expect(body.results[0].unit_id).toBeGreaterThan(0);
    const hiddenFirst = await courseList(token, 'ABCDEF', { visible_order: 'asc' });
    expect(hiddenFirst.body.results[0].is_visible).toBe(false);
    const byTitle = await courseList(token, 'ABCDEF', { course_order: 'desc' });
    const titles = byTitle.body.results.map((c) => c.title);
    expect(titles).toEqual([...titles].sort((a, b) => b.localeCompare(a)));
    const word = body.results[0].title.split(' ')[0];
    const found = await courseList(token, 'ABCDEF', { search_str: ` ${word} ` });
    expect(found.body.results.every((c) => c.title.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    expect((await courseList(token, 'ABCDEF', { course_order: 'up' })).status).toBe(400);
  });

  it('is for those who may open the team', async () => {
    expect((await courseList(await signIn('emma_clarke'), 'ABCDEF')).status).toBe(200);
    expect((await courseList(await signIn('oliver_bennett'), 'ABCDEF')).status).toBe(404);
  });
});

describe('adding and removing courses and bags', () => {
  it('offers a teacher their assigned courses and adds them', async () => {
    const token = await signIn('teacher');
    const employee = db.employees.findBy('user_id', userOf('teacher').id)[0];
    const offer = await call<Page<CourseOption>>('/api/v1/team/NEWBIE/courses/org_course_list/', { token });
    const offered = offer.body.results.map((c) => c.id);
    for (const id of employee.courses) expect(offered).toContain(id);
    const pick = offered.slice(0, 2);
    const res = await call('/api/v1/team/NEWBIE/courses/', { token, body: { course_id_list: pick, course_bag_id_list: [] } });
    expect(res.status).toBe(200);
    expect(teamNamed('NEWBIE').courses).toEqual(pick);
    const again = await call<Page<CourseOption>>('/api/v1/team/NEWBIE/courses/org_course_list/', { token });
    expect(again.body.results.filter((c) => c.in_team).map((c) => c.id)).toEqual(pick);
  });

  it('refuses a course the teacher has not been given, and bags from a teacher, adding nothing', async () => {
    const token = await signIn('teacher');
    const offered = new Set((await call<Page<CourseOption>>('/api/v1/team/NEWBIE/courses/org_course_list/', { token })).body.results.map((c) => c.id));
    const other = db.courses.all().find((c) => !offered.has(c.id))!;
    const res = await call('/api/v1/team/NEWBIE/courses/', { token, body: { course_id_list: [other.id] } });
    expect(res).toEqual({ status: 400, body: { course_id_list: [en(teamMessages.courseNotAllowed({ id: other.id }))] } });
    const bag = await call('/api/v1/team/NEWBIE/courses/', { token, body: { course_bag_id_list: [db.courseBags.all()[0].id] } });
    expect(bag).toEqual({ status: 403, body: { detail: en(teamMessages.bagsManagerOnly) } });
    expect(teamNamed('NEWBIE').courses).toEqual([]);
    expect((await call('/api/v1/team/NEWBIE/courses/', { token, body: { course_id_list: 'all' } })).status).toBe(400);
  });

  it('lets a manager assign and remove the campus’s bags', async () => {
    const token = await signIn('manager');
    const offer = await call<Page<CourseOption>>('/api/v1/team/ABCDEF/courses/org_course_bag_list/', { token });
    const sunshine = teamNamed('ABCDEF').org_id!;
    expect(offer.body.results.map((b) => b.id)).toEqual(db.courseBags.findBy('org_ids', sunshine).map((b) => b.id));
    const fresh = offer.body.results.find((b) => !b.in_team)!;
    await call('/api/v1/team/ABCDEF/courses/', { token, body: { course_bag_id_list: [fresh.id] } });
    const bags = await call<Page<TeamCourseBag>>('/api/v1/team/ABCDEF/courses/course_bag_list/', { token });
    expect(bags.body.results.map((b) => b.id)).toContain(fresh.id);
    expect(bags.body.results.find((b) => b.id === fresh.id)!.course_count).toBe(db.courseBags.get(fresh.id)!.courses.length);
    await call('/api/v1/team/ABCDEF/courses/delete_team_course/', { token, body: { course_bag_id_list: [fresh.id] } });
    expect(teamNamed('ABCDEF').course_bags).not.toContain(fresh.id);
  });

  it('removes courses, forgetting their visibility, and refuses one the team does not have', async () => {
    const token = await signIn('teacher');
    const team = teamNamed('ABCDEF');
    const hidden = team.hidden_courses[0];
    await call('/api/v1/team/ABCDEF/courses/delete_team_course/', { token, body: { course_id_list: [hidden] } });
    expect(teamNamed('ABCDEF')).toMatchObject({ courses: team.courses.filter((id) => id !== hidden), hidden_courses: [] });
    const res = await call('/api/v1/team/ABCDEF/courses/delete_team_course/', { token, body: { course_id_list: [hidden] } });
    expect(res).toEqual({ status: 400, body: { course_id_list: [en(teamMessages.courseNotInTeam({ id: hidden }))] } });
  });
});

describe('course visibility (control_type 2)', () => {
  it('switches one course and opens or closes several', async () => {
    const token = await signIn('teacher');
    const [a, b] = teamNamed('ABCDEF').courses;
    await call('/api/v1/team/ABCDEF/courses/change_visable/', { token, body: { is_visible: false, course_id: a } });
    expect(teamNamed('ABCDEF').hidden_courses).toContain(a);
    await call('/api/v1/team/ABCDEF/courses/close_visable/', { token, body: { course_id_list: [a, b] } });
    expect(teamNamed('ABCDEF').hidden_courses).toEqual(expect.arrayContaining([a, b]));
    const open = await call<{ results: TeamCourse[] }>('/api/v1/team/ABCDEF/courses/open_visable/', { token, body: { course_id_list: [a, b] } });
    expect(open.body.results.map((c) => c.is_visible)).toEqual([true, true]);
    expect(teamNamed('ABCDEF').hidden_courses).not.toContain(a);
  });

  it('is refused where the campus does not control it per team, and for bad input', async () => {
    const token = await signIn('expiring');
    const rivers = teamNamed('RIVERS');
    const res = await call('/api/v1/team/RIVERS/courses/change_visable/', { token, body: { is_visible: false, course_id: rivers.courses[0] } });
    expect(res).toEqual({ status: 403, body: { detail: en(teamMessages.visibilityOff) } });
    expect(teamNamed('RIVERS').hidden_courses).toEqual(rivers.hidden_courses);
    const teacher = await signIn('teacher');
    expect((await call('/api/v1/team/ABCDEF/courses/change_visable/', { token: teacher, body: { is_visible: 'no', course_id: 1 } })).status).toBe(400);
    expect((await call('/api/v1/team/ABCDEF/courses/open_visable/', { token: teacher, body: { course_id_list: [] } })).status).toBe(400);
  });
});
