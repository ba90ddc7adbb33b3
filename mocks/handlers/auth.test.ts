import { describe, expect, it } from 'vitest';
import { db } from '../db/db';
import { call, DEMO_PASSWORD, ORIGIN, signIn, solvedSlider } from '../test-helpers';

const login = (body: Record<string, unknown>) => call('/api/v1/login/', { body });

const DEMO: [username: string, phone: string, userType: string | null][] = [
  ['manager', '13800000001', 'manager'],
  ['principal', '13800000002', 'manager|teacher'],
  ['teacher', '13800000003', 'teacher'],
  ['solo', '13800000004', 'teacher'],
  ['visitor', '13800000005', null],
  ['student', '13800000006', 'student'],
  ['expiring', '13800000007', 'manager'],
  ['expired', '13800000008', 'teacher'],
  ['upcoming', '13800000009', 'teacher'],
  ['multi', '13800000010', 'teacher'],
];

describe('password login of every demo account', () => {
  it.each(DEMO)('%s signs in by username and by phone and sees their own data', async (username, phone, userType) => {
    for (const account of [username, phone]) {
      const { status, body } = await login({ login_type: 'password', username: account, password: DEMO_PASSWORD });
      expect(status).toBe(200);
      expect(body.token).toMatch(/^[0-9a-f]{40}$/);
      expect(body.user_type).toBe(userType);
      expect(body.campus_count).toBe(body.campus_data.length);
      const me = await call('/api/v1/users/me/', { token: body.token });
      expect(me.status).toBe(200);
      expect(me.body.username).toBe(username);
      expect(me.body.phone).toBe(phone);
      expect(me.body.user_type).toBe(userType);
      expect(me.body.id).toBe(body.user_id);
    }
  });

  it('gives the solo teacher no organisation and the multi teacher three campuses, one pending', async () => {
    const solo = await call('/api/v1/users/me/', { token: await signIn('solo') });
    expect(solo.body.organization_data).toEqual({});
    expect(solo.body.campus_count).toBe(0);
    expect(solo.body.courses_server_end_date).not.toBe('');

    const multi = await call('/api/v1/users/me/', { token: await signIn('multi') });
    expect(multi.body.campus_count).toBe(3);
    expect(multi.body.campus_data.map((c: { status: string }) => c.status).sort()).toEqual(['0', '1', '1']);
  });

  it('accepts the phone field as the account too', async () => {
    const { status } = await login({ login_type: 'password', phone: '13800000003', password: DEMO_PASSWORD });
    expect(status).toBe(200);
  });

  it('refuses a wrong password, an unknown account and missing fields', async () => {
    expect(await login({ login_type: 'password', username: 'manager', password: 'wrong123' })).toMatchObject({
      status: 400,
      body: { detail: 'Username or password incorrect' },
    });
    expect((await login({ login_type: 'password', username: 'nobody', password: DEMO_PASSWORD })).status).toBe(400);
    const missing = await login({ login_type: 'password' });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body).sort()).toEqual(['password', 'username']);
    expect((await login({ login_type: 'magic' })).body.login_type).toBeDefined();
  });

  it('makes a remembered token last 30 days and a plain one 1 day', async () => {
    const day = 24 * 3600 * 1000;
    const plain = await login({ login_type: 'password', username: 'teacher', password: DEMO_PASSWORD });
    const remembered = await login({ login_type: 'password', username: 'teacher', password: DEMO_PASSWORD, remember: true });
    const life = (token: string) => {
      const t = db.tokens.findOne('token', token)!;
      return new Date(t.expires_at).getTime() - new Date(t.created_at).getTime();
    };
    expect(life(plain.body.token)).toBe(day);
    expect(life(remembered.body.token)).toBe(30 * day);
  });
});

describe('tokens', () => {
  it('answers 401 without a token, with an unknown token and after logout', async () => {
    expect((await call('/api/v1/users/me/')).status).toBe(401);
    expect((await call('/api/v1/users/me/', { token: 'deadbeef' })).status).toBe(401);
    const token = await signIn('teacher');
    expect((await call('/rest-auth/logout/', { method: 'POST', token })).status).toBe(200);
    expect((await call('/api/v1/users/me/', { token })).status).toBe(401);
    expect((await call('/rest-auth/logout/', { method: 'POST', token })).status).toBe(401);
  });

  it('ends the older session when the user signs in again, whichever way (single session, spec 000 §4)', async () => {
    const first = await signIn('manager');
    const other = await signIn('teacher');
    const second = await signIn('manager');
    expect(second).not.toBe(first);
    expect((await call('/api/v1/users/me/', { token: first })).status).toBe(401);
    expect((await call('/api/v1/users/me/', { token: second })).status).toBe(200);
    // another user's session is untouched
    expect((await call('/api/v1/users/me/', { token: other })).status).toBe(200);
    // by SMS code too
    await call('/api/v1/login/captcha/', { body: { phone: '13800000001', ...(await solvedSlider()) } });
    const bySms = await login({ login_type: 'captcha', phone: '13800000001', captcha: '123456' });
    expect(bySms.status).toBe(200);
    expect((await call('/api/v1/users/me/', { token: second })).status).toBe(401);
    // signing in with the live token keeps that one session
    expect((await login({ login_type: 'token', token: bySms.body.token })).body.token).toBe(bySms.body.token);
    expect((await call('/api/v1/users/me/', { token: bySms.body.token })).status).toBe(200);
  });

  it('signs in with an existing token and refuses a revoked one', async () => {
    const token = await signIn('principal');
    const again = await login({ login_type: 'token', token });
    expect(again.status).toBe(200);
    expect(again.body.token).toBe(token);
    expect(again.body.user_type).toBe('manager|teacher');
    await call('/rest-auth/logout/', { method: 'POST', token });
    expect((await login({ login_type: 'token', token })).status).toBe(400);
  });
});

describe('hand-off codes (000 §4 needHash)', () => {
  const handoff = (token: string | null) => call<{ code: string; expires_in: number }>('/api/v1/login/handoff/', { method: 'POST', token });

  it('stand for the asking session: exchanged once for that same session, never the token itself', async () => {
    const token = await signIn('teacher');
    const { status, body } = await handoff(token);
    expect(status).toBe(201);
    expect(body.expires_in).toBe(60);
    expect(body.code).toMatch(/^[0-9a-f]{32}$/);
    expect(body.code).not.toContain(token);
    const exchanged = await login({ login_type: 'token', token: body.code });
    expect(exchanged.status).toBe(200);
    expect(exchanged.body.token).toBe(token);
    // The session goes on: the exchange joins it rather than starting another.
    expect((await call('/api/v1/users/me/', { token })).status).toBe(200);
    // Single use.
    expect((await login({ login_type: 'token', token: body.code })).status).toBe(400);
  });

  it('expire after a minute, end with their session, and need one', async () => {
    const token = await signIn('student');
    const late = (await handoff(token)).body.code;
    const row = db.handoffCodes.findOne('code', late)!;
    db.handoffCodes.update(row.id, { expires_at: new Date(Date.now() - 1000).toISOString() });
    expect((await login({ login_type: 'token', token: late })).status).toBe(400);

    const orphan = (await handoff(token)).body.code;
    await call('/rest-auth/logout/', { method: 'POST', token });
    expect((await login({ login_type: 'token', token: orphan })).status).toBe(400);

    expect((await handoff(null)).status).toBe(401);
  });
});

describe('team-code login', () => {
  it('looks a team up by code in any case and lists its students', async () => {
    const { status, body } = await call('/api/v1/join/abcdef/');
    expect(status).toBe(200);
    expect(body.team.code).toBe('ABCDEF');
    expect(body.students[0]).toBe('Li Ming');
    expect((await call('/api/v1/join/ZZZZZZ/')).status).toBe(404);
  });

  it('offers nine cards including the right one, the same each time', async () => {
    const first = await call('/api/v1/join/ABCDEF/', { body: { name: 'Li Ming' } });
    expect(first.body.key_type).toBe('word');
    expect(first.body.cards).toHaveLength(9);
    expect(first.body.cards).toContain('apple');
    expect(new Set(first.body.cards).size).toBe(9);
    const second = await call('/api/v1/join/ABCDEF/', { body: { name: 'Li Ming' } });
    expect(second.body.cards).toEqual(first.body.cards);
    expect((await call('/api/v1/join/ABCDEF/', { body: { name: 'Nobody' } })).status).toBe(404);
  });

  it('offers picture cards for a picture team and signs in with the picture', async () => {
    const { body } = await call('/api/v1/join/PICTUR/', { body: { name: 'Chloe Parker' } });
    expect(body.key_type).toBe('picture');
    expect(body.cards).toContain('/cards/cat.svg');
    expect(body.cards.every((c: string) => /^\/cards\/.+\.svg$/.test(c))).toBe(true);
    const signed = await login({ login_type: 'code', code: 'PICTUR', name: 'Chloe Parker', secret: '/cards/cat.svg' });
    expect(signed.status).toBe(200);
    expect(signed.body.user_type).toBe('student');
  });

  it('signs Li Ming in with apple as the demo student', async () => {
    const { status, body } = await login({ login_type: 'code', code: 'abcdef', name: 'Li Ming', secret: 'apple' });
    expect(status).toBe(200);
    expect(body.user_type).toBe('student');
    const me = await call('/api/v1/users/me/', { token: body.token });
    expect(me.body.username).toBe('student');
  });

  it('locks a name for a minute after three wrong cards in a row', async () => {
    const wrong = { login_type: 'code', code: 'ABCDEF', name: 'Li Ming', secret: 'banana' };
    expect((await login(wrong)).body.secret[0]).toMatch(/2 tries left/);
    expect((await login(wrong)).body.secret[0]).toMatch(/1 try left/);
    expect((await login(wrong)).body.secret[0]).toMatch(/locked for 1 minute/);
    const right = await login({ ...wrong, secret: 'apple' });
    expect(right.status).toBe(400);
    expect(right.body.secret[0]).toMatch(/locked, try again in \d+ seconds/);
    // another name of the same team is not locked
    expect((await login({ ...wrong, name: 'Emma Wilson', secret: 'banana' })).status).toBe(200);
    // a name is found as it is normalised (trimmed, runs of spaces collapsed): the same lock
    expect((await login({ ...wrong, name: ' Li  Ming ', secret: 'apple' })).status).toBe(400);
    // once the minute has passed the right card works again
    const lock = db.cardLocks.findOne('key', 'ABCDEF:Li Ming')!;
    db.cardLocks.update(lock.id, { locked_until: new Date(Date.now() - 1000).toISOString() });
    expect((await login({ ...wrong, secret: 'apple' })).status).toBe(200);
  });

  it('resets the wrong-card count after a right card', async () => {
    const wrong = { login_type: 'code', code: 'ABCDEF', name: 'Li Ming', secret: 'banana' };
    await login(wrong);
    await login(wrong);
    expect((await login({ ...wrong, secret: 'apple' })).status).toBe(200);
    expect((await login(wrong)).body.secret[0]).toMatch(/2 tries left/);
  });

  it('warns a frozen student with a message containing frozen', async () => {
    const { status, body } = await login({ login_type: 'code', code: 'ABCDEF', name: 'Grace Mitchell', secret: 'mountain' });
    expect(status).toBe(400);
    expect(body.secret[0]).toContain('frozen');
  });

  it('refuses a student whose login-card login is disabled', async () => {
    const user = db.users.findOne('username', 'student')!;
    db.users.update(user.id, { key_login_enabled: false });
    const { status, body } = await login({ login_type: 'code', code: 'ABCDEF', name: 'Li Ming', secret: 'apple' });
    expect(status).toBe(400);
    expect(body.message).toMatch(/disabled/);
  });

  it('answers a message for an unknown team or name', async () => {
    expect((await login({ login_type: 'code', code: 'QQQQQQ', name: 'Li Ming', secret: 'apple' })).body.message).toBeDefined();
    expect((await login({ login_type: 'code', code: 'ABCDEF', name: 'Nobody', secret: 'apple' })).body.message).toBeDefined();
  });
});

describe('slider captcha and SMS login', () => {
  it('serves SVG pictures and a captcha id', async () => {
    const { status, body } = await call('/api/v1/slider_captcha/');
    expect(status).toBe(200);
    expect(body.background).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(body.slider).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(atob(body.background.split(',')[1])).toContain('width="250"');
    expect(typeof body.captcha_id).toBe('string');
    expect(typeof body.y).toBe('number');
  });

  it('answers code 4000 when the slider is not aligned, and the captcha is used up', async () => {
    const slider = await solvedSlider(0.1);
    const miss = await call('/api/v1/login/captcha/', { body: { phone: '13800000003', ...slider } });
    expect(miss.status).toBe(400);
    expect(miss.body.code).toBe(4000);
    const retry = await call('/api/v1/login/captcha/', { body: { phone: '13800000003', ...slider, x: slider.x - 0.1 } });
    expect(retry.body.code).toBe(4000);
  });

  it('accepts a drag within the tolerance and sends the SMS, at most once a minute', async () => {
    // Short of the gap: the gap may sit at the slider's last reachable position (200 of 250 px),
    // where a position past it is impossible and refused.
    const first = await call('/api/v1/login/captcha/', { body: { phone: '13800000003', ...(await solvedSlider(-0.015)) } });
    expect(first.status).toBe(200);
    const again = await call('/api/v1/login/captcha/', { body: { phone: '13800000003', ...(await solvedSlider()) } });
    expect(again.status).toBe(429);
    expect(again.body.detail).toMatch(/try again in \d+ seconds/);
    // another phone is not limited
    expect((await call('/api/v1/login/captcha/', { body: { phone: '13800000001', ...(await solvedSlider()) } })).status).toBe(200);
  });

  it('refuses an unregistered phone and a malformed one', async () => {
    const unknown = await call('/api/v1/login/captcha/', { body: { phone: '13712345678', ...(await solvedSlider()) } });
    expect(unknown).toMatchObject({ status: 400, body: { phone: ['Phone not registered'] } });
    const bad = await call('/api/v1/login/captcha/', { body: { phone: '12345', ...(await solvedSlider()) } });
    expect(bad).toMatchObject({ status: 400, body: { phone: ['Enter a correct phone number'] } });
  });

  it('signs in with the SMS code after the slider, once', async () => {
    const phone = '13800000001';
    expect((await login({ login_type: 'captcha', phone, captcha: '123456' })).status).toBe(400); // nothing sent yet
    await call('/api/v1/login/captcha/', { body: { phone, ...(await solvedSlider()) } });
    expect(await login({ login_type: 'captcha', phone, captcha: '654321' })).toMatchObject({
      status: 400,
      body: { captcha: ['Captcha incorrect'] },
    });
    const ok = await login({ login_type: 'captcha', phone, captcha: '123456' });
    expect(ok.status).toBe(200);
    expect(ok.body.user_type).toBe('manager');
    expect((await login({ login_type: 'captcha', phone, captcha: '123456' })).status).toBe(400);
  });
});

describe('scan login', () => {
  it('confirms a teacher once and refuses students', async () => {
    const start = await call('/api/v1/wechat_scan_login/?user_id=');
    expect(start.body.success).toBe(true);
    expect(start.body.redirect_uri).toBe(`${ORIGIN}/mock/scan/${start.body.scan_id}`);
    const status = () => call(`/api/v1/wechat_scan_login/status/?scan_id=${start.body.scan_id}`);
    expect((await status()).body.status).toBe('waiting');

    const confirmAs = (token: string | null, extra: Record<string, unknown> = {}) =>
      call('/api/v1/wechat_scan_login/confirm/', { body: { scan_id: start.body.scan_id, ...extra }, token });
    // Naming an account is not enough: the phone must itself be signed in as that person.
    expect((await confirmAs(null, { username: 'teacher' })).status).toBe(401);
    expect((await confirmAs('not-a-token', { username: 'teacher' })).status).toBe(401);
    expect(await confirmAs(await signIn('student'))).toMatchObject({ status: 403, body: { detail: 'Only managers and teachers may sign in by scanning' } });
    expect((await confirmAs(await signIn('visitor'))).status).toBe(403);
    expect((await status()).body.status).toBe('waiting');

    // The phone signed in as the manager confirms for the manager, whatever username it names.
    const confirm = await confirmAs(await signIn('teacher'), { username: 'manager' });
    expect(confirm.status).toBe(200);
    const done = await status();
    expect(done.body.status).toBe('confirmed');
    expect(done.body.user_type).toBe('teacher');
    expect((await call('/api/v1/users/me/', { token: done.body.token })).body.username).toBe('teacher');
    // the scan sign-in is a new session: the phone's own session has ended
    expect(db.tokens.findBy('user_id', db.users.findOne('username', 'teacher')!.id).filter((t) => !t.revoked)).toHaveLength(1);
    expect((await status()).body.status).toBe('expired');
    expect((await call('/api/v1/wechat_scan_login/status/?scan_id=nope')).status).toBe(404);
  });
});
