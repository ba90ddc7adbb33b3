/**
 * Sign-in (spec 000 §7 "Sign-in"): the four login types, the slider captcha and its SMS step,
 * sign-out, the chat-app scan login and the team-code join lookups.
 */
import { db } from '../db/db';
import { isStaffType } from '../rules/identity';
import { createCaptcha } from '../rules/captcha';
import { captchaLogin, cardsFor, codeLogin, findTeam, findTeamStudent, passwordLogin, tokenLogin, type LoginDecision } from '../rules/login';
import { sliderThenSms } from '../rules/sms-gate';
import { randomHex, revokeToken, startSession } from '../rules/tokens';
import { loginAnswer } from '../rules/user-view';
import { HANDOFF_VALID_SECONDS, issueHandoffCode } from '../rules/handoff';
import { textOf } from '../rules/field-errors';
import { API, errors, json, publicRoute, readBody, route, tokenOf } from './http';
import { authMessages as M } from '../messages/auth';

/** A scan code waits this long for the phone to confirm. */
export const SCAN_VALID_MINUTES = 5;

const isTrue = (value: unknown) => value === true || value === 'true' || value === '1' || value === 1;

function decide(body: Record<string, unknown>): LoginDecision {
  switch (body.login_type) {
    case 'password':
      return passwordLogin(body);
    case 'captcha':
      return captchaLogin(body);
    case 'code':
      return codeLogin(body);
    case 'token':
      return tokenLogin(body);
    default:
      return { refusal: { status: 400, body: { login_type: [M.loginTypeInvalid] } } };
  }
}

function scanState(scanId: string) {
  const scan = db.scanLogins.findOne('scan_id', scanId);
  if (!scan || scan.scan_id !== scanId) return { scan: undefined, expired: false };
  const age = Date.now() - new Date(scan.created_at).getTime();
  return { scan, expired: scan.status === 'used' || (scan.status === 'waiting' && age > SCAN_VALID_MINUTES * 60_000) };
}

export const authHandlers = [
  publicRoute('post', `${API}/login/`, async ({ request }) => {
    const body = await readBody(request);
    const decision = decide(body);
    if (decision.refusal) return errors.refuse(decision.refusal);
    // Signing in with a token (or a hand-off code) joins that session; every other way starts a
    // new one, which ends the user's other sessions (single session, spec 000 §4).
    const token = decision.session ?? startSession(decision.user.id, isTrue(body.remember)).token;
    return json(loginAnswer(decision.user, token));
  }),

  // A hand-off code for the session asking (000 §4's needHash): the address handed over carries
  // the code, which its page exchanges once, within a minute, through the sign-in above.
  route('post', `${API}/login/handoff/`, ({ request, me }) => {
    const record = issueHandoffCode(tokenOf(request) ?? '', me.user.id);
    return json({ code: record.code, expires_in: HANDOFF_VALID_SECONDS }, 201);
  }),

  publicRoute('get', `${API}/slider_captcha/`, () => json({ ...createCaptcha() })),

  publicRoute('post', `${API}/login/captcha/`, async ({ request }) => {
    const refusal = sliderThenSms(await readBody(request), 'login');
    return refusal ? errors.refuse(refusal) : json({ detail: M.smsSent });
  }),

  route('post', '*/rest-auth/logout/', ({ request }) => {
    revokeToken(tokenOf(request) ?? '');
    return json({ detail: M.loggedOut });
  }),

  // The page shows redirect_uri as a QR code; the mock's own /mock/scan/{scan_id} page plays the phone.
  publicRoute('get', `${API}/wechat_scan_login/status/`, ({ url }) => {
    const { scan, expired } = scanState(url.searchParams.get('scan_id') ?? '');
    if (!scan) return errors.notFound(M.scanUnknown);
    if (expired) return json({ status: 'expired' });
    if (scan.status === 'waiting') return json({ status: 'waiting' });
    const user = db.users.get(scan.user_id);
    db.scanLogins.update(scan.id, { status: 'used' });
    if (!user) return json({ status: 'expired' });
    return json({ status: 'confirmed', ...loginAnswer(user, startSession(user.id, false).token) });
  }),

  // The phone confirms for the person signed in on it (its bearer token): the demo's stand-in
  // for the chat app, where the scanning account is the one the chat app is signed in as.
  route('post', `${API}/wechat_scan_login/confirm/`, async ({ request, me }) => {
    const { scan, expired } = scanState(textOf((await readBody(request)).scan_id));
    if (!scan) return errors.notFound(M.scanUnknown);
    if (expired || scan.status !== 'waiting') return errors.badRequest({ detail: M.scanExpired });
    if (!isStaffType(me.userType)) return errors.forbidden(M.scanStaffOnly);
    db.scanLogins.update(scan.id, { status: 'confirmed', user_id: me.user.id });
    return json({ success: true, detail: M.scanConfirmed });
  }),

  publicRoute('get', `${API}/wechat_scan_login/`, ({ url }) => {
    const scan = db.scanLogins.insert({ scan_id: randomHex(16), user_id: null, status: 'waiting', created_at: new Date().toISOString() });
    return json({ success: true, redirect_uri: `${url.origin}/mock/scan/${scan.scan_id}`, scan_id: scan.scan_id });
  }),

  publicRoute<{ code: string }>('get', `${API}/join/:code/`, ({ params }) => {
    const team = findTeam(params.code);
    if (!team) return errors.notFound(M.teamNotFound);
    return json({
      team: { code: team.code, name: team.name, cover: team.cover },
      students: db.teamStudents.findBy('team_id', team.id).map((s) => s.name),
    });
  }),

  publicRoute<{ code: string }>('post', `${API}/join/:code/`, async ({ request, params }) => {
    const team = findTeam(params.code);
    if (!team) return errors.notFound(M.teamNotFound);
    const student = findTeamStudent(team, textOf((await readBody(request)).name));
    if (!student) return errors.notFound(M.studentNotFound);
    // A student who turned card sign-in off is told so before any card is shown (the sign-in refuses it too).
    if (db.users.get(student.user_id)?.key_login_enabled === false) return errors.forbidden(M.keyLoginDisabled);
    return json(cardsFor(team, student));
  }),
];
