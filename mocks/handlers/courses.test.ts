/**
 * The course calls' server rules at their boundaries: course rights per role, the catalogue's
 * filters, search and paging, hot courses, bags, the public detail, the unit detail (document,
 * teacher part, service code), documents, feedback and rating.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { COURSE_TIMEOUT_CODE, TEACHER_PART_HEADING } from '@/types/content';
import { db } from '../db/db';
import { call, en, multipart, pdfBytes, pngBytes, signIn as tokenOf, zh, type FilePart, type Part } from '../test-helpers';
import { courseMessages } from '../messages/courses';
import { availableCourseIds } from '../rules/course-access';
import { identify } from '../rules/identity';
import { ensureDemoWorld } from '../testing';

// Some tests read the database before their first request.
beforeAll(() => ensureDemoWorld());


const user = (username: string) => db.users.findOne('username', username)!;
const rightsOf = (username: string) => [...availableCourseIds(identify(user(username)))].sort((a, b) => a - b);
const list = (token: string, query = '') => call(`/api/v1/courses/${query}`, { token });
const allIds = async (token: string, query = '') => {
  const { body } = await list(token, `?page_size=500${query ? `&${query}` : ''}`);
  return (body.results as { id: number }[]).map((c) => c.id);
};
const unitsOf = (courseId: number) => db.courses.get(courseId)!.chapters.flatMap((c) => c.units);

describe('GET /courses/: the catalogue of the caller\'s course rights', () => {
  it('gives each role its own courses', async () => {
    const teacher = db.employees.findBy('user_id', user('teacher').id)[0];
    const bagCourses = (ids: number[]) => ids.flatMap((id) => db.courseBags.get(id)!.courses);
    expect(rightsOf('teacher')).toEqual([...new Set([...teacher.courses, ...bagCourses(teacher.course_bags)])].sort((a, b) => a - b));
    const sunshineBags = db.courseBags.findBy('org_ids', 1).flatMap((b) => b.courses);
    const own = db.courses.findBy('campus', 1).map((c) => c.id);
    expect(rightsOf('manager')).toEqual([...new Set([...sunshineBags, ...own])].sort((a, b) => a - b));
    const platform = db.courses.findBy('campus', null).map((c) => c.id);
    expect(rightsOf('solo')).toEqual(platform);
    expect(rightsOf('visitor')).toEqual(platform);
    const abcdef = db.teams.findOne('code', 'ABCDEF')!;
    expect(rightsOf('student')).not.toContain(abcdef.hidden_courses[0]);
    expect(rightsOf('student')).toContain(abcdef.courses[0]);

    for (const name of ['teacher', 'manager', 'solo', 'student']) expect(await allIds(await tokenOf(name))).toEqual(rightsOf(name));
    expect((await call('/api/v1/courses/')).status).toBe(401);
  });

  it('pages by 15 and answers the filter values of the caller\'s courses', async () => {
    const token = await tokenOf('solo');
    const total = rightsOf('solo').length;
    expect(total).toBeGreaterThan(30);
    const first = await list(token);
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(total);
    expect(first.body.results).toHaveLength(15);
    const last = await list(token, `?page=${Math.ceil(total / 15)}`);
    expect(last.body.results).toHaveLength(total - 15 * Math.floor((total - 1) / 15));
    const fields = first.body.search_list.map((g: { field: string }) => g.field);
    expect(fields).toEqual(['new_program_platform', 'new_teaching_aid', 'new_course_type', 'new_suit_tags']);
    const platforms = first.body.search_list[0].values;
    expect(platforms).toEqual(['Scratch', 'Snap', 'Python', 'C++', 'Arduino']);
    const teacherPlatforms = (await list(await tokenOf('teacher'))).body.search_list[0].values as string[];
    const teacherCourses = rightsOf('teacher').map((id) => db.courses.get(id)!);
    expect(new Set(teacherPlatforms)).toEqual(new Set(teacherCourses.flatMap((c) => c.new_program_platform.split('|'))));
  });

  it('filters with case-insensitive patterns: values of one field are alternatives, fields combine', async () => {
    const token = await tokenOf('solo');
    const courses = rightsOf('solo').map((id) => db.courses.get(id)!);
    const has = (value: string, field: 'new_program_platform' | 'new_suit_tags' | 'new_teaching_aid') => (c: (typeof courses)[number]) =>
      c[field].split('|').includes(value);

    const python = await allIds(token, 'new_program_platform__iregex=python');
    expect(python).toEqual(courses.filter(has('Python', 'new_program_platform')).map((c) => c.id));
    const either = await allIds(token, `new_program_platform__iregex=${encodeURIComponent('Python|Arduino')}`);
    expect(either).toEqual(courses.filter((c) => has('Python', 'new_program_platform')(c) || has('Arduino', 'new_program_platform')(c)).map((c) => c.id));
    const cpp = await allIds(token, `new_program_platform__iregex=${encodeURIComponent('C\\+\\+')}`);
    expect(cpp.length).toBeGreaterThan(0);
    expect(cpp).toEqual(courses.filter(has('C++', 'new_program_platform')).map((c) => c.id));
    const both = await allIds(token, `new_program_platform__iregex=Python&new_suit_tags__iregex=${encodeURIComponent('Senior High')}`);
    expect(both).toEqual(courses.filter((c) => has('Python', 'new_program_platform')(c) && has('Senior High', 'new_suit_tags')(c)).map((c) => c.id));
    expect(both.length).toBeGreaterThan(0);
    expect(await allIds(token, 'new_teaching_aid__iregex=teleporter')).toEqual([]);

    expect((await list(token, `?new_course_type__iregex=${encodeURIComponent('C++')}`)).status).toBe(400);
    expect((await list(token, '?is_series=maybe')).status).toBe(400);
    const series = await allIds(token, 'is_series=true');
    expect(series).toEqual(courses.filter((c) => c.is_series).map((c) => c.id));
    expect(await allIds(token, 'is_series=false')).toEqual(courses.filter((c) => !c.is_series).map((c) => c.id));
  });

  it('searches titles and subtitles', async () => {
    const token = await tokenOf('solo');
    const hits = await allIds(token, 'q=%20ROBOT%20');
    const expected = rightsOf('solo').filter((id) => /robot/i.test(`${db.courses.get(id)!.title} ${db.courses.get(id)!.subtitle}`));
    expect(hits).toEqual(expected);
    expect(hits.length).toBeGreaterThan(1);
    expect((await list(token, '?q=no+course+is+called+this')).body).toMatchObject({ results: [], count: 0 });
  });
});

describe('GET /courses/hot/', () => {
  it('answers six of the caller\'s courses, hot ones first', async () => {
    const { status, body } = await call('/api/v1/courses/hot/', { token: await tokenOf('solo') });
    expect(status).toBe(200);
    expect(body).toHaveLength(6);
    const rights = new Set(rightsOf('solo'));
    expect(body.every((c: { id: number }) => rights.has(c.id))).toBe(true);
    expect(body.every((c: { id: number }) => db.courses.get(c.id)!.is_hot)).toBe(true);
    const student = await call('/api/v1/courses/hot/', { token: await tokenOf('student') });
    const studentRights = new Set(rightsOf('student'));
    expect(student.body.length).toBe(Math.min(6, studentRights.size));
    expect(student.body.every((c: { id: number }) => studentRights.has(c.id))).toBe(true);
  });
});

describe('course bags', () => {
  it('lists the campus\'s bags only where bags are allowed with an auto plan', async () => {
    const manager = await call('/api/v1/course_bags/', { token: await tokenOf('manager') });
    expect(manager.body.map((b: { id: number }) => b.id)).toEqual(db.courseBags.findBy('org_ids', 1).map((b) => b.id));
    expect(manager.body[0]).toMatchObject({ title: 'Scratch Foundations', course_count: 5 });
    expect((await call('/api/v1/course_bags/', { token: await tokenOf('solo') })).body).toEqual([]);
    const org = db.organizations.get(1)!;
    db.organizations.update(1, { auto_plan: false });
    expect((await call('/api/v1/course_bags/', { token: await tokenOf('manager') })).body).toEqual([]);
    db.organizations.update(1, { auto_plan: true, allow_course_bag: false });
    expect((await call('/api/v1/course_bags/', { token: await tokenOf('manager') })).body).toEqual([]);
    db.organizations.update(1, { allow_course_bag: org.allow_course_bag });
    const student = await call('/api/v1/course_bags/', { token: await tokenOf('student') });
    expect(student.body.map((b: { id: number }) => b.id)).toEqual(db.teams.findOne('code', 'ABCDEF')!.course_bags);
  });

  it('opens a bag of the caller\'s campus with its courses; others are refused', async () => {
    const token = await tokenOf('manager');
    const { status, body } = await call('/api/v1/course_bags/1/', { token });
    expect(status).toBe(200);
    expect(body.courses.map((c: { id: number }) => c.id)).toEqual(db.courseBags.get(1)!.courses);
    expect(body.courses[0]).toHaveProperty('unit_id');
    const riversideBag = db.courseBags.all().find((b) => !b.org_ids.includes(1))!;
    expect((await call(`/api/v1/course_bags/${riversideBag.id}/`, { token })).status).toBe(403);
    expect((await call('/api/v1/course_bags/999/', { token })).status).toBe(404);
    expect((await call('/api/v1/course_bags/abc/', { token })).status).toBe(404);
  });
});

describe('GET /courses/{id}/', () => {
  it('opens platform courses to anyone, campus courses to their campus only', async () => {
    const signedOut = await call('/api/v1/courses/1/');
    expect(signedOut.status).toBe(200);
    expect(signedOut.body).toMatchObject({ id: 1, code: 0, aliyun_token_info: null });
    expect(signedOut.body.units[0].units[0]).toMatchObject({ content: '' });
    const campusCourse = db.courses.findBy('campus', 1)[0];
    expect((await call(`/api/v1/courses/${campusCourse.id}/`)).status).toBe(403);
    expect((await call(`/api/v1/courses/${campusCourse.id}/`, { token: await tokenOf('expiring') })).status).toBe(403);
    expect((await call(`/api/v1/courses/${campusCourse.id}/`, { token: await tokenOf('teacher') })).status).toBe(200);
    for (const bad of ['999', '0', 'abc', '-1']) expect((await call(`/api/v1/courses/${bad}/`)).status).toBe(404);
  });

  it('says code 1000052 with the server\'s message, in the caller\'s language, when the service period has ended', async () => {
    const token = await tokenOf('expired');
    const { body } = await call('/api/v1/courses/1/', { token });
    expect(body).toMatchObject({ code: COURSE_TIMEOUT_CODE, msg: en(courseMessages.expired) });
    expect((await call('/api/v1/courses/1/', { token, lang: 'zh-CN,zh;q=0.9' })).body.msg).toBe(zh(courseMessages.expired));
    const upcoming = await call('/api/v1/courses/1/', { token: await tokenOf('upcoming') });
    expect(upcoming.body).toMatchObject({ code: COURSE_TIMEOUT_CODE, msg: en(courseMessages.notStarted) });
    expect((await call('/api/v1/courses/1/', { token: await tokenOf('teacher') })).body).toMatchObject({ code: 0, msg: '' });
  });
});

describe('GET /courses/{id}/course_detail/ and the documents', () => {
  const detail = (id: number, unit: number | string, token?: string) => call(`/api/v1/courses/${id}/course_detail/?unit_id=${unit}`, { token });
  const documentOf = async (url: string) => (await call(url)).body.content as string;

  it('gives teachers with a submitted plan the whole document', async () => {
    const token = await tokenOf('teacher');
    const courseId = rightsOf('teacher')[0];
    const unit = unitsOf(courseId)[1];
    const { status, body } = await detail(courseId, unit.id, token);
    expect(status).toBe(200);
    expect(body).toMatchObject({ course_id: courseId, unit_id: unit.id, title: unit.title, ppt_furl: unit.ppt_furl, teacher_part: 'open', code: 0 });
    const doc = await documentOf(body.content);
    expect(doc).toContain('teacher_part: open');
    expect(doc).toContain(`## ${TEACHER_PART_HEADING}`);
    expect(doc).toContain('### Common mistakes');
  });

  it('cuts the teacher part off for staff whose campus has no enabled plan', async () => {
    const riverside = db.courses.findBy('campus', null).find((c) => rightsOf('expiring').includes(c.id))!;
    const { body } = await detail(riverside.id, 0, await tokenOf('expiring'));
    expect(body.unit_id).toBe(unitsOf(riverside.id)[0].id);
    expect(body.teacher_part).toBe('locked');
    const doc = await documentOf(body.content);
    expect(doc).toContain('teacher_part: locked');
    expect(doc).toContain(`## ${TEACHER_PART_HEADING}`);
    expect(doc).not.toContain('### Common mistakes');
    expect(doc).toContain('## Learning goals');
  });

  it('counts a plan only while it is enabled', async () => {
    const token = await tokenOf('solo');
    expect((await detail(1, 0, token)).body.teacher_part).toBe('open');
    for (const plan of db.teachPlans.findBy('owner_id', user('solo').id)) db.teachPlans.update(plan.id, { enable: false });
    expect((await detail(1, 0, token)).body.teacher_part).toBe('locked');
  });

  it('gives students, visitors and signed-out readers no document', async () => {
    const studentCourse = rightsOf('student')[0];
    for (const token of [await tokenOf('student'), await tokenOf('visitor'), undefined]) {
      const { status, body } = await detail(studentCourse, 0, token);
      expect(status).toBe(200);
      expect(body).toMatchObject({ content: '', teacher_part: 'none' });
      expect(body.ppt_furl).toMatch(/^\/slides\/.+\.json$/);
    }
  });

  it('gives no document of a course outside the teacher\'s rights', async () => {
    const outside = db.courses.findBy('campus', null).find((c) => !rightsOf('teacher').includes(c.id))!;
    expect((await detail(outside.id, 0, await tokenOf('teacher'))).body.content).toBe('');
  });

  it('keeps the material on the server outside the service period', async () => {
    const { body } = await detail(1, 0, await tokenOf('expired'));
    expect(body).toMatchObject({ code: COURSE_TIMEOUT_CODE, content: '', ppt_furl: '', previewvideo: '', download_url: '' });
    expect(body.msg).not.toBe('');
  });

  it('refuses unknown units and bad ids, and forged or unknown document links', async () => {
    expect((await detail(1, 999999)).status).toBe(404);
    expect((await detail(1, unitsOf(2)[0].id)).status).toBe(404);
    expect((await detail(1, 'x')).status).toBe(400);
    expect((await detail(999, 0)).status).toBe(404);
    const { body } = await detail(1, 0, await tokenOf('teacher'));
    const forged = body.content.replace(/\.([^./]+)\/$/, '.0000000000000000/');
    expect((await call(forged)).status).toBe(404);
    expect((await call('/api/v1/documents/nothing/')).status).toBe(404);
  });
});

describe('feedback and rating', () => {
  const png = (filename: string, bytes: number): FilePart => ({ filename, type: 'image/png', bytes: filename.endsWith('.pdf') ? pdfBytes(bytes) : pngBytes(bytes) });
  const feedback = (token: string | undefined, fields: { item?: string; content?: string; files?: FilePart[] }, course = 1) => {
    const parts: Record<string, Part | Part[]> = { attachments: fields.files ?? [] };
    if (fields.item !== undefined) parts.item = fields.item;
    if (fields.content !== undefined) parts.content = fields.content;
    return call(`/api/v1/courses/${course}/feedback/`, { token, form: multipart(parts) });
  };

  it('stores valid feedback with its attachments', async () => {
    const token = await tokenOf('teacher');
    const { status, body } = await feedback(token, { item: '2', content: 'The video has no sound.', files: [png('a.png', 10), png('b.pdf', 5 * 1024 * 1024 - 1)] });
    expect(status).toBe(201);
    expect(body.success).toBe(true);
    const stored = db.courseFeedback.findBy('user_id', user('teacher').id).at(-1)!;
    expect(stored).toMatchObject({ course_id: 1, item: 2, content: 'The video has no sound.', attachments: [{ name: 'a.png', size: 10 }, { name: 'b.pdf', size: 5 * 1024 * 1024 - 1 }] });
  });

  it('refuses at the boundaries', async () => {
    const token = await tokenOf('teacher');
    const before = db.courseFeedback.size;
    expect((await feedback(token, { content: 'x' })).status).toBe(400);
    expect((await feedback(token, { item: '0' })).status).toBe(400);
    expect((await feedback(token, { item: '7' })).status).toBe(400);
    expect((await feedback(token, { item: '1', content: 'x'.repeat(201) })).status).toBe(400);
    expect((await feedback(token, { item: '1', content: 'x'.repeat(200) })).status).toBe(201);
    expect((await feedback(token, { item: '1', files: Array.from({ length: 6 }, (_, i) => png(`${i}.png`, 1)) })).status).toBe(400);
    expect((await feedback(token, { item: '1', files: [png('big.png', 5 * 1024 * 1024)] })).status).toBe(400);
    const wrongType = await feedback(token, { item: '1', files: [png('run.exe', 1)] });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.attachments[0]).toContain('run.exe');
    expect(db.courseFeedback.size).toBe(before + 1);
  });

  it('is for teachers and managers of a campus on a platform course', async () => {
    expect((await feedback(await tokenOf('student'), { item: '1' })).status).toBe(403);
    expect((await feedback(await tokenOf('solo'), { item: '1' })).status).toBe(403);
    expect((await feedback(await tokenOf('visitor'), { item: '1' })).status).toBe(403);
    const campusCourse = db.courses.findBy('campus', 1)[0].id;
    expect((await feedback(await tokenOf('teacher'), { item: '1' }, campusCourse)).status).toBe(403);
    expect((await feedback(await tokenOf('manager'), { item: '6' })).status).toBe(201);
    expect((await feedback(undefined, { item: '1' })).status).toBe(401);
  });

  it('rates with five non-zero half-star scores and a short comment', async () => {
    const token = await tokenOf('principal');
    const grade = { simple: 4.5, vividness: 5, teaching_objective: 3, interest: 0.5, effective: 4, content: 'Great pacing.' };
    const ok = await call('/api/v1/courses/1/grade/', { token, body: grade });
    expect(ok.status).toBe(201);
    expect(db.courseGrades.findBy('user_id', user('principal').id).at(-1)).toMatchObject({ ...grade, course_id: 1 });
    for (const bad of [{ interest: 0 }, { effective: 4.3 }, { simple: 5.5 }, { vividness: undefined }, { content: 'x'.repeat(201) }]) {
      expect((await call('/api/v1/courses/1/grade/', { token, body: { ...grade, ...bad } })).status).toBe(400);
    }
    expect((await call('/api/v1/courses/1/grade/', { token, body: { ...grade, content: 'x'.repeat(200) } })).status).toBe(201);
    expect((await call('/api/v1/courses/1/grade/', { token: await tokenOf('student'), body: grade })).status).toBe(403);
  });
});
