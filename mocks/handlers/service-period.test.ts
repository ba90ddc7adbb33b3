/**
 * The service period (002 §4.6): a route that creates, changes or deletes team data (and the
 * management centre's batch calls on campus students) is declared with `service: true`, and refuses every caller whose campus's service has ended or not started.
 */
import { describe, expect, it } from 'vitest';
import type { Team } from '@/types/manage';
import { db } from '../db/db';
import { teamMessages } from '../messages/teams';
import type { Message } from '../messages/define';
import { call, en, recordingWrites, signIn, zh } from '../test-helpers';
import { apiRoutes } from './api';

const team = (code: string) => db.teams.findOne('code', code)!;
const orgOf = (code: string) => db.organizations.get(team(code).org_id)!;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** Puts the team's campus in a running service period (the same call then goes through). */
const startService = (code: string) => db.organizations.update(orgOf(code).id, { start_date: day(-30), end_date: day(300) });

/** A concrete address of a declared path: the team's code for :code and :team, 1 for other ids. */
function addressOf(path: string, code: string): string {
  return path
    .replace(/^\*/, '')
    .replace(/:(code|team)/g, code)
    .replace(/:\w+/g, '1');
}

const CASES: readonly (readonly [string, string, string, Message])[] = [
  ['expired', 'george_ward', 'HILLTP', teamMessages.serviceExpired],
  ['not started', 'lucy_morgan', 'NORTHS', teamMessages.serviceNotStarted],
];

describe('team writes outside the service period', () => {
  const declared = apiRoutes.filter((r) => r.options.service);

  it('are the team routes that write', () => {
    expect(declared.map((r) => `${r.method} ${r.path.replace('*/api/v1', '')}`).sort()).toEqual(
      [
        'delete /team/:code/students/:id/',
        'post /org_students/batch_delete/',
        'post /org_students/batch_move/',
        'post /org_students/batch_update/',
        'delete /teams/:team/',
        'patch /teams/:team/',
        'post /team/:code/courses/',
        'post /team/:code/courses/change_visable/',
        'post /team/:code/courses/close_visable/',
        'post /team/:code/courses/delete_team_course/',
        'post /team/:code/courses/open_visable/',
        'post /team/:code/students/',
        'post /team/:code/students/:id/change_key/',
        'post /team/:code/students/add_org_student/',
        'post /team/:code/students/batch_change_key/',
        'post /team/:code/students/batch_create/',
        'post /team/:code/students/batch_delete/',
        'post /team/:code/students/move/',
        'post /teams/',
        'put /team/:code/students/:id/',
      ].sort(),
    );
  });

  it.each(CASES)('are each refused (%s) with the spec’s message, in both languages, and write nothing', async (_, manager, code, message) => {
    const token = await signIn(manager);
    for (const r of declared) {
      const address = addressOf(r.path, code);
      const { result, writes } = await recordingWrites(async () => ({
        en: await call(address, { method: r.method.toUpperCase(), token, body: {} }),
        zh: await call(address, { method: r.method.toUpperCase(), token, body: {}, lang: 'zh-CN' }),
      }));
      expect(result.en, `${r.method} ${address}`).toEqual({ status: 403, body: { detail: en(message) } });
      expect(result.zh.body, `${r.method} ${address}`).toEqual({ detail: zh(message) });
      expect(writes, `${r.method} ${address}`).toEqual([]);
    }
  });
});

describe('the probes of issue 25', () => {
  it('a teacher of an expired campus changes neither the description nor the cover of a team he teaches, nor removes its courses', async () => {
    const token = await signIn('expired');
    const before = (await call<Team>('/api/v1/teams/HILLTP/', { token })).body;
    const courses = team('HILLTP').courses;
    const patch = () => call('/api/v1/teams/HILLTP/', { method: 'PATCH', token, body: { description: 'Changed', cover: '/covers/robot.jpg' } });
    const remove = () => call('/api/v1/team/HILLTP/courses/delete_team_course/', { token, body: { course_id_list: [courses[0]], course_bag_id_list: [] } });
    const { result, writes } = await recordingWrites(async () => [await patch(), await remove()]);
    for (const res of result) expect(res).toEqual({ status: 403, body: { detail: en(teamMessages.serviceExpired) } });
    expect(writes).toEqual([]);
    expect((await call<Team>('/api/v1/teams/HILLTP/', { token })).body).toEqual(before);
    expect(team('HILLTP').courses).toEqual(courses);
    // the same calls go through once the service runs: the period alone refused them
    startService('HILLTP');
    expect((await patch()).status).toBe(200);
    expect((await remove()).status).toBe(200);
  });

  it('a teacher of a campus whose service has not started hides no team course', async () => {
    const token = await signIn('upcoming');
    const [course] = team('NORTHS').courses;
    const hide = () => call('/api/v1/team/NORTHS/courses/change_visable/', { token, body: { course_id: course, is_visible: false } });
    const { result, writes } = await recordingWrites(hide);
    expect(result).toEqual({ status: 403, body: { detail: en(teamMessages.serviceNotStarted) } });
    expect(writes).toEqual([]);
    expect(team('NORTHS').hidden_courses).not.toContain(course);
    startService('NORTHS');
    expect((await hide()).status).toBe(200);
    expect(team('NORTHS').hidden_courses).toContain(course);
  });
});
