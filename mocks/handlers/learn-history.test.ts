/** Recording a view in the learning history (POST /api/v1/profiles/learn_history/). */
import { describe, expect, it } from 'vitest';
import { db } from '../db/db';
import { call, signIn as tokenOf } from '../test-helpers';


const record = (token: string | undefined, body: unknown) => call('/api/v1/profiles/learn_history/', { token, body });

describe('POST /profiles/learn_history/', () => {
  it('records a course unit at the top of the list; a repeat view moves it instead of adding', async () => {
    const token = await tokenOf('teacher');
    const course = db.courses.get(5)!;
    const unit = course.chapters[1].units[0];
    const created = await record(token, { resourcetype: 'CourseHistory', course: course.id, unit: unit.id });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ resourcetype: 'CourseHistory', course: course.id, unit: unit.id, title: `${course.title} - ${unit.title}` });
    const list = await call('/api/v1/profiles/learn_history/', { token });
    expect(list.body.results[0].id).toBe(created.body.id);
    const count = list.body.count;

    await record(token, { resourcetype: 'CourseProjectHistory', project: 3 });
    const again = await record(token, { resourcetype: 'CourseHistory', course: course.id, unit: unit.id });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(created.body.id);
    const after = await call('/api/v1/profiles/learn_history/', { token });
    expect(after.body.count).toBe(count + 1);
    expect(after.body.results[0].id).toBe(created.body.id);
    expect(after.body.results[1]).toMatchObject({ resourcetype: 'CourseProjectHistory', project: 3 });
  });

  it('refuses what names nothing the caller may read', async () => {
    const token = await tokenOf('teacher');
    const foreignUnit = db.courses.get(2)!.chapters[0].units[0].id;
    const campusCourse = db.courses.findBy('campus', 1)[0];
    const otherCampus = await tokenOf('expiring');
    for (const body of [
      {},
      { resourcetype: 'Other', course: 1 },
      { resourcetype: 'CourseHistory', course: 1, unit: foreignUnit },
      { resourcetype: 'CourseHistory', course: 1, unit: null },
      { resourcetype: 'CourseHistory', course: 999, unit: 1 },
      { resourcetype: 'CourseHistory', course: '1', unit: 1 },
      { resourcetype: 'CourseProjectHistory', project: 999 },
    ]) expect((await record(token, body)).status).toBe(400);
    const unit = campusCourse.chapters[0].units[0].id;
    expect((await record(otherCampus, { resourcetype: 'CourseHistory', course: campusCourse.id, unit })).status).toBe(400);
    expect((await record(undefined, { resourcetype: 'CourseProjectHistory', project: 1 })).status).toBe(401);
  });
});
