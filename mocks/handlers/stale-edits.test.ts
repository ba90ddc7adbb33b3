/**
 * No save undoes a change it did not show (issue 25): an edit form sends what the user changed,
 * and one that sends a whole list back carries the version it read (409 when stale).
 */
import { describe, expect, it } from 'vitest';
import type { Employee, OrgStudent, Team } from '@/types/manage';
import { db } from '../db/db';
import { commonMessages } from '../messages/common';
import { call, en, recordingWrites, signIn, userOf, zh } from '../test-helpers';

const team = (code: string) => db.teams.findOne('code', code)!;
const studentRow = async (token: string, username: string) =>
  (await call<{ results: OrgStudent[] }>('/api/v1/org_students/', { token, query: { search_str: username, page_size: 50 } })).body.results.find((s) => s.username === username)!;
const teamsOf = (s: OrgStudent) => s.student_team.map((t) => t.id).sort((a, b) => a - b);

/** The teacher moves Emma Wilson (stu_abcdef_02) from ABCDEF to PICTUR, both teams being theirs. */
async function teacherMovesEmma() {
  const teacher = await signIn('teacher');
  const member = db.teamStudents.findBy('team_id', team('ABCDEF').id).find((s) => s.user_id === userOf('stu_abcdef_02').id)!;
  const moved = await call(`/api/v1/team/ABCDEF/students/${member.id}/`, { method: 'PUT', token: teacher, body: { team: 'PICTUR' } });
  expect(moved.status).toBe(200);
}

describe('a campus student’s edit dialog opened before a move', () => {
  it('saving only the name keeps the move', async () => {
    const manager = await signIn('manager');
    const opened = await studentRow(manager, 'stu_abcdef_02');
    expect(teamsOf(opened)).toEqual([team('ABCDEF').id]);
    await teacherMovesEmma();
    const saved = await call<OrgStudent>(`/api/v1/org_students/${opened.id}/`, { method: 'PATCH', token: manager, body: { name: 'EmmaW' } });
    expect(saved.status).toBe(200);
    expect(saved.body.name).toBe('EmmaW');
    const after = await studentRow(manager, 'stu_abcdef_02');
    expect(teamsOf(after)).toEqual([team('PICTUR').id]);
    expect(db.teamStudents.findBy('user_id', userOf('stu_abcdef_02').id).map((s) => s.team_id)).toEqual([team('PICTUR').id]);
  });

  it('a change of teams with the version read is refused (409, both languages), and nothing changes', async () => {
    const manager = await signIn('manager');
    const opened = await studentRow(manager, 'stu_abcdef_02');
    await teacherMovesEmma();
    const stale = { name: 'EmmaW', student_team_id: [team('ABCDEF').id, team('SPRITE').id], version: opened.version };
    const { result, writes } = await recordingWrites(async () => [
      await call(`/api/v1/org_students/${opened.id}/`, { method: 'PATCH', token: manager, body: stale }),
      await call(`/api/v1/org_students/${opened.id}/`, { method: 'PATCH', token: manager, body: stale, lang: 'zh-CN' }),
    ]);
    expect(result[0]).toEqual({ status: 409, body: { detail: en(commonMessages.changedElsewhere) } });
    expect(result[1]).toEqual({ status: 409, body: { detail: zh(commonMessages.changedElsewhere) } });
    expect(writes).toEqual([]);
    const after = await studentRow(manager, 'stu_abcdef_02');
    expect(teamsOf(after)).toEqual([team('PICTUR').id]);
    expect(after.name).toBe(opened.name);
    // reloaded, the same change goes through with the new version
    const fresh = await call(`/api/v1/org_students/${opened.id}/`, { method: 'PATCH', token: manager, body: { ...stale, version: after.version } });
    expect(fresh.status).toBe(200);
  });
});

describe('the modify-teacher wizard opened before another change', () => {
  it('is refused (409) once the teacher changed since, and changes nothing', async () => {
    const manager = await signIn('manager');
    const list = async () => (await call<{ results: Employee[] }>('/api/v1/employee/', { token: manager, query: { page_size: 50 } })).body.results;
    const opened = (await list()).find((e) => e.username === 'daniel_hughes')!;
    const whole = { name: opened.name, is_full: true, team_list: opened.team.map((t) => t.id), courses: opened.course, course_bags: opened.course_bag, version: opened.version };
    // meanwhile another manager takes Daniel off PYTHON
    const taken = await call('/api/v1/teams/PYTHON/', { method: 'PATCH', token: await signIn('principal'), body: { team_teacher: [userOf('principal').id] } });
    expect(taken.status).toBe(200);
    const { result, writes } = await recordingWrites(() => call(`/api/v1/employee/${opened.id}/`, { method: 'PUT', token: manager, body: { ...whole, name: 'DanHughes' } }));
    expect(result).toEqual({ status: 409, body: { detail: en(commonMessages.changedElsewhere) } });
    expect(writes).toEqual([]);
    expect(team('PYTHON').teacher_ids).toEqual([userOf('principal').id]);
    const now = (await list()).find((e) => e.username === 'daniel_hughes')!;
    expect(now.name).toBe(opened.name);
    expect(now.version).not.toBe(opened.version);
    // with the version it reads now, the save goes through
    const teams = now.team.map((t) => t.id);
    expect((await call(`/api/v1/employee/${opened.id}/`, { method: 'PUT', token: manager, body: { ...whole, team_list: teams, name: 'DanHughes', version: now.version } })).status).toBe(200);
  });
});

describe('the change-teachers dialog opened before another change of teachers', () => {
  it('is refused (409) with the version it read, and the other change is kept', async () => {
    const manager = await signIn('manager');
    const opened = (await call<Team>('/api/v1/teams/ROBOTS/', { token: manager })).body;
    const principal = await signIn('principal');
    const other = await call('/api/v1/teams/ROBOTS/', { method: 'PATCH', token: principal, body: { team_teacher: [userOf('sophie_turner').id] } });
    expect(other.status).toBe(200);
    const { result, writes } = await recordingWrites(() =>
      call('/api/v1/teams/ROBOTS/', { method: 'PATCH', token: manager, body: { team_teacher: [userOf('daniel_hughes').id], teachers_version: opened.teachers_version } }),
    );
    expect(result).toEqual({ status: 409, body: { detail: en(commonMessages.changedElsewhere) } });
    expect(writes).toEqual([]);
    expect(team('ROBOTS').teacher_ids).toEqual([userOf('sophie_turner').id]);
    // a change of something else (the intro) carries no version and goes through
    expect((await call('/api/v1/teams/ROBOTS/', { method: 'PATCH', token: manager, body: { description: 'Racing on Fridays' } })).status).toBe(200);
  });
});

