import { describe, expect, it } from 'vitest';
import { db } from '../db/db';
import { registrationMessages } from '../messages/registration';
import { settingsMessages as M } from '../messages/settings';
import { call, en, signIn, userOf, zh } from '../test-helpers';

const RENAME = '/api/v1/users/change_username/';

describe('PUT /users/change_username/: the one-time reset of an aim_ name', () => {
  it('renames once, after which the new name signs in and a second reset is refused, storing nothing', async () => {
    const token = await signIn('aim_k7p2xq');
    const first = await call(RENAME, { method: 'PUT', token, body: { username: 'ryan_foster' } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, message: en(M.usernameChanged), username: 'ryan_foster', changed_username: true });
    expect(userOf('ryan_foster').changed_username).toBe(true);
    expect((await call('/api/v1/users/me/', { token })).body.username).toBe('ryan_foster');
    // (signing in again ends the other session: one session per user)
    const again = await signIn('ryan_foster');

    const second = await call(RENAME, { method: 'PUT', token: again, body: { username: 'ryan_two' }, lang: 'zh-CN' });
    expect(second.status).toBe(400);
    expect(second.body).toEqual({ username: [zh(M.usernameOnce)] });
    expect(db.users.findOne('username', 'ryan_two')).toBeUndefined();
  });

  it.each([
    ['', 'Please enter a username'],
    ['12345678', 'Username cannot be all digits'],
    ['Admin', 'This is an official reserved word, please choose another username'],
    ['a'.repeat(21), 'Username can be at most 20 characters'],
    ['ryan-f', 'Username only supports digits, English letters, underscore'],
    ['TEACHER', en(M.usernameTaken)],
  ])('refuses %j on the field and keeps the aim_ name', async (username, message) => {
    const res = await call(RENAME, { method: 'PUT', token: await signIn('aim_k7p2xq'), body: { username } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ username: [message] });
    expect(userOf('aim_k7p2xq').changed_username).toBe(false);
  });

  it('is only for auto-generated names, and not for a campus that is only an invitation', async () => {
    const res = await call(RENAME, { method: 'PUT', token: await signIn('teacher'), body: { username: 'sarah_lin' } });
    expect(res.body).toEqual({ username: [en(M.usernameNotGenerated)] });
    expect((await call(RENAME, { method: 'PUT', token: await signIn('ruth_walsh'), body: { username: 'ruth2' } })).status).toBe(403);
    expect((await call(RENAME, { method: 'PUT', body: { username: 'x_y' } })).status).toBe(401);
  });
});

describe('WeChat: start, the chat app answers, unlink', () => {
  async function start(username: string) {
    const token = await signIn(username);
    const me = userOf(username);
    const res = await call('/api/v1/wechat_bind/', { token, query: { user_id: me.id } });
    return { token, res, bindId: res.body.bind_id as string };
  }

  it('links the chosen account, then unlinks it', async () => {
    const { token, res, bindId } = await start('teacher');
    expect(res.body).toEqual({ success: true, redirect_uri: `http://localhost/mock/wechat/${bindId}`, bind_id: bindId });
    const offer = await call(`/api/v1/wechat_bind/${bindId}/`);
    expect(offer.body.status).toBe('waiting');
    expect(offer.body.accounts.length).toBeGreaterThan(1);
    const answer = await call(`/api/v1/wechat_bind/${bindId}/`, { body: { open_id: 'wx_o6Jk2mSunnyDay' } });
    expect(answer.body).toEqual({ success: true, message: en(M.wechatLinked) });
    expect(userOf('teacher').open_id).toBe('wx_o6Jk2mSunnyDay');
    // answered once
    expect((await call(`/api/v1/wechat_bind/${bindId}/`, { body: { open_id: 'wx_o6Jk2mSunnyDay' } })).body).toEqual({ detail: en(M.wechatExpired) });
    // linked: no second link
    expect((await call('/api/v1/wechat_bind/', { token, query: { user_id: userOf('teacher').id } })).body).toEqual({ detail: en(M.wechatAlready) });

    expect((await call('/api/v1/wechat_unbind', { method: 'POST', token })).body).toEqual({ success: true, message: en(M.wechatUnlinked) });
    expect(userOf('teacher').open_id).toBe('');
    expect((await call('/api/v1/wechat_unbind', { method: 'POST', token })).body).toEqual({ success: false, message: en(M.wechatNotLinked) });
  });

  it('refuses an account linked to someone else, with the selected-account phrase', async () => {
    const { bindId } = await start('teacher');
    const answer = await call(`/api/v1/wechat_bind/${bindId}/`, { body: { open_id: 'wx_o6Jk2mPrincipal' }, lang: 'zh-CN' });
    expect(answer.body).toEqual({ success: false, message: zh(M.wechatTaken) });
    expect(answer.body.message).toContain('所选微信账号');
    expect(userOf('teacher').open_id).toBe('');
  });

  it('checks who starts, and what the chat app sends', async () => {
    const student = await signIn('student');
    expect((await call('/api/v1/wechat_bind/', { token: student, query: { user_id: userOf('student').id } })).status).toBe(403);
    const teacher = await signIn('teacher');
    expect((await call('/api/v1/wechat_bind/', { token: teacher, query: { user_id: userOf('manager').id } })).body).toEqual({ detail: en(M.wechatOwnOnly) });
    const { bindId } = await start('solo');
    expect((await call(`/api/v1/wechat_bind/${bindId}/`, { body: { open_id: 'wx_unknown' } })).body).toEqual({ open_id: [en(M.wechatAccount)] });
    expect((await call('/api/v1/wechat_bind/nope/')).status).toBe(404);
  });
});

describe('POST /invitation_code: the teacher upgrade', () => {
  it('makes a null-type user a standalone teacher for the code\'s days, once', async () => {
    const token = await signIn('visitor');
    const check = await call('/api/v1/invitation_check', { token, query: { invitation_code: 'CLASSROOM90', user_name: 'visitor' } });
    expect(check.body.days).toBe(90);
    const res = await call('/api/v1/invitation_code', { token, body: { invitation_code: ' CLASSROOM90 ' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: en(M.invitationActivated) });
    const me = (await call('/api/v1/users/me/', { token })).body;
    expect(me.user_type).toBe('teacher');
    expect(me.courses_server_end_date).toBe(res.body.courses_server_end_date);
    expect(db.invitationCodes.findOne('code', 'CLASSROOM90')!.used_by).toBe(userOf('visitor').id);
    // now used, by this user too
    const again = await call('/api/v1/invitation_check', { token, query: { invitation_code: 'CLASSROOM90', user_name: 'visitor' } });
    expect(again.body).toEqual({ invitation_code: [en(registrationMessages.invitationUsed)] });
  });

  it('extends a standalone teacher\'s period; field errors for bad codes', async () => {
    const token = await signIn('solo');
    const before = userOf('solo').courses_server_end_date;
    expect((await call('/api/v1/invitation_code', { token, body: { invitation_code: 'WELCOME30' } })).body).toEqual({ invitation_code: [en(registrationMessages.invitationUsed)] });
    expect((await call('/api/v1/invitation_code', { token, body: { invitation_code: 'NOPE' } })).body).toEqual({ invitation_code: [en(registrationMessages.invitationUnknown)] });
    expect((await call('/api/v1/invitation_code', { token, body: { invitation_code: '' } })).body).toEqual({ invitation_code: ['Please enter the invitation code'] });
    db.invitationCodes.insert({ code: 'NODAYS', days: 0, used_by: null });
    expect((await call('/api/v1/invitation_code', { token, body: { invitation_code: 'NODAYS' } })).body).toEqual({ invitation_code: [en(M.invitationNoDays)] });
    expect(userOf('solo').courses_server_end_date).toBe(before);
    await call('/api/v1/invitation_code', { token, body: { invitation_code: 'TEACH2026' } });
    expect(userOf('solo').courses_server_end_date > before).toBe(true);
  });

  it('is not for campus members or students', async () => {
    const teacher = await call('/api/v1/invitation_code', { token: await signIn('teacher'), body: { invitation_code: 'TEACH2026' } });
    expect(teacher).toEqual({ status: 403, body: { detail: en(M.invitationOrganisation) } });
    expect((await call('/api/v1/invitation_code', { token: await signIn('student'), body: { invitation_code: 'TEACH2026' } })).status).toBe(403);
    expect(db.invitationCodes.findOne('code', 'TEACH2026')!.used_by).toBeNull();
  });
});
