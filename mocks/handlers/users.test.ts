import { describe, expect, it } from 'vitest';
import { db } from '../db/db';
import { call, en, multipart, signIn, userOf, zh, type Part } from '../test-helpers';
import { noticeMessages } from '../messages/notices';
import { userMessages } from '../messages/users';

const me = async (username: string) => (await call('/api/v1/users/me/', { token: await signIn(username) })).body;
const userId = (username: string) => db.users.findOne('username', username)!.id;

describe('GET /users/me/', () => {
  it('computes the campus quota usage from the data', async () => {
    const manager = await me('manager');
    const org = manager.organization_data;
    expect(org.name).toBe('Sunshine Coding School');
    expect(org.used_student_nums).toBe(db.orgStudents.countBy('org_id', org.id));
    expect(org.used_team_nums).toBe(db.teams.countBy('org_id', org.id));
    // a pending invitation (Ruth's) is not staff; it holds a seat, counted apart (issue 29 point 15)
    const rows = db.employees.findBy('org_id', org.id);
    expect(org.staff_nums).toBe(rows.filter((e) => e.status === 1).length);
    expect(org.invited_staff_nums).toBe(rows.filter((e) => e.status === 0).length);
    expect(org.invited_staff_nums).toBeGreaterThan(0);
    // the demo teacher has the only dedicated quota in Sunshine: 80 students, 5 teams, 10 portfolios
    expect(org.allot_student_nums).toBe(80);
    expect(org.allot_team_nums).toBe(5);
    expect(org.allot_team_studios_nums).toBe(10);
    // ABCDEF, PICTUR, SPRITE and NEWBIE were created by the demo teacher
    expect(org.teacher_used_team_nums).toBe(4);
    expect(manager.courses_server_start).toBe(org.start_date);
    expect(manager.courses_server_end_date).toBe(org.end_date);
    // a manager's team_data is the shared pool
    expect(manager.team_data.max_team).toBe(org.max_team - org.allot_team_nums);
    expect(manager.team_data.used_team_nums).toBe(org.used_team_nums - org.teacher_used_team_nums);
    expect(manager.campus_data).toHaveLength(1);
    expect(manager.campus_data[0]).toMatchObject({ id: org.id, is_select: true, status: '1', user_type: 'manager', is_employee: true });
  });

  it('gives a dedicated teacher their own allocation and usage', async () => {
    const teacher = await me('teacher');
    expect(teacher.team_data).toMatchObject({ max_team: 5, used_team_nums: 4, max_team_people: 80, max_team_studios_num: 10 });
    expect(teacher.team_data.used_student_nums).toBeGreaterThan(0);
    expect(teacher.super_team_count).toBeGreaterThanOrEqual(4);
  });

  it('gives the standalone teacher their own limits and period', async () => {
    const solo = await me('solo');
    const record = db.users.findOne('username', 'solo')!;
    expect(solo.team_data).toMatchObject({ max_team: 3, used_team_nums: 1, max_team_people: 40, max_team_studios_num: 5 });
    expect(solo.courses_server_start).toBe(record.courses_server_start);
    expect(solo.courses_server_end_date).toBe(record.courses_server_end_date);
  });

  it("shows a student their campus and their team's platform switches", async () => {
    const student = await me('student');
    expect(student.user_type).toBe('student');
    expect(student.student_name).toBe('Li Ming');
    expect(student.campus_data).toEqual([expect.objectContaining({ status: '1', user_type: 'student', is_employee: false })]);
    expect(student.team_data).toMatchObject({ exam_platform: 2, oj_platform: 2 });
    expect(student.organization_data.id).toBe(student.campus_data[0].id);
  });

  it('gives the service period of the selected campus to expiring, expired and upcoming accounts', async () => {
    const today = new Date().toISOString().slice(0, 10);
    expect((await me('expiring')).courses_server_end_date > today).toBe(true);
    expect((await me('expired')).courses_server_end_date < today).toBe(true);
    expect((await me('upcoming')).courses_server_start > today).toBe(true);
  });
});

describe('GET /users/{id}/', () => {
  it('shows what the home page shows and no more: no contact fields, no full name, no quotas', async () => {
    const token = await signIn('student');
    const byName = await call('/api/v1/users/teacher/', { token });
    expect(byName.status).toBe(200);
    const teacher = userOf('teacher');
    expect(Object.keys(byName.body).sort()).toEqual(['avatar_url', 'description', 'id', 'name', 'organization_data', 'student_name', 'user_type', 'username']);
    expect(byName.body).toMatchObject({ id: teacher.id, username: 'teacher', name: teacher.name, user_type: 'teacher', description: teacher.description });
    // the campus badge and its opening day only: no quotas, switches or service dates
    expect(Object.keys(byName.body.organization_data).sort()).toEqual(['id', 'image_mark', 'name', 'open_date', 'org_type', 'text_mark']);
    expect(JSON.stringify(byName.body)).not.toContain(teacher.phone);
    expect(JSON.stringify(byName.body)).not.toContain(teacher.regional_username === teacher.name ? '\u0000' : teacher.regional_username);
    // a user without a campus has an empty organisation
    expect((await call('/api/v1/users/visitor/', { token })).body.organization_data).toEqual({});
    const byId = await call(`/api/v1/users/${userId('teacher')}/`, { token });
    expect(byId.body.username).toBe('teacher');
    expect(await call('/api/v1/users/nobody_here/', { token })).toMatchObject({ status: 404, body: { detail: 'No data for user nobody_here' } });
  });

  it('needs a token', async () => {
    expect((await call('/api/v1/users/teacher/')).status).toBe(401);
  });
});

describe('PATCH /users/me/', () => {
  const patch = async (username: string, fields: Record<string, Part>) =>
    call('/api/v1/users/me/', { method: 'PATCH', form: multipart(fields), token: await signIn(username) });

  it('saves a teacher nickname, description and avatar', async () => {
    const png = { filename: 'me.PNG', type: 'image/png', bytes: new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]) };
    const { status, body } = await patch('teacher', { name: 'Miss_Lin', description: 'Hello class', avatar: png });
    expect(status).toBe(200);
    expect(body).toMatchObject({ name: 'Miss_Lin', description: 'Hello class', username: 'teacher' });
    expect(body.avatar_url).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(db.users.findOne('username', 'teacher')!.name).toBe('Miss_Lin');
  });

  it.each([
    ['name', { name: 'Teaching Cloud Fan' }, 'Nickname supports Chinese, English upper/lowercase, underscore, digits'],
    ['name', { name: 'teachingcloud_fan' }, 'Restricted words used, please try another nickname'],
    ['name', { name: 'x'.repeat(21) }, 'Nickname can be at most 20 characters'],
    ['description', { description: 'y'.repeat(141) }, 'Description can be at most 140 characters'],
    ['avatar', { avatar: { filename: 'me.gif', type: 'image/gif', bytes: 3 } }, 'Upload cover failed'],
    ['avatar', { avatar: { filename: 'big.jpg', type: 'image/jpeg', bytes: 1024 * 1024 + 1 } }, 'Image file too large'],
  ])('rejects a bad %s', async (field, fields, message) => {
    const { status, body } = await patch('teacher', fields as Record<string, Part>);
    expect(status).toBe(400);
    expect(body[field]).toEqual([message]);
  });

  it.each([
    ['description', { description: 'Do not be an IDIOT' }],
    ['name', { name: '笨蛋老师' }],
  ])('refuses a %s with a sensitive word, with the civility message, and keeps the old text', async (field, fields) => {
    const before = userOf('teacher');
    const { status, body } = await patch('teacher', fields);
    expect(status).toBe(400);
    expect(body[field]).toEqual([en(noticeMessages.sensitive)]);
    expect(userOf('teacher')[field as 'name' | 'description']).toBe(before[field as 'name' | 'description']);
  });

  it('answers the civility message in Chinese to a Chinese reader', async () => {
    const { body } = await call('/api/v1/users/me/', { method: 'PATCH', form: multipart({ description: 'you are stupid' }), token: await signIn('student'), lang: 'zh-CN' });
    expect(body.description).toEqual([zh(noticeMessages.sensitive)]);
  });

  it('lets students change the description but not a nickname', async () => {
    expect((await patch('student', { description: 'I like space games' })).body.description).toBe('I like space games');
    expect(await patch('student', { name: 'Boss' })).toMatchObject({ status: 400, body: { name: ['Only teachers can set a nickname'] } });
  });
});

describe('personal data, question bank and clicks', () => {
  it('answers usage stats of the last 31 days', async () => {
    const { status, body } = await call('/api/v1/users/personal_data/', { token: await signIn('teacher') });
    expect(status).toBe(200);
    for (const key of ['active_time', 'course_time', 'course_num', 'all_course_num', 'creation_time', 'project_num', 'extend_num', 'all_extend_num']) {
      expect(typeof body[key]).toBe('number');
    }
    expect(body.all_extend_num).toBe(db.extensions.size);
    expect(body.extend_num).toBeLessThanOrEqual(body.all_extend_num);
    expect(body.data_start).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  const handOffWith = (token: string, kind?: string) => call('/api/v1/users/exam_encrypt_text/', { token, query: kind ? { kind } : {} });
  const handOff = async (username: string, kind?: string) => handOffWith(await signIn(username), kind);
  /** The first student of a team, signed in with their card. */
  async function cardSignIn(code: string): Promise<string> {
    const student = db.teamStudents.findBy('team_id', db.teams.findOne('code', code)!.id)[0];
    const secret = student.key_type === 'image' ? student.secret_image : student.secret;
    return (await call('/api/v1/login/', { body: { login_type: 'code', code, name: student.name, secret } })).body.token;
  }

  it('hands out an encrypted text naming the user when the organisation and the team both have that bank on', async () => {
    // Li Ming: Sunshine (exam 2, judge 2), team ABCDEF (exam 2, judge 2)
    for (const kind of ['exam', 'judge']) {
      const { status, body } = await handOff('student', kind);
      expect(status).toBe(200);
      expect(atob(body.encrypt_text).split(':').slice(0, 2)).toEqual([String(userId('student')), kind]);
    }
  });

  it('refuses the hand-off without both platform values 2', async () => {
    // team PICTUR has the exam (2) but not the judge (1); Sunshine has both
    const pictur = await cardSignIn('PICTUR');
    expect((await handOffWith(pictur, 'exam')).status).toBe(200);
    expect(await handOffWith(pictur, 'judge')).toMatchObject({ status: 403, body: { detail: en(userMessages.bankClosed) } });
    // the expired teacher's campus has neither; a visitor has no campus
    expect((await handOff('expired', 'exam')).status).toBe(403);
    expect((await handOff('visitor', 'judge')).status).toBe(403);
    // the bank must be named
    expect((await handOff('student')).status).toBe(400);
    expect((await handOff('student', 'typing')).status).toBe(400);
  });

  it('logs exam, judge and typing clicks', async () => {
    const token = await signIn('student');
    for (const kind of ['exam', 'judge', 'typing']) {
      expect((await call(`/api/v1/users/${kind}_click/`, { body: { platform: '2' }, token })).status).toBe(201);
    }
    expect(db.clickLogs.findBy('user_id', userId('student')).map((c) => c.kind)).toEqual(['exam', 'judge', 'typing']);
    expect((await call('/api/v1/users/exam_click/', { body: { platform: '3' }, token })).status).toBe(400);
  });
});

describe('POST /users/usage_report/ (spec 000 §9)', () => {
  const report = (token: string, platform = 'teach') => call('/api/v1/users/usage_report/', { body: { platform }, token });
  /** Moves the user's last counted report back in time (the clock of the rate limit). */
  const ageLastReport = (username: string, seconds: number, platform = 'teach') => {
    const row = db.usageReports.findOne('key', `${userId(username)}:${platform}`)!;
    db.usageReports.update(row.id, { reported_at: new Date(Date.parse(row.reported_at) - seconds * 1000).toISOString() });
  };
  const onlineSeconds = async (token: string) => (await call('/api/v1/users/personal_data/', { token })).body.active_time as number;

  it('counts a report as online time, at most one per minute per platform, in the personal data center', async () => {
    const token = await signIn('teacher');
    const before = await onlineSeconds(token);
    const first = await report(token);
    expect(first).toMatchObject({ status: 201, body: { counted_minutes: 3 } });
    expect(await onlineSeconds(token)).toBe(before + 180);

    // a second report within the minute is refused and counts nothing
    expect((await report(token)).status).toBe(429);
    ageLastReport('teacher', 59);
    expect((await report(token)).status).toBe(429);
    expect(await onlineSeconds(token)).toBe(before + 180);

    // after 90 seconds (another tab's report), the 90 seconds count, not 3 minutes
    ageLastReport('teacher', 31);
    // (the test's own time adds a second at most)
    const tab = (await report(token)).body.counted_minutes * 60;
    expect(Math.abs(tab - 90)).toBeLessThanOrEqual(1);
    // after a long pause, one report interval at most
    ageLastReport('teacher', 3600);
    expect((await report(token)).body.counted_minutes).toBe(3);
    expect(await onlineSeconds(token)).toBe(before + 180 + tab + 180);
    const range = await call('/api/v1/data_analysis/user/', { token, query: { user_name: 'teacher' } });
    expect(range.body.active_time).toBe(before + 360 + tab);

    // the key is the user and the platform
    expect((await report(token, 'creative')).status).toBe(201);
    expect((await report(await signIn('manager'))).status).toBe(201);
  });

  it('needs a known platform and a signed-in user', async () => {
    const token = await signIn('student');
    expect((await report(token, 'games')).status).toBe(400);
    expect((await call('/api/v1/users/usage_report/', { body: { platform: 'teach' } })).status).toBe(401);
  });
});

describe('campus list and switch', () => {
  it('lists only the caller’s own campuses', async () => {
    const token = await signIn('multi');
    const own = await call(`/api/v2/user/${userId('multi')}/campus/`, { token });
    expect(own.status).toBe(200);
    expect(own.body).toHaveLength(3);
    expect((await call(`/api/v2/user/${userId('manager')}/campus/`, { token })).status).toBe(403);
    expect((await call(`/api/v2/user/${userId('multi')}/campus/`)).status).toBe(401);
  });

  it('switches the selected campus and the role that comes with it', async () => {
    const token = await signIn('multi');
    const id = userId('multi');
    const campuses = (await call(`/api/v2/user/${id}/campus/`, { token })).body as { id: number; is_select: boolean; status: string }[];
    const other = campuses.find((c) => !c.is_select && c.status === '1')!;
    const { status, body } = await call(`/api/v2/user/${id}/campus_select/`, { body: { campus_id: other.id }, token });
    expect(status).toBe(200);
    expect(body.find((c: { is_select: boolean }) => c.is_select).id).toBe(other.id);
    expect((await call('/api/v1/users/me/', { token })).body.organization_data.id).toBe(other.id);

    const pending = campuses.find((c) => c.status === '0')!;
    await call(`/api/v2/user/${id}/campus_select/`, { body: { campus_id: pending.id }, token });
    const restricted = (await call('/api/v1/users/me/', { token })).body;
    expect(restricted.user_type).toBe('teacher');
    expect(restricted.campus_data.find((c: { is_select: boolean }) => c.is_select).status).toBe('0');
  });

  it('refuses a campus that is not the caller’s, and another user’s switch', async () => {
    const token = await signIn('teacher');
    const notMine = db.organizations.all().find((o) => o.name === 'Hilltop Academy')!.id;
    expect((await call(`/api/v2/user/${userId('teacher')}/campus_select/`, { body: { campus_id: notMine }, token })).status).toBe(400);
    expect((await call(`/api/v2/user/${userId('manager')}/campus_select/`, { body: { campus_id: 1 }, token })).status).toBe(403);
  });
});
