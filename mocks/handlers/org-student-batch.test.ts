/**
 * Several campus students at once (beyond the spec, issue 27): freeze, the comment permission,
 * moving to a team and deleting go through the one-student rules, answer each student's result,
 * and a refused body writes nothing (read back from the database).
 */
import { describe, expect, it } from 'vitest';
import { CAMPUS_BATCH_MAX } from '@/lib/validators/students';
import type { OrgStudentBatchReport } from '@/types/manage';
import { db } from '../db/db';
import { centreMessages as M } from '../messages/centre';
import { teamMessages } from '../messages/teams';
import { validationTexts } from '../messages/validation';
import { sharedRoom } from '../rules/org-quota';
import { call, en, orgNamed, recordingWrites, signIn, zh } from '../test-helpers';

const sunshine = () => orgNamed('Sunshine Coding School');
const team = (code: string) => db.teams.findOne('code', code)!;
const recordNamed = (name: string) => db.orgStudents.findBy('org_id', sunshine().id).find((s) => db.users.get(s.user_id)?.student_name === name)!;
const teamsOf = (name: string) =>
  db.teamStudents
    .findBy('user_id', recordNamed(name).user_id)
    .map((row) => db.teams.get(row.team_id)!.code)
    .sort();
const batch = (token: string, what: 'update' | 'move' | 'delete', body: object, lang?: string) =>
  call<OrgStudentBatchReport & { deleted: { id: number; name: string }[] } & Record<string, string[]>>(`/api/v1/org_students/batch_${what}/`, { token, body, lang });
const idsOf = (...names: string[]) => names.map((name) => recordNamed(name).id);
const cardLogin = (code: string, name: string, secret: string) => call('/api/v1/login/', { body: { login_type: 'code', code, name, secret } });

describe('POST /org_students/batch_update/', () => {
  it('freezes the chosen students (their card sign-in refused), reporting one already frozen, and unfreezes them', async () => {
    const token = await signIn('manager');
    const ids = idsOf('Noah Brown', 'Olivia Taylor', 'Grace Mitchell');
    const frozen = await batch(token, 'update', { student_ids: ids, is_freeze: true });
    expect(frozen.status).toBe(200);
    expect(frozen.body.changed.map((s) => s.name)).toEqual(['Noah Brown', 'Olivia Taylor']);
    expect(frozen.body.failed).toEqual([{ id: ids[2], name: 'Grace Mitchell', reason: en(M.alreadyFrozen) }]);
    expect(ids.map((id) => db.orgStudents.get(id)!.is_freeze)).toEqual([true, true, true]);
    expect((await cardLogin('ABCDEF', 'Noah Brown', 'river')).status).toBe(400);
    const thawed = await batch(token, 'update', { student_ids: ids, is_freeze: false }, 'zh-CN');
    expect(thawed.body.changed).toHaveLength(3);
    expect(ids.map((id) => db.orgStudents.get(id)!.is_freeze)).toEqual([false, false, false]);
    expect((await cardLogin('ABCDEF', 'Noah Brown', 'river')).status).toBe(200);
    const again = await batch(token, 'update', { student_ids: [ids[0]], is_freeze: false }, 'zh-CN');
    expect(again.body.failed).toEqual([{ id: ids[0], name: 'Noah Brown', reason: zh(M.notFrozen) }]);
  });

  it('forbids comments except where frozen (the one-student rule), and leaves those as they were', async () => {
    const token = await signIn('manager');
    const ids = idsOf('Liam Johnson', 'Grace Mitchell', 'Henry Carter');
    const { body } = await batch(token, 'update', { student_ids: ids, allow_comments: false });
    expect(body.changed.map((s) => s.name)).toEqual(['Liam Johnson']);
    expect(body.failed).toEqual([
      { id: ids[1], name: 'Grace Mitchell', reason: en(M.commentsWhileFrozen) },
      { id: ids[2], name: 'Henry Carter', reason: en(M.commentsAlreadyForbidden) },
    ]);
    expect(ids.map((id) => db.orgStudents.get(id)!.allow_comments)).toEqual([false, true, false]);
    const allowed = await batch(token, 'update', { student_ids: [ids[0], ids[2]], allow_comments: true });
    expect(allowed.body.changed.map((s) => s.name)).toEqual(['Liam Johnson', 'Henry Carter']);
    expect([ids[0], ids[2]].map((id) => db.orgStudents.get(id)!.allow_comments)).toEqual([true, true]);
  });

  it.each([
    ['no switch', { student_ids: 'ids' }, { detail: [M.batchSwitch] }],
    ['both switches', { student_ids: 'ids', is_freeze: true, allow_comments: false }, { detail: [M.batchSwitch] }],
    ['a switch that is no boolean', { student_ids: 'ids', is_freeze: 'yes' }, { detail: [M.batchSwitch] }],
    ['no ids', { student_ids: [], is_freeze: true }, { student_ids: [M.batchIds({ max: CAMPUS_BATCH_MAX })] }],
    ['an id of another campus', { student_ids: 'foreign', is_freeze: true }, { student_ids: [M.batchIds({ max: CAMPUS_BATCH_MAX })] }],
    ['too many ids', { student_ids: 'many', is_freeze: true }, { student_ids: [M.batchIds({ max: CAMPUS_BATCH_MAX })] }],
  ] as const)('refuses %s whole and writes nothing', async (_, given, answer) => {
    const token = await signIn('manager');
    const ids = idsOf('Noah Brown', 'Olivia Taylor');
    const riverside = db.orgStudents.all().find((s) => s.org_id !== sunshine().id)!.id;
    const student_ids = given.student_ids === 'ids' ? ids : given.student_ids === 'foreign' ? [...ids, riverside] : given.student_ids === 'many' ? Array.from({ length: CAMPUS_BATCH_MAX + 1 }, () => ids[0]) : given.student_ids;
    const { result, writes } = await recordingWrites(() => batch(token, 'update', { ...given, student_ids }));
    const expected = Object.fromEntries(Object.entries(answer).map(([field, messages]) => [field, field === 'detail' ? en(messages[0]) : messages.map(en)]));
    expect(result).toEqual({ status: 400, body: expected });
    expect(writes).toEqual([]);
    expect(ids.map((id) => db.orgStudents.get(id)!.is_freeze)).toEqual([false, false]);
  });

  it('is for the managers of the campus only', async () => {
    const ids = idsOf('Noah Brown');
    for (const who of ['teacher', 'student', 'expiring']) {
      const { result, writes } = await recordingWrites(async () => batch(await signIn(who), 'update', { student_ids: ids, is_freeze: true }));
      expect(result.status, who).toBe(who === 'expiring' ? 400 : 403);
      expect(writes.filter((w) => w.table !== 'tokens' && w.table !== 'users'), who).toEqual([]);
    }
    expect(db.orgStudents.get(ids[0])!.is_freeze).toBe(false);
  });
});

describe('POST /org_students/batch_move/', () => {
  it('puts each student in that one team only, keeping name and key, and reports who could not go', async () => {
    const token = await signIn('manager');
    // a ROBOTS student already called Noah Brown: the card sign-in picks by name
    const created = await call('/api/v1/org_students/', { token, body: { name: 'Noah Brown', secret_type: 'word', secret: 'apple', secret_image: '', student_team_id: [team('ROBOTS').id] } });
    expect(created.status).toBe(201);
    const ids = idsOf('Emma Wilson', 'Liam Johnson', 'Noah Brown');
    await call(`/api/v1/org_students/${ids[1]}/`, { method: 'PATCH', token, body: { student_team_id: [team('ABCDEF').id, team('SPRITE').id] } });
    const { status, body } = await batch(token, 'move', { student_ids: ids, team: team('ROBOTS').id });
    expect(status).toBe(200);
    expect(body.changed.map((s) => s.name)).toEqual(['Emma Wilson', 'Liam Johnson']);
    expect(body.failed).toEqual([{ id: ids[2], name: 'Noah Brown', reason: en(M.nameTaken({ team: team('ROBOTS').name, name: 'Noah Brown' })) }]);
    expect(teamsOf('Emma Wilson')).toEqual(['ROBOTS']);
    expect(teamsOf('Liam Johnson')).toEqual(['ROBOTS']);
    expect((await cardLogin('ROBOTS', 'Emma Wilson', 'banana')).status).toBe(200);
    const again = await batch(token, 'move', { student_ids: [ids[0]], team: team('ROBOTS').id });
    expect(again.body.failed).toEqual([{ id: ids[0], name: 'Emma Wilson', reason: en(M.alreadyOnlyIn({ team: team('ROBOTS').name })) }]);
  });

  it('moves into another pool only while it has room: the first fits, the second is refused with the quota message', async () => {
    const token = await signIn('manager');
    const org = sunshine();
    // ABCDEF is Sarah's (her dedicated quota); ROBOTS the manager's (the shared pool), with one place left
    db.organizations.update(org.id, { max_student: org.max_student - sharedRoom(org, 'students') + 1 });
    const ids = idsOf('Ava Martin', 'Lucas Chen');
    const lucasTeams = teamsOf('Lucas Chen');
    const { body } = await batch(token, 'move', { student_ids: ids, team: team('ROBOTS').id });
    expect(body.changed.map((s) => s.name)).toEqual(['Ava Martin']);
    expect(body.failed).toEqual([{ id: ids[1], name: 'Lucas Chen', reason: validationTexts['validation.bulk.quota'].en }]);
    expect(teamsOf('Ava Martin')).toEqual(['ROBOTS']);
    expect(teamsOf('Lucas Chen')).toEqual(lucasTeams);
  });

  it('refuses a team of another campus, or none, and writes nothing', async () => {
    const token = await signIn('manager');
    const ids = idsOf('Emma Wilson');
    for (const [given, answer] of [
      [team('RIVERS').id, { team: [en(M.notCampusTeam({ id: String(team('RIVERS').id) }))] }],
      [undefined, { team: [en(teamMessages.moveTargetRequired)] }],
      ['ROBOTS', { team: [en(M.notCampusTeam({ id: 'ROBOTS' }))] }],
    ] as const) {
      const { result, writes } = await recordingWrites(() => batch(token, 'move', { student_ids: ids, team: given }));
      expect(result).toEqual({ status: 400, body: answer });
      expect(writes).toEqual([]);
    }
    expect(teamsOf('Emma Wilson')).toEqual(['ABCDEF']);
  });
});

describe('POST /org_students/batch_delete/', () => {
  it('deletes each chosen student as the one-student delete does', async () => {
    const token = await signIn('manager');
    const ids = idsOf('Mia Thompson', 'Ethan Walker');
    const count = db.orgStudents.countBy('org_id', sunshine().id);
    const { status, body } = await batch(token, 'delete', { student_ids: ids });
    expect(status).toBe(200);
    expect(body.deleted).toEqual([
      { id: ids[0], name: 'Mia Thompson' },
      { id: ids[1], name: 'Ethan Walker' },
    ]);
    expect(ids.map((id) => db.orgStudents.get(id))).toEqual([undefined, undefined]);
    expect(db.orgStudents.countBy('org_id', sunshine().id)).toBe(count - 2);
    expect((await cardLogin('ABCDEF', 'Mia Thompson', 'rocket')).status).toBe(400);
  });

  it('refuses a list with a student of another campus, deleting none of them', async () => {
    const token = await signIn('manager');
    const ids = idsOf('Mia Thompson');
    const riverside = db.orgStudents.all().find((s) => s.org_id !== sunshine().id)!.id;
    const { result, writes } = await recordingWrites(() => batch(token, 'delete', { student_ids: [...ids, riverside] }));
    expect(result).toEqual({ status: 400, body: { student_ids: [en(M.batchIds({ max: CAMPUS_BATCH_MAX }))] } });
    expect(writes).toEqual([]);
    expect(db.orgStudents.get(ids[0])).toBeDefined();
    expect(db.orgStudents.get(riverside)).toBeDefined();
  });
});
