import { describe, expect, it } from 'vitest';
import { db } from '../db/db';
import { authMessages } from '../messages/auth';
import { commonMessages } from '../messages/common';
import { settingsMessages as M } from '../messages/settings';
import { call, en, signIn, zh } from '../test-helpers';

const SETTINGS = '/api/v1/student_settings/';

/** Emma Wilson of team ABCDEF signs in with her card (she has no password yet). */
async function emma() {
  const { body } = await call<{ token: string }>('/api/v1/login/', { body: { login_type: 'code', code: 'ABCDEF', name: 'Emma Wilson', secret: 'banana' } });
  return body.token;
}
const emmaRow = () => db.users.all().find((u) => u.student_name === 'Emma Wilson')!;

describe('GET /student_settings/', () => {
  it('answers whether the student has a password and card sign-in', async () => {
    expect((await call(SETTINGS, { token: await emma() })).body).toEqual({ success: true, msg: '', data: { has_password: false, has_key_login: true } });
    expect((await call(SETTINGS, { token: await signIn('student') })).body.data).toEqual({ has_password: true, has_key_login: true });
  });

  it('is for students only', async () => {
    expect((await call(SETTINGS, { token: await signIn('teacher') })).status).toBe(403);
    expect((await call(SETTINGS)).status).toBe(401);
  });
});

describe('POST /student_settings/: the password', () => {
  it('sets a first password, with which the student then signs in with the account form', async () => {
    const token = await emma();
    const res = await call(SETTINGS, { token, body: { type: 'add', password1: 'river_2026', password2: 'river_2026' } });
    expect(res.body).toMatchObject({ success: true, msg: en(M.passwordSet), data: { has_password: true } });
    const login = await call('/api/v1/login/', { body: { login_type: 'password', username: emmaRow().username, password: 'river_2026' } });
    expect(login.status).toBe(200);
    expect(login.body.user_type).toBe('student');
  });

  it.each([
    ['5 characters', 'abcde', 'abcde'],
    ['17 characters', 'a'.repeat(17), 'a'.repeat(17)],
    ['a hyphen', 'abc-def', 'abc-def'],
  ])('refuses %s with the rule and stores nothing', async (_case, p1, p2) => {
    const res = await call(SETTINGS, { token: await emma(), body: { type: 'add', password1: p1, password2: p2 } });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('Please enter 6-16 characters, only digits, English letters, underscore supported');
    expect(emmaRow().password).toBe('');
  });

  it('takes 6 and 16 characters, and refuses a confirmation that differs', async () => {
    const token = await emma();
    const differs = await call(SETTINGS, { token, body: { type: 'add', password1: 'abcdef', password2: 'abcdeg' }, lang: 'zh-CN' });
    expect(differs.body.msg).toBe('两次密码不一致');
    expect((await call(SETTINGS, { token, body: { type: 'add', password1: 'abcdef', password2: 'abcdef' } })).body.success).toBe(true);
    expect((await call(SETTINGS, { token, body: { type: 'modify', old_password: 'abcdef', password1: 'a'.repeat(16), password2: 'a'.repeat(16) } })).body.success).toBe(true);
  });

  it('changes a password only with the right old one', async () => {
    const token = await signIn('student');
    const missing = await call(SETTINGS, { token, body: { type: 'modify', old_password: '', password1: 'new_pass1', password2: 'new_pass1' } });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('Please enter the old password');
    const wrong = await call(SETTINGS, { token, body: { type: 'modify', old_password: 'wrong1', password1: 'new_pass1', password2: 'new_pass1' } });
    expect(wrong.body).toEqual({ success: false, msg: en(M.oldPasswordWrong) });
    expect(db.users.findOne('username', 'student')!.password).toBe('demo1234');
    const ok = await call(SETTINGS, { token, body: { type: 'modify', old_password: 'demo1234', password1: 'new_pass1', password2: 'new_pass1' } });
    expect(ok.body).toMatchObject({ success: true, msg: en(M.passwordChanged) });
  });

  it('sets with add and changes with modify, not the other way round', async () => {
    expect((await call(SETTINGS, { token: await signIn('student'), body: { type: 'add', password1: 'abcdef', password2: 'abcdef' } })).body.msg).toBe(en(M.passwordExists));
    expect((await call(SETTINGS, { token: await emma(), body: { type: 'modify', old_password: 'x', password1: 'abcdef', password2: 'abcdef' } })).body.msg).toBe(en(M.noPassword));
    const bad = await call(SETTINGS, { token: await emma(), body: { type: 'reset' } });
    expect(bad.body.type).toEqual([en(commonMessages.invalidChoice({ value: 'reset' }))]);
  });
});

describe('POST /student_settings/: login-card sign-in', () => {
  it('turns card sign-in off, after which the card page refuses the student with a clear message', async () => {
    const token = await signIn('student');
    const off = await call(SETTINGS, { token, body: { type: 'change_key_login', is_enable: '0' } });
    expect(off.body).toMatchObject({ success: true, msg: en(M.keyLoginOff), data: { has_key_login: false } });
    const names = await call('/api/v1/join/ABCDEF/', { body: { name: 'Li Ming' } });
    expect(names.status).toBe(403);
    expect(names.body.detail).toBe(en(authMessages.keyLoginDisabled));
    const card = await call('/api/v1/login/', { body: { login_type: 'code', code: 'ABCDEF', name: 'Li Ming', secret: 'apple' }, lang: 'zh-CN' });
    expect(card.status).toBe(400);
    expect(card.body.message).toBe(zh(authMessages.keyLoginDisabled));
    // the account form still works
    expect((await call('/api/v1/login/', { body: { login_type: 'password', username: 'student', password: 'demo1234' } })).status).toBe(200);
    const on = await call(SETTINGS, { token: await signIn('student'), body: { type: 'change_key_login', is_enable: '1' } });
    expect(on.body.data.has_key_login).toBe(true);
    expect((await call('/api/v1/join/ABCDEF/', { body: { name: 'Li Ming' } })).status).toBe(200);
  });

  it('refuses to turn card sign-in off for a student without a password, and other values', async () => {
    const token = await emma();
    const res = await call(SETTINGS, { token, body: { type: 'change_key_login', is_enable: '0' } });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(en(M.keyLoginNeedsPassword));
    expect(emmaRow().key_login_enabled).toBe(true);
    expect((await call(SETTINGS, { token, body: { type: 'change_key_login', is_enable: 'no' } })).body.msg).toBe(en(M.isEnable));
  });
});
