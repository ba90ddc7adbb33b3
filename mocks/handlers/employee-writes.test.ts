/**
 * The management centre's teacher calls (spec 002 §4.7, §5, §7, §8) at their boundaries: the
 * choices and the checks, adding a staff member and inviting a user (who accepts), modifying
 * within the quota bounds, the deletion flow with its transfer and follow-ups, the SMS reset,
 * the quota summary, the service period and the roles.
 */
import { describe, expect, it } from 'vitest';
import type { AssignableCourse, Employee, OtherStaff } from '@/types/manage';
import type { Paged } from '@/types/api';
import { db } from '../db/db';
import { centreMessages as M } from '../messages/centre';
import { teamMessages } from '../messages/teams';
import { validationTexts } from '../messages/validation';
import { orgUsage, quotaSummary } from '../rules/org-quota';
import { teamCourseIds } from '../rules/team-stats';
import { call, en, orgNamed, signIn, userOf, zh } from '../test-helpers';
import { formatMessage } from '@/lib/validators/check';

const sunshine = () => orgNamed('Sunshine Coding School');
const team = (code: string) => db.teams.findOne('code', code)!;
const rowOf = (username: string, orgName = 'Sunshine Coding School') =>
  db.employees.findBy('user_id', userOf(username).id).find((e) => e.org_id === orgNamed(orgName).id)!;
const vtext = (key: string, params: Record<string, string | number> = {}) => formatMessage(validationTexts[key].en, params, 'en-US');

const PAYLOAD = { name: '', phone: '', employee: null, is_full: true, student_num: 0, team_num: 0, sample_reels: 0, team_list: [], courses: [], course_bags: [] };

const add = (token: string, body: object, lang?: string) => call('/api/v1/employee/', { token, body: { ...PAYLOAD, ...body }, lang });
const modify = (token: string, row: { id: number }, body: object) =>
  call(`/api/v1/employee/${row.id}/`, { method: 'PUT', token, body: { ...PAYLOAD, ...body, id: row.id } });
const remove = (token: string, id: number, tail = '') => call(`/api/v1/employee/${id}/${tail}`, { method: 'DELETE', token });

describe('the choices of the add-teacher wizard', () => {
  it('lists the staff who are not teachers, marks managers, and looks phones up', async () => {
    const token = await signIn('manager');
    const staff = (await call<OtherStaff[]>('/api/v1/employee/other_staff/', { token })).body;
    expect(staff.map((s) => s.username)).toEqual(['manager']);
    expect(staff[0]).toMatchObject({ is_manager: true, disabled: false, phone: '13800000001' });

    const type = async (phone: string) => (await call<{ type: string }>('/api/v1/employee/check_user_info/', { token, query: { phone } })).body.type;
    expect(await type('13800000003')).toBe('teacher');
    expect(await type('13800000001')).toBe('manager');
    expect(await type('13800000005')).toBe('user');
    expect(await type('13912345678')).toBe('new');
  });

  it('offers the campus courses and bags, and lists the courses chosen teams need', async () => {
    const token = await signIn('manager');
    const courses = (await call<Paged<AssignableCourse>>('/api/v1/employee/courses/', { token, query: { from_type: 'manageCenter', page: 1, page_size: 9999 } })).body;
    expect(courses.count).toBe(db.courses.all().filter((c) => c.campus === null || c.campus === sunshine().id).length);
    const bags = (await call<Paged<AssignableCourse>>('/api/v1/employee/course_bags/', { token })).body;
    expect(bags.results.map((b) => b.id).sort()).toEqual(db.courseBags.findBy('org_ids', sunshine().id).map((b) => b.id).sort());

    const abcdef = team('ABCDEF');
    const needed = [...teamCourseIds(abcdef)].sort((a, b) => a - b);
    const check = (body: object) => call<AssignableCourse[]>('/api/v1/employee/check_team_course/', { token, body: { courses: [], course_bags: [], ...body } });
    expect((await check({ team_list: [abcdef.id] })).body.map((c) => c.id)).toEqual(needed);
    expect((await check({ team_list: [abcdef.id], courses: needed.slice(1) })).body.map((c) => c.id)).toEqual([needed[0]]);
    expect((await check({ team_list: [abcdef.id], courses: abcdef.courses, course_bags: abcdef.course_bags })).body).toEqual([]);
    expect((await check({ team_list: [team('RIVERS').id] })).status).toBe(400);
  });
});

describe('POST /employee/', () => {
  it('makes a staff member a teacher of the chosen teams and tells them (set_up_teacher)', async () => {
    const token = await signIn('principal');
    const helen = rowOf('manager');
    const newbie = team('NEWBIE');
    const { status, body } = await add(token, { employee: helen.id, team_list: [newbie.id], is_full: false, student_num: 5 });
    expect(status).toBe(200);
    expect(body).toEqual({ message: 'Teacher added', invited: false });
    // a manager always shares the campus quota
    expect(db.employees.get(helen.id)).toMatchObject({ is_teacher: true, is_full: true, student_num: 0 });
    expect(team('NEWBIE').teacher_ids).toContain(helen.user_id);
    expect(db.notifications.findBy('recipient_id', helen.user_id).at(-1)).toMatchObject({ verb: 'set_up_teacher', actor_id: userOf('principal').id, obj_id: sunshine().id });
  });

  it('invites a user by phone with a dedicated quota; accepting makes them an active teacher of the teams', async () => {
    const token = await signIn('manager');
    const visitor = userOf('visitor');
    const newbie = team('NEWBIE');
    const { status, body } = await add(token, { name: 'Vicky_Stone', phone: visitor.phone, is_full: false, student_num: 10, team_num: 1, sample_reels: 2, team_list: [newbie.id] });
    expect(status).toBe(201);
    expect(body).toEqual({ message: "Invite sent, awaiting the other person's confirmation", invited: true });
    const row = db.employees.findBy('user_id', visitor.id)[0];
    expect(row).toMatchObject({ status: 0, is_new: true, is_teacher: true, is_full: false, student_num: 10, team_num: 1, sample_reels: 2, pending_team_ids: [newbie.id] });
    expect(team('NEWBIE').teacher_ids).not.toContain(visitor.id);
    const note = db.notifications.findBy('recipient_id', visitor.id).at(-1)!;
    expect(note).toMatchObject({ verb: 'invited_user_in_campus', tgt_id: row.id, obj_id: sunshine().id });

    const visitorToken = await signIn('visitor');
    expect((await call('/api/v1/employee/invitation_reply/', { token: visitorToken, body: { id: row.id, status: true } })).status).toBe(200);
    expect(db.employees.get(row.id)).toMatchObject({ status: 1, is_new: false, pending_team_ids: [] });
    expect(team('NEWBIE').teacher_ids).toContain(visitor.id);
    const listed = (await call<Paged<Employee>>('/api/v1/employee/', { token, query: { seach_str: 'Vicky_' } })).body.results[0];
    expect(listed).toMatchObject({ status: 1, student_nums: '0/10', team_nums: '0/1', studio_nums: '0/2', team: [{ id: newbie.id, name: newbie.name }] });
  });

  it('creates an account for a phone that has none, and the invitation waits in its notifications', async () => {
    const token = await signIn('manager');
    expect((await add(token, { name: '王老师', phone: '13912345678' })).status).toBe(201);
    const user = db.users.findOne('phone', '13912345678')!;
    expect(user).toMatchObject({ name: '王老师', user_type: null, password: '' });
    expect(user.username).toMatch(/^aim_[a-z0-9]{8}$/);
    expect(db.notifications.findBy('recipient_id', user.id)[0].verb).toBe('invited_user_in_campus');
  });

  it.each([
    [{ name: 'a'.repeat(21), phone: '13912345678' }, 'name', vtext('validation.teacher.name.max', { max: 20 })],
    [{ name: 'Ann.Lee', phone: '13912345678' }, 'name', vtext('validation.teacher.name.pattern')],
    [{ name: '', phone: '13912345678' }, 'name', vtext('validation.teacher.name.required')],
    [{ name: 'Ann', phone: '1391234567' }, 'phone', vtext('validation.phone.pattern')],
    [{ name: 'Ann', phone: '13800000003' }, 'phone', vtext('validation.teacher.phone.isTeacher')],
    [{ name: 'Ann', phone: '13800000001' }, 'phone', vtext('validation.teacher.phone.isStaff')],
  ])('refuses %j on %s', async (input, field, message) => {
    const token = await signIn('manager');
    const before = db.employees.size;
    const { status, body } = await add(token, input);
    expect(status).toBe(400);
    expect(body[field]).toEqual([message]);
    expect(db.employees.size).toBe(before);
  });

  it('keeps a dedicated quota within 0 and the campus remaining amount, and asks to share at 0', async () => {
    const token = await signIn('manager');
    const remaining = quotaSummary(sunshine());
    const invite = (quota: object) => add(token, { name: 'Ann', phone: '13912345678', is_full: false, student_num: 0, team_num: 0, sample_reels: 0, ...quota });
    expect((await invite({ student_num: remaining.remaining_students + 1 })).body.student_num).toEqual([vtext('validation.quota.range', { min: 0, max: remaining.remaining_students })]);
    expect((await invite({ team_num: -1 })).body.team_num).toEqual([vtext('validation.quota.range', { min: 0, max: remaining.remaining_team })]);
    expect((await invite({ sample_reels: 1.5 })).body.sample_reels).toEqual([vtext('validation.quota.integer')]);
    expect((await invite({ student_num: null })).body.student_num).toEqual([vtext('validation.quota.required')]);
    db.organizations.update(sunshine().id, { max_team: orgUsage(sunshine()).used_team_nums + orgUsage(sunshine()).allot_team_nums - orgUsage(sunshine()).teacher_used_team_nums });
    expect(quotaSummary(sunshine()).remaining_team).toBe(0);
    expect((await invite({ team_num: 1 })).body.team_num).toEqual([vtext('validation.quota.insufficient')]);
    expect((await invite({ team_num: 0, student_num: remaining.remaining_students })).status).toBe(201);
  });

  it('refuses a team with 3 teachers, a team or course or bag of another campus, and a full staff', async () => {
    const token = await signIn('manager');
    const spriteSquad = team('SPRITE');
    db.teams.update(spriteSquad.id, { teacher_ids: [...spriteSquad.teacher_ids, userOf('oliver_bennett').id] });
    const base = { name: 'Ann', phone: '13912345678' };
    expect((await add(token, { ...base, team_list: [spriteSquad.id] })).body.team_list).toEqual([en(M.teamFull({ name: spriteSquad.name }))]);
    expect((await add(token, { ...base, team_list: [team('RIVERS').id] })).body.team_list).toEqual([en(M.notCampusTeam({ id: team('RIVERS').id }))]);
    const foreignBag = db.courseBags.all().find((b) => !b.org_ids.includes(sunshine().id))!;
    const { body } = await add(token, { ...base, courses: [999_999], course_bags: [foreignBag.id] });
    expect(body.courses).toEqual(['The assigned courses include a course this campus does not have']);
    expect(body.course_bags).toEqual(['The assigned course bags include a bag this campus does not have']);

    // the pending invitations hold their seats: staff plus pending at max_staff is full
    const pending = db.employees.findBy('org_id', sunshine().id).filter((e) => e.status === 0).length;
    expect(pending).toBeGreaterThan(0);
    db.organizations.update(sunshine().id, { max_staff: db.employees.countBy('org_id', sunshine().id) });
    const full = await add(token, base);
    expect(full).toEqual({ status: 400, body: { detail: en(M.staffFull({ max: sunshine().max_staff })) } });
    // choosing a staff member takes no new seat
    expect((await add(token, { employee: rowOf('manager').id })).status).toBe(200);
  });

  it('answers in the reader\'s language', async () => {
    const token = await signIn('manager');
    const { body } = await add(token, { name: 'Ann', phone: '13800000003' }, 'zh-CN');
    expect(body.phone).toEqual([validationTexts['validation.teacher.phone.isTeacher'].zh]);
    expect((await add(token, { name: '安', phone: '13912345678' }, 'zh-CN')).body.message).toBe(zh(M.inviteSent));
  });
});

describe('PUT /employee/{id}/', () => {
  it('keeps a dedicated quota between what the teacher created and the remaining amount plus their allocation', async () => {
    const token = await signIn('manager');
    const sarah = rowOf('teacher');
    const courses = sarah.courses;
    const remaining = quotaSummary(sunshine()).remaining_team;
    const put = (team_num: number) =>
      modify(token, sarah, { name: 'Sarah Lin', is_full: false, student_num: 80, team_num, sample_reels: 10, team_list: taught(sarah), courses, course_bags: sarah.course_bags });
    // she created 4 teams; her allocation is 5
    expect((await put(3)).body.team_num).toEqual([vtext('validation.quota.range', { min: 4, max: remaining + 5 })]);
    expect((await put(remaining + 6)).body.team_num).toEqual([vtext('validation.quota.range', { min: 4, max: remaining + 5 })]);
    const ok = await put(4);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ team_nums: '4/4', message: 'Modified' });
    expect(db.employees.get(sarah.id)!.team_num).toBe(4);
  });

  it('checks a name only when it changes: a name given before the rule stays', async () => {
    const token = await signIn('manager');
    const chloe = rowOf('chloe_evans');
    const body = { team_list: taught(chloe), courses: chloe.courses };
    expect((await modify(token, chloe, { ...body, name: 'Chloe Evans' })).status).toBe(200);
    expect((await modify(token, chloe, { ...body, name: 'Chloe E.' })).body.name).toEqual([vtext('validation.teacher.name.pattern')]);
    expect((await modify(token, chloe, { ...body, name: 'Chloe_Evans' })).status).toBe(200);
    expect(db.employees.get(chloe.id)!.name).toBe('Chloe_Evans');
  });

  it('will not leave a team without a teacher, and maps course errors to their fields', async () => {
    const token = await signIn('manager');
    const sarah = rowOf('teacher');
    const { body } = await modify(token, sarah, { name: 'Sarah Lin', team_list: [team('ABCDEF').id], courses: [999_999] });
    expect(body.team_list).toEqual(expect.arrayContaining([en(M.teamLeftWithoutTeacher({ name: team('PICTUR').name }))]));
    expect(body.courses).toEqual([en(M.courseNotInCampus)]);
  });

  it('sets up and revokes the manager role (set_up_manager, delete_manager), never one\'s own', async () => {
    const token = await signIn('manager');
    const emma = rowOf('emma_clarke');
    const body = { name: 'Emma Clarke', team_list: taught(emma), courses: emma.courses };
    expect((await modify(token, emma, { ...body, is_manager: true })).status).toBe(200);
    expect(db.employees.get(emma.id)!.is_manager).toBe(true);
    expect(db.notifications.findBy('recipient_id', emma.user_id).at(-1)!.verb).toBe('set_up_manager');
    expect((await modify(token, emma, { ...body, is_manager: false })).status).toBe(200);
    expect(db.notifications.findBy('recipient_id', emma.user_id).at(-1)!.verb).toBe('delete_manager');

    const self = await modify(token, rowOf('manager'), { name: 'Helen Zhang', is_manager: false });
    expect(self).toEqual({ status: 400, body: { detail: en(M.ownManagerRole) } });
  });
});

/** The ids of the teams the person teaches in Sunshine. */
function taught(row: { user_id: number; org_id: number }): number[] {
  return db.teams.findBy('teacher_ids', row.user_id).filter((t) => t.org_id === row.org_id).map((t) => t.id);
}

describe('DELETE /employee/{id}/ and its follow-ups', () => {
  it('refuses the manager themselves and the only teacher of a team being taught', async () => {
    const token = await signIn('manager');
    expect(await remove(token, rowOf('manager').id)).toEqual({ status: 400, body: { detail: en(M.cannotDeleteSelf) } });
    const sarah = await remove(token, rowOf('teacher').id);
    expect(sarah.status).toBe(400);
    expect(sarah.body.detail).toMatch(/^Sarah Lin is the only teacher of /);
    expect(rowOf('teacher').is_teacher).toBe(true);
  });

  it('erases a pending invitation', async () => {
    const token = await signIn('manager');
    const ruth = rowOf('ruth_walsh');
    expect(await remove(token, ruth.id)).toEqual({ status: 200, body: { detail: 'Deleted', check_again: false, campus_count: 0 } });
    expect(db.employees.get(ruth.id)).toBeUndefined();
  });

  it('removes an active teacher role: teams and team portfolios go to the manager; then the account application', async () => {
    const token = await signIn('manager');
    const oliver = rowOf('oliver_bennett');
    const manager = userOf('manager');
    const galaxy = team('GALAXY');
    const studios = db.studios.findBy('owner_id', oliver.user_id).filter((s) => s.kind === 'team');
    const { status, body } = await remove(token, oliver.id);
    expect(status).toBe(200);
    expect(body).toEqual({ detail: 'Deleted', check_again: true, campus_count: 1 });
    expect(team('GALAXY')).toMatchObject({ creator_id: manager.id, teacher_ids: galaxy.teacher_ids.filter((id) => id !== oliver.user_id) });
    for (const studio of studios) expect(db.studios.get(studio.id)!.owner_id).toBe(manager.id);
    expect(db.employees.get(oliver.id)).toMatchObject({ is_teacher: false, is_manager: false });
    expect(db.notifications.findBy('recipient_id', oliver.user_id).at(-1)!.verb).toBe('delete_teacher');

    expect((await remove(token, oliver.id, 'remove_to_campus/')).body).toEqual({ detail: en(M.onlyCampus) });
    expect(await remove(token, oliver.id, 'remove_user/')).toEqual({ status: 200, body: { detail: 'Applied' } });
    expect(db.employees.get(oliver.id)).toBeUndefined();
    expect(db.accountDeletions.findBy('user_id', oliver.user_id)).toHaveLength(1);
  });

  it('moves a person of several campuses out of this one', async () => {
    const token = await signIn('manager');
    const mei = rowOf('multi');
    const { body } = await remove(token, mei.id);
    expect(body).toMatchObject({ check_again: true, campus_count: 3 });
    expect((await remove(token, mei.id, 'remove_user/')).body).toEqual({ detail: en(M.otherCampuses) });
    expect((await remove(token, mei.id, 'remove_to_campus/')).body).toEqual({ detail: 'Moved out' });
    expect(db.employees.findBy('user_id', mei.user_id).map((e) => e.org_id)).not.toContain(sunshine().id);
  });

  it('refuses the follow-ups while the person still has a role', async () => {
    const token = await signIn('manager');
    expect((await remove(token, rowOf('chloe_evans').id, 'remove_to_campus/')).body).toEqual({ detail: en(M.stillHasRole) });
  });
});

describe('POST /reset/', () => {
  it('sets a new password, sends it by SMS, and the teacher signs in with it', async () => {
    const token = await signIn('manager');
    const sarah = rowOf('teacher');
    expect(await call('/api/v1/reset/', { token, body: { employee_id: sarah.id } })).toEqual({ status: 200, body: { detail: en(M.resetSent) } });
    const sms = db.smsMessages.findBy('phone', '13800000003').at(-1)!;
    const password = /is (\w+)$/.exec(en(sms.text as never))![1];
    expect(password).toHaveLength(10);
    expect(await signIn('teacher', password)).toBeTruthy();
    expect((await call('/api/v1/login/', { body: { login_type: 'password', username: 'teacher', password: 'demo1234' } })).status).toBe(400);
    expect((await call('/api/v1/reset/', { token, body: { employee_id: rowOf('ruth_walsh').id } })).body).toEqual({ detail: en(M.invitePending) });
  });
});

describe('quota summary, service period and roles', () => {
  it('answers the shared pool left of the campus', async () => {
    const { status, body } = await call('/api/v1/org_quota/', { token: await signIn('manager') });
    expect(status).toBe(200);
    const u = orgUsage(sunshine());
    const org = sunshine();
    expect(body).toEqual({
      remaining_students: org.max_student - u.allot_student_nums - (u.used_student_nums - u.teacher_used_student_nums),
      remaining_team: org.max_team - u.allot_team_nums - (u.used_team_nums - u.teacher_used_team_nums),
      remaining_portfolio: org.max_team_studios_num - u.allot_team_studios_nums - (u.used_team_studios_nums - u.teacher_team_studios_nums),
    });
  });

  it('refuses writes before the service starts and after it ends, not while it is about to end', async () => {
    const lucy = await signIn('lucy_morgan');
    expect(await add(lucy, { name: 'Ann', phone: '13912345678' })).toEqual({ status: 403, body: { detail: en(teamMessages.serviceNotStarted) } });
    const george = await signIn('george_ward');
    expect(await add(george, { name: 'Ann', phone: '13912345678' })).toEqual({ status: 403, body: { detail: en(teamMessages.serviceExpired) } });
    expect((await call('/api/v1/employee/', { token: george })).status).toBe(200);
    const expiring = await signIn('expiring');
    expect((await add(expiring, { name: 'Ann', phone: '13912345678' })).status).toBe(201);
  });

  it.each([
    ['teacher', 403],
    ['student', 403],
    ['solo', 403],
  ])('is for managers: %s gets %i', async (username, expected) => {
    const token = await signIn(username);
    expect((await add(token, { name: 'Ann', phone: '13912345678' })).status).toBe(expected);
    expect((await call('/api/v1/org_quota/', { token })).status).toBe(expected);
    expect((await call('/api/v1/employee/other_staff/', { token })).status).toBe(expected);
  });

  it('needs a token', async () => {
    expect((await call('/api/v1/org_quota/')).status).toBe(401);
  });
});
