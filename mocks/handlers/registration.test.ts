import { describe, expect, it } from 'vitest';
import { db } from '../db/db';
import { call, solvedSlider } from '../test-helpers';

const NEW_PHONE = '13712345678';

async function sendRegistrationSms(phone = NEW_PHONE) {
  return call('/api/v1/registry/captcha/', { body: { phone, ...(await solvedSlider()) } });
}

const form = (patch: Record<string, unknown> = {}) => ({
  is_consent: true,
  username: 'new_user_1',
  password: 'secret_12',
  invitation_code: 'TEACH2026',
  phone: NEW_PHONE,
  captcha: '123456',
  prefix: '86',
  ...patch,
});

describe('registration', () => {
  it('registers a teacher with a teacher-days code and signs them in', async () => {
    expect((await sendRegistrationSms()).status).toBe(200);
    const { status, body } = await call('/api/v1/registry/', { body: form({ invitation_code: ' TEACH 2026 ' }) });
    expect(status).toBe(201);
    expect(body.user_type).toBe('teacher');
    expect(body.campus_count).toBe(0);
    expect(body.org_type).toBe('0');
    const me = await call('/api/v1/users/me/', { token: body.token });
    expect(me.body.username).toBe('new_user_1');
    expect(me.body.user_is_used_invitation).toBe(true);
    expect(me.body.courses_server_start).not.toBe('');
    const days = (new Date(me.body.courses_server_end_date).getTime() - new Date(me.body.courses_server_start).getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(365);
    expect(db.invitationCodes.findOne('code', 'TEACH2026')!.used_by).toBe(body.user_id);
    // the new account signs in with its password
    const again = await call('/api/v1/login/', { body: { login_type: 'password', username: NEW_PHONE, password: 'secret_12' } });
    expect(again.status).toBe(200);
  });

  it('registers a null-type user with a code that grants no teacher days', async () => {
    db.invitationCodes.insert({ code: 'FRIEND0', days: 0, used_by: null });
    await sendRegistrationSms();
    const { status, body } = await call('/api/v1/registry/', { body: form({ invitation_code: 'FRIEND0' }) });
    expect(status).toBe(201);
    expect(body.user_type).toBeNull();
    const me = await call('/api/v1/users/me/', { token: body.token });
    expect(me.body.user_type).toBeNull();
    expect(me.body.organization_data).toEqual({});
  });

  it.each([
    ['is_consent', { is_consent: false }, 'Please read and agree to the user agreement and privacy policy'],
    ['username', { username: 'bad name!' }, 'Username only supports digits, English letters, underscore'],
    ['username', { username: 'a'.repeat(21) }, 'Username can be at most 20 characters'],
    ['username', { username: 'MANAGER' }, 'This username already exists'],
    ['username', { username: '' }, 'Please enter a username'],
    ['password', { password: '12345' }, 'Enter a 6-16 character password supporting only digits, English and underscore'],
    ['password', { password: 'has space 1' }, 'Enter a 6-16 character password supporting only digits, English and underscore'],
    ['invitation_code', { invitation_code: '' }, 'Please enter the invitation code'],
    ['invitation_code', { invitation_code: 'NOSUCHCODE' }, 'The invitation code does not exist'],
    ['invitation_code', { invitation_code: 'WELCOME30' }, 'The invitation code has already been used'],
    ['invitation_code', { invitation_code: 'X'.repeat(21) }, 'Invitation code can be at most 20 characters'],
    ['phone', { phone: '12345678901' }, 'Enter a correct phone number'],
    ['phone', { phone: '13800000001' }, 'This phone number is already registered'],
    ['prefix', { prefix: '1' }, 'Only the country prefix +86 is supported'],
    ['captcha', { captcha: '' }, 'Please enter captcha'],
    ['captcha', { captcha: '000000' }, 'Captcha incorrect'],
  ])('rejects a bad %s: %j', async (field, patch, message) => {
    await sendRegistrationSms();
    const { status, body } = await call('/api/v1/registry/', { body: form(patch) });
    expect(status).toBe(400);
    expect(body[field]).toEqual([message]);
    expect(db.users.findOne('phone', NEW_PHONE)).toBeUndefined();
  });

  it('needs an SMS sent after a solved slider for that phone', async () => {
    const { status, body } = await call('/api/v1/registry/', { body: form() });
    expect(status).toBe(400);
    expect(body.captcha).toEqual(['Captcha incorrect']);
  });

  it('reports every failing field at once', async () => {
    const { body } = await call('/api/v1/registry/', { body: { is_consent: false } });
    expect(Object.keys(body).sort()).toEqual(['captcha', 'invitation_code', 'is_consent', 'password', 'phone', 'username']);
  });

  it('does not send a registration SMS to a registered phone', async () => {
    expect(await sendRegistrationSms('13800000002')).toMatchObject({ status: 400, body: { phone: ['This phone number is already registered'] } });
  });

  it('checks phone and username uniqueness', async () => {
    expect((await call('/api/v1/registry/phone/', { body: { phone: NEW_PHONE } })).status).toBe(200);
    expect(await call('/api/v1/registry/phone/', { body: { phone: '13800000001' } })).toMatchObject({
      status: 400,
      body: { phone: ['This phone number is already registered'] },
    });
    expect((await call('/api/v1/registry/phone/', { body: { phone: '999' } })).body.phone).toEqual(['Enter a correct phone number']);
    expect((await call('/api/v1/registry/username/', { body: { username: 'fresh_name' } })).status).toBe(200);
    expect(await call('/api/v1/registry/username/', { body: { username: 'Teacher' } })).toMatchObject({
      status: 400,
      body: { username: ['This username already exists'] },
    });
    expect((await call('/api/v1/registry/username/', { body: { username: 'no-dash' } })).status).toBe(400);
  });

  it('checks invitation codes', async () => {
    const ok = await call('/api/v1/invitation_check?invitation_code=CLASSROOM90&user_name=someone');
    expect(ok).toMatchObject({ status: 200, body: { days: 90 } });
    expect((await call('/api/v1/invitation_check?invitation_code=NOPE&user_name=x')).status).toBe(400);
    expect((await call('/api/v1/invitation_check?invitation_code=WELCOME30&user_name=x')).body.invitation_code).toEqual([
      'The invitation code has already been used',
    ]);
    // the user who used it may check it again
    expect((await call('/api/v1/invitation_check?invitation_code=WELCOME30&user_name=solo')).status).toBe(200);
  });
});

describe('password reset', () => {
  const phone = '13800000003';

  it('verifies the phone, hands out a one-time code and sets the new password', async () => {
    const oldToken = (await call('/api/v1/login/', { body: { login_type: 'password', username: 'teacher', password: 'demo1234' } })).body.token;
    expect((await call('/api/v1/forget/captcha/', { body: { phone, ...(await solvedSlider()) } })).status).toBe(200);
    expect((await call('/api/v1/forget/phone/', { body: { phone, captcha: '111111', prefix: '86' } })).body.captcha).toEqual(['Captcha incorrect']);
    const step1 = await call('/api/v1/forget/phone/', { body: { phone, captcha: '123456', prefix: '86' } });
    expect(step1.status).toBe(200);
    expect(typeof step1.body.code).toBe('string');

    expect((await call('/api/v1/forget/password/', { body: { password: '123', code: step1.body.code } })).body.password).toBeDefined();
    const step2 = await call('/api/v1/forget/password/', { body: { password: 'brand_new1', code: step1.body.code } });
    expect(step2).toMatchObject({ status: 200, body: { detail: 'Password reset successfully' } });
    expect((await call('/api/v1/forget/password/', { body: { password: 'another_1', code: step1.body.code } })).status).toBe(400);

    expect((await call('/api/v1/login/', { body: { login_type: 'password', username: 'teacher', password: 'demo1234' } })).status).toBe(400);
    expect((await call('/api/v1/login/', { body: { login_type: 'password', username: 'teacher', password: 'brand_new1' } })).status).toBe(200);
    expect((await call('/api/v1/users/me/', { token: oldToken })).status).toBe(401);
  });

  it('refuses an unregistered phone and an unknown reset code', async () => {
    expect((await call('/api/v1/forget/captcha/', { body: { phone: NEW_PHONE, ...(await solvedSlider()) } })).body.phone).toEqual([
      'Phone not registered',
    ]);
    expect((await call('/api/v1/forget/phone/', { body: { phone, captcha: '123456', prefix: '86' } })).status).toBe(400);
    expect((await call('/api/v1/forget/password/', { body: { password: 'brand_new1', code: 'nope' } })).status).toBe(400);
  });
});
