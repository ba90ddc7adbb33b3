/**
 * Portfolio roles follow membership (issue 25): a teacher taken off a team loses the roles in its
 * portfolios that came with teaching it, and one who leaves the campus loses every role in the
 * campus's portfolios; what they owned goes to the acting manager. Their calls answer 403 and
 * change nothing.
 */
import { describe, expect, it } from 'vitest';
import type { Studio } from '@/types/portfolio';
import { db } from '../db/db';
import { studioMessages } from '../messages/studios';
import { call, en, recordingWrites, signIn, userOf } from '../test-helpers';

const studioNamed = (title: string) => db.studios.all().find((s) => s.title === title)!;
const rowOf = (studioId: number, username: string) => db.studioMembers.findBy('studio_id', studioId).find((m) => m.user_id === userOf(username).id);
const team = (code: string) => db.teams.findOne('code', code)!;

/** What a portfolio's manager would do: open it, invite, rename, delete; each answered. */
async function managerCalls(token: string, studioId: number) {
  const base = `/api/v1/studios/${studioId}/`;
  return {
    open: await call<Studio>(base, { token }),
    invite: await call(`${base}studiocurator/`, { token, body: { user_name: 'stu_newbie_01' } }),
    rename: await call(base, { method: 'PATCH', token, body: { title: 'Taken over' } }),
    remove: await call(base, { method: 'DELETE', token }),
  };
}

/** The portfolio as its members list and detail read it (for the read-back). */
const readBack = async (token: string, studioId: number) => ({
  detail: (await call(`/api/v1/studios/${studioId}/`, { token })).body,
  members: (await call(`/api/v1/studios/${studioId}/studiocurator/`, { token, query: { page_size: 99 } })).body,
});

describe('a teacher taken off a team', () => {
  it('no longer manages its portfolio: open as a visitor, invite, rename and delete refused, nothing changed', async () => {
    const manager = await signIn('manager');
    const daniel = await signIn('daniel_hughes');
    const studio = studioNamed('Python Projects');
    expect((await call<Studio>(`/api/v1/studios/${studio.id}/`, { token: daniel })).body.role).toBe('manager');
    const replaced = await call('/api/v1/teams/PYTHON/', { method: 'PATCH', token: manager, body: { team_teacher: [userOf('principal').id] } });
    expect(replaced.status).toBe(200);
    expect(rowOf(studio.id, 'daniel_hughes')).toBeUndefined();

    const before = await readBack(manager, studio.id);
    const { result, writes } = await recordingWrites(() => managerCalls(daniel, studio.id));
    expect(result.open.status).toBe(200);
    expect(result.open.body.role).toBe('visitor');
    expect(result.invite).toEqual({ status: 403, body: { detail: en(studioMessages.inviteDenied) } });
    expect(result.rename).toEqual({ status: 403, body: { detail: en(studioMessages.editDenied) } });
    expect(result.remove).toEqual({ status: 403, body: { detail: en(studioMessages.deleteDenied) } });
    expect(writes).toEqual([]);
    expect(await readBack(manager, studio.id)).toEqual(before);
  });

  it('who owned its portfolio hands it to the manager who took them off, and cannot delete it', async () => {
    const manager = await signIn('manager');
    const teacher = await signIn('teacher');
    const studio = studioNamed('Sprite Stories');
    expect(studio.owner_id).toBe(userOf('teacher').id);
    const replaced = await call('/api/v1/teams/SPRITE/', { method: 'PATCH', token: manager, body: { team_teacher: [userOf('chloe_evans').id] } });
    expect(replaced.status).toBe(200);
    expect(db.studios.get(studio.id)!.owner_id).toBe(userOf('manager').id);
    expect(rowOf(studio.id, 'manager')!.role).toBe('owner');
    expect(rowOf(studio.id, 'teacher')).toBeUndefined();

    const before = await readBack(manager, studio.id);
    const { result, writes } = await recordingWrites(() => managerCalls(teacher, studio.id));
    expect(result.open.body.role).toBe('visitor');
    for (const refused of [result.invite, result.rename, result.remove]) expect(refused.status).toBe(403);
    expect(writes).toEqual([]);
    expect(await readBack(manager, studio.id)).toEqual(before);
    // the teacher still teaching the team keeps managing it
    expect((await call<Studio>(`/api/v1/studios/${studio.id}/`, { token: await signIn('chloe_evans') })).body.role).toBe('manager');
  });

  it('loses them too when the manager changes the teams the teacher teaches (the modify-teacher wizard)', async () => {
    const manager = await signIn('manager');
    const daniel = db.employees.findBy('user_id', userOf('daniel_hughes').id)[0];
    const studio = studioNamed('Python Projects');
    const body = { name: 'Daniel Hughes', is_full: true, team_list: [team('ROBOTS').id], courses: daniel.courses, course_bags: [] };
    expect((await call(`/api/v1/employee/${daniel.id}/`, { method: 'PUT', token: manager, body })).status).toBe(200);
    expect(team('PYTHON').teacher_ids).not.toContain(daniel.user_id);
    expect(rowOf(studio.id, 'daniel_hughes')).toBeUndefined();
    expect((await call<Studio>(`/api/v1/studios/${studio.id}/`, { token: await signIn('daniel_hughes') })).body.role).toBe('visitor');
  });
});

describe('a teacher deleted and removed from the campus', () => {
  it('keeps no role in the campus’s portfolios: every call refused, nothing changed', async () => {
    const manager = await signIn('manager');
    const daniel = await signIn('daniel_hughes');
    const employee = db.employees.findBy('user_id', userOf('daniel_hughes').id)[0];
    const regional = studioNamed('Young Coders');
    const teamStudio = studioNamed('Python Projects');
    expect(rowOf(regional.id, 'daniel_hughes')!.role).toBe('manager');
    expect((await call(`/api/v1/employee/${employee.id}/`, { method: 'DELETE', token: manager })).body).toMatchObject({ check_again: true });
    expect((await call(`/api/v1/employee/${employee.id}/remove_user/`, { method: 'DELETE', token: manager })).status).toBe(200);
    for (const s of db.studios.findBy('org_id', employee.org_id)) expect(rowOf(s.id, 'daniel_hughes')).toBeUndefined();

    for (const studio of [regional, teamStudio]) {
      const before = await readBack(manager, studio.id);
      const { result, writes } = await recordingWrites(() => managerCalls(daniel, studio.id));
      expect(result.open.status).toBe(200);
      expect(result.open.body.role).toBe('visitor');
      expect(result.invite).toEqual({ status: 403, body: { detail: en(studioMessages.inviteDenied) } });
      expect(result.rename).toEqual({ status: 403, body: { detail: en(studioMessages.editDenied) } });
      expect(result.remove).toEqual({ status: 403, body: { detail: en(studioMessages.deleteDenied) } });
      expect(writes).toEqual([]);
      expect(await readBack(manager, studio.id)).toEqual(before);
    }
  });

  it('hands what they owned there to the manager who removed them', async () => {
    const manager = await signIn('manager');
    const oliver = db.employees.findBy('user_id', userOf('oliver_bennett').id)[0];
    const owned = db.studios.findBy('owner_id', oliver.user_id).filter((s) => s.org_id === oliver.org_id);
    expect(owned.length).toBeGreaterThan(0);
    await call(`/api/v1/employee/${oliver.id}/`, { method: 'DELETE', token: manager });
    expect((await call(`/api/v1/employee/${oliver.id}/remove_user/`, { method: 'DELETE', token: manager })).status).toBe(200);
    for (const s of owned) {
      expect(db.studios.get(s.id)!.owner_id).toBe(userOf('manager').id);
      expect(rowOf(s.id, 'manager')!.role).toBe('owner');
    }
  });

  it('gives no role from a member row left behind when the campus membership ends behind the handlers’ back', async () => {
    const studio = studioNamed('Young Coders');
    const token = await signIn('daniel_hughes');
    const employee = db.employees.findBy('user_id', userOf('daniel_hughes').id)[0];
    // another campus selected meanwhile would not do: the row of this campus itself goes
    db.employees.update(employee.id, { status: 0 });
    expect(rowOf(studio.id, 'daniel_hughes')!.role).toBe('manager');
    const { result, writes } = await recordingWrites(() => managerCalls(token, studio.id));
    expect(result.open.body.role).toBe('visitor');
    for (const res of [result.invite, result.rename, result.remove]) expect(res.status).toBe(403);
    expect(writes).toEqual([]);
  });

  it('gives no role from a team portfolio’s member row once its teacher is off the team (rights are read from today’s facts)', async () => {
    const studio = studioNamed('Python Projects');
    const daniel = userOf('daniel_hughes');
    const token = await signIn('daniel_hughes');
    // taken off the team behind the handlers' back: the member row stays, and counts for nothing
    db.teams.update(team('PYTHON').id, { teacher_ids: team('PYTHON').teacher_ids.filter((id) => id !== daniel.id) });
    expect(rowOf(studio.id, 'daniel_hughes')!.role).toBe('manager');
    const { result, writes } = await recordingWrites(() => managerCalls(token, studio.id));
    expect(result.open.body.role).toBe('visitor');
    for (const res of [result.invite, result.rename, result.remove]) expect(res.status).toBe(403);
    expect(writes).toEqual([]);
  });
});
