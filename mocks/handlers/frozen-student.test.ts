/**
 * A frozen student (002 §4.8) is signed out at once and stays out: the token issued before the
 * freeze answers 401 on every call, writes nothing, and no way of signing in is accepted.
 */
import { describe, expect, it } from 'vitest';
import { db } from '../db/db';
import { authMessages } from '../messages/auth';
import { commonMessages } from '../messages/common';
import { issueToken } from '../rules/tokens';
import { call, DEMO_PASSWORD, en, recordingWrites, signIn, userOf, zh } from '../test-helpers';

const orgStudentOf = (username: string) => db.orgStudents.findOne('user_id', userOf(username).id)!;
const freeze = async (username: string, is_freeze = true) => {
  const res = await call(`/api/v1/org_students/${orgStudentOf(username).id}/`, { method: 'PATCH', token: await signIn('manager'), body: { is_freeze } });
  expect(res.status).toBe(200);
};

describe('freezing a student', () => {
  it('ends their session: the old token answers 401 on every call and writes nothing', async () => {
    const token = await signIn('student');
    expect((await call('/api/v1/users/me/', { token })).status).toBe(200);
    const studio = db.studios.findBy('org_id', userOf('manager').selected_org_id!).find((s) => s.kind === 'area')!;
    const project = db.projects.findBy('owner_id', userOf('student').id).find((p) => p.lms_public)!;
    await freeze('student');
    const { result, writes } = await recordingWrites(async () => [
      await call('/api/v1/users/me/', { token }),
      await call('/api/v1/users/me/', { method: 'PATCH', token, body: { description: 'still here' } }),
      await call('/api/v1/studios/', { token, body: { kind: 'personal', title: 'Mine', description: '' } }),
      await call('/api/v1/student_settings/', { token, body: { type: 'change_key_login', is_enable: '0' } }),
      await call('/api/v1/student_settings/', { token, body: { type: 'set_password', password1: 'abc12345', password2: 'abc12345' } }),
      await call(`/api/v1/studios/${studio.id}/follow/`, { method: 'POST', token }),
      await call(`/api/v1/lms/projects/${project.id}/lms_public/`, { method: 'DELETE', token }),
    ]);
    for (const res of result) expect(res).toEqual({ status: 401, body: { detail: en(commonMessages.unauthorized) } });
    expect(writes).toEqual([]);
    // read back: nothing of theirs changed
    expect(userOf('student')).toMatchObject({ description: expect.not.stringContaining('still here'), key_login_enabled: true, password: DEMO_PASSWORD });
    expect(db.projects.get(project.id)!.lms_public).toBe(true);
    // every token of theirs is revoked, not only refused
    expect(db.tokens.findBy('user_id', userOf('student').id).every((t) => t.revoked)).toBe(true);
  });

  it('refuses every way of signing in while frozen, in both languages, and accepts them again once unfrozen', async () => {
    await freeze('student');
    // a token issued before the freeze is revoked by it; this one stands for a link made since
    const { token } = issueToken(userOf('student').id, false);
    // a live token of a frozen student is no identity either
    expect((await call('/api/v1/users/me/', { token })).status).toBe(401);
    const tries = {
      password: { login_type: 'password', username: 'student', password: DEMO_PASSWORD },
      card: { login_type: 'code', code: 'ABCDEF', name: 'Li Ming', secret: 'apple' },
      token: { login_type: 'token', token },
    };
    const { result, writes } = await recordingWrites(async () => {
      const out: Record<string, unknown> = {};
      for (const [way, body] of Object.entries(tries)) out[way] = await call('/api/v1/login/', { body });
      out.zh = await call('/api/v1/login/', { body: tries.token, lang: 'zh-CN' });
      return out;
    });
    expect(result.password).toEqual({ status: 400, body: { detail: en(authMessages.frozen) } });
    expect(result.card).toEqual({ status: 400, body: { secret: [en(authMessages.frozen)] } });
    expect(result.token).toEqual({ status: 400, body: { detail: en(authMessages.frozen) } });
    expect(result.zh).toEqual({ status: 400, body: { detail: zh(authMessages.frozen) } });
    expect(writes).toEqual([]);
    await freeze('student', false);
    expect((await call('/api/v1/login/', { body: tries.password })).status).toBe(200);
  });
});
