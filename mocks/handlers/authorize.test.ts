import { describe, expect, it } from 'vitest';
import { mapAuthorizeServerError } from '@/lib/validators/sign-in';
import { db } from '../db/db';
import { authorizeMessages as M } from '../messages/authorize';
import { call, en, signIn, zh } from '../test-helpers';
import { thirdPartyUidOf } from './authorize';

const PHONE = '/api/v1/set_phone_status/';
const LOGIN = '/accounts/longan/login/';
const BIND = '/api/v1/thridaccount_bind/';

const userOf = (username: string) => db.users.findOne('username', username)!;

function bindBody(username: string, role: string | null, phone = '') {
  const user = userOf(username);
  return { id: user.id, username, email: user.email, phone, userid: thirdPartyUidOf(user), app_metadata: { role }, platform: 'longan' };
}

describe('GET /accounts/longan/login/', () => {
  it('answers the third-party account signing in', async () => {
    const token = await signIn('teacher');
    const res = await call(LOGIN, { token, query: { process: 'login' } });
    expect(res).toEqual({ status: 200, body: { platform: 'longan', uid: thirdPartyUidOf(userOf('teacher')), process: 'login' } });
  });

  it('needs a token, process=login and a known platform', async () => {
    expect((await call(LOGIN, { query: { process: 'login' } })).status).toBe(401);
    const token = await signIn('teacher');
    expect((await call(LOGIN, { token, query: { process: 'connect' } })).body).toEqual({ process: [en(M.processInvalid)] });
    expect((await call('/accounts/other/login/', { token, query: { process: 'login' } })).status).toBe(404);
  });
});

describe('POST /set_phone_status/', () => {
  it('stores the phone authorization of the signed-in account', async () => {
    const token = await signIn('teacher');
    const res = await call(PHONE, { token, body: { status: true, phone: '13800000003' } });
    expect(res.body).toEqual({ success: true, status: true, msg: en(M.phoneAuthorized) });
    expect(db.thirdPartyLinks.findOne('user_id', userOf('teacher').id)).toMatchObject({ phone_status: true, phone: '13800000003' });
    await call(PHONE, { token, body: { status: false, phone: '' } });
    expect(db.thirdPartyLinks.findOne('user_id', userOf('teacher').id)).toMatchObject({ phone_status: false, phone: '' });
  });

  it('refuses a bad status, a bad phone and another account’s phone', async () => {
    const token = await signIn('teacher');
    expect((await call(PHONE, { token, body: { status: 'maybe' } })).body).toEqual({ status: [en(M.statusInvalid)] });
    expect((await call(PHONE, { token, body: { status: true, phone: '123' } })).body).toEqual({ phone: ['Please enter the correct phone number'] });
    expect((await call(PHONE, { token, body: { status: true, phone: '13800000001' } }, )).body).toEqual({ phone: [en(M.phoneNotOwn)] });
    expect((await call(PHONE, { body: { status: false } })).status).toBe(401);
  });
});

describe('POST /thridaccount_bind/', () => {
  it('binds a campus teacher once (1), then answers already bound (0)', async () => {
    const token = await signIn('teacher');
    const first = await call(BIND, { token, body: bindBody('teacher', 'teacher') });
    expect(first).toEqual({ status: 200, body: { status: 1, msg: en(M.bound) } });
    expect(db.thirdPartyLinks.findOne('user_id', userOf('teacher').id)).toMatchObject({ uid: thirdPartyUidOf(userOf('teacher')), platform: 'longan' });
    const again = await call(BIND, { token, body: bindBody('teacher', 'teacher'), lang: 'zh-CN' });
    expect(again.body).toEqual({ status: 0, msg: zh(M.alreadyBound) });
  });

  it('fails (2) for an account that is not a campus teacher or manager', async () => {
    for (const [username, role] of [['student', 'student'], ['visitor', null], ['solo', 'teacher']] as const) {
      const token = await signIn(username);
      const res = await call(BIND, { token, body: bindBody(username, role) });
      expect(res.body, username).toEqual({ status: 2, msg: en(M.bindFailed) });
    }
  });

  it('sends the phone only once it is authorized', async () => {
    const token = await signIn('manager');
    expect((await call(BIND, { token, body: bindBody('manager', 'manager', '13800000001') })).body).toEqual({ phone: [en(M.phoneNotGranted)] });
    await call(PHONE, { token, body: { status: true, phone: '13800000001' } });
    expect((await call(BIND, { token, body: bindBody('manager', 'manager', '13800000001') })).body.status).toBe(1);
  });

  it.each([
    ['id', { id: 99999 }, M.idMismatch],
    ['username', { username: 'manager' }, M.usernameMismatch],
    ['email', { email: 'x@y.z' }, M.emailMismatch],
    ['userid', { userid: 'longan_1' }, M.useridUnknown],
    ['app_metadata.role', { app_metadata: { role: 'manager' } }, M.roleMismatch],
  ])('refuses a wrong %s', async (field, patch, message) => {
    const token = await signIn('teacher');
    const res = await call(BIND, { token, body: { ...bindBody('teacher', 'teacher'), ...patch } });
    expect(res).toEqual({ status: 400, body: { [field]: [en(message)] } });
    expect(db.thirdPartyLinks.findOne('user_id', userOf('teacher').id)?.uid ?? '').toBe('');
  });

  it('refuses an unknown platform and a call without a token', async () => {
    const token = await signIn('teacher');
    expect((await call(BIND, { token, body: { ...bindBody('teacher', 'teacher'), platform: 'x' } })).status).toBe(400);
    expect((await call(BIND, { body: bindBody('teacher', 'teacher') })).status).toBe(401);
  });
});

describe('the captcha login errors the authorize page maps (spec 001 §5)', () => {
  it.each(['en-US', 'zh-CN'])('maps the %s texts of a wrong code and an unknown phone', async (lang) => {
    const wrong = await call('/api/v1/login/', { lang, body: { login_type: 'captcha', phone: '13800000003', captcha: '000000' } });
    expect(mapAuthorizeServerError(String(wrong.body.captcha?.[0] ?? wrong.body.detail))?.key).toBe('validation.captcha.incorrect');
    const unknown = await call('/api/v1/login/', { lang, body: { login_type: 'captcha', phone: '13900000000', captcha: '123456' } });
    expect(mapAuthorizeServerError(String(unknown.body.phone?.[0]))?.key).toBe('validation.authorize.account.notFound');
  });
});
