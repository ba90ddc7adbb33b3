/**
 * Registration and password reset (spec 000 §7 "Registration and reset"). Every field is checked
 * with the shared validators; errors come back as {field: [message]} (spec 000 §8).
 */
import { checkAgreement, checkCaptchaCode, checkInvitationCode, checkPassword, checkPhone, checkPhonePrefix, checkUsername, normaliseInvitationCode, PHONE_PREFIX } from '@/lib/validators/accounts';
import { db } from '../db/db';
import { dayFrom } from '../db/random';
import { hasPassedCaptcha } from '../rules/captcha';
import { invitationProblem, NEW_TEACHER_LIMITS } from '../rules/invitation-codes';
import { addFieldError, fieldErrors, textOf, type FieldErrors } from '../rules/field-errors';
import { sliderThenSms } from '../rules/sms-gate';
import { checkSms, consumeSms } from '../rules/sms';
import { randomHex, revokeAllTokens, startSession } from '../rules/tokens';
import { loginAnswer } from '../rules/user-view';
import { API, errors, json, publicRoute, readBody } from './http';
import { authMessages } from '../messages/auth';
import { registrationMessages as M } from '../messages/registration';
import { newUserRecord } from '../db/user-record';

/** A reset code from step 1 must be used within this time. */
export const RESET_CODE_VALID_MINUTES = 30;

const bool = (value: unknown) => value === true || value === 'true' || value === '1' || value === 1;

function registrationErrors(body: Record<string, unknown>): FieldErrors | null {
  const username = textOf(body.username).trim();
  const password = textOf(body.password);
  const invitation = normaliseInvitationCode(textOf(body.invitation_code));
  const phone = textOf(body.phone).trim();
  const captcha = textOf(body.captcha).trim();
  const prefix = textOf(body.prefix) || PHONE_PREFIX;
  const errs =
    fieldErrors({
      is_consent: checkAgreement(bool(body.is_consent)),
      username: checkUsername(username),
      password: checkPassword(password),
      invitation_code: checkInvitationCode(invitation),
      phone: checkPhone(phone),
      prefix: checkPhonePrefix(prefix),
      captcha: checkCaptchaCode(captcha),
    }) ?? {};
  if (!errs.username && db.users.findOne('username', username)) addFieldError(errs, 'username', M.usernameTaken);
  if (!errs.phone && db.users.findOne('phone', phone)) addFieldError(errs, 'phone', authMessages.phoneTaken);
  if (!errs.invitation_code) {
    const problem = invitationProblem(invitation);
    if (problem) addFieldError(errs, 'invitation_code', problem);
  }
  if (!errs.phone && !errs.captcha && !(hasPassedCaptcha(phone, 'register') && checkSms(phone, 'register', captcha))) {
    addFieldError(errs, 'captcha', authMessages.captchaIncorrect);
  }
  return Object.keys(errs).length ? errs : null;
}

export const registrationHandlers = [
  publicRoute('post', `${API}/registry/captcha/`, async ({ request }) => {
    const refusal = sliderThenSms(await readBody(request), 'register');
    return refusal ? errors.refuse(refusal) : json({ detail: authMessages.smsSent });
  }),

  publicRoute('post', `${API}/registry/phone/`, async ({ request }) => {
    const phone = textOf((await readBody(request)).phone).trim();
    const errs = fieldErrors({ phone: checkPhone(phone) });
    if (errs) return errors.badRequest(errs);
    if (db.users.findOne('phone', phone)) return errors.badRequest({ phone: [authMessages.phoneTaken] });
    return json({ detail: M.phoneFree });
  }),

  publicRoute('post', `${API}/registry/username/`, async ({ request }) => {
    const username = textOf((await readBody(request)).username).trim();
    const errs = fieldErrors({ username: checkUsername(username) });
    if (errs) return errors.badRequest(errs);
    if (db.users.findOne('username', username)) return errors.badRequest({ username: [M.usernameTaken] });
    return json({ detail: M.usernameFree });
  }),

  // Signed in (the teacher upgrade of /accountsetting), a used code is used whoever used it:
  // the activation refuses it too. Registering, a code used by that user name counts as usable.
  publicRoute('get', `${API}/invitation_check`, ({ url, me }) => {
    const code = normaliseInvitationCode(url.searchParams.get('invitation_code') ?? '');
    const errs = fieldErrors({ invitation_code: checkInvitationCode(code) });
    if (errs) return errors.badRequest(errs);
    const problem = invitationProblem(code, me ? '' : (url.searchParams.get('user_name') ?? ''));
    if (problem) return errors.badRequest({ invitation_code: [problem] });
    return json({ detail: M.invitationFree, days: db.invitationCodes.findOne('code', code)?.days ?? 0 });
  }),

  publicRoute('post', `${API}/registry/`, async ({ request }) => {
    const body = await readBody(request);
    const errs = registrationErrors(body);
    if (errs) return errors.badRequest(errs);

    const phone = textOf(body.phone).trim();
    const invitation = db.invitationCodes.findOne('code', normaliseInvitationCode(textOf(body.invitation_code)))!;
    const now = new Date();
    const teacher = invitation.days > 0;
    const user = db.users.insert(
      newUserRecord({
        username: textOf(body.username).trim(),
        password: textOf(body.password),
        phone,
        user_type: teacher ? 'teacher' : null,
        name: '',
        user_is_used_invitation: true,
        max_team: teacher ? NEW_TEACHER_LIMITS.max_team : 0,
        max_team_people: teacher ? NEW_TEACHER_LIMITS.max_team_people : 0,
        max_team_studios_num: teacher ? NEW_TEACHER_LIMITS.max_team_studios_num : 0,
        courses_server_start: teacher ? dayFrom(now, 0) : '',
        courses_server_end_date: teacher ? dayFrom(now, invitation.days) : '',
        created_at: now.toISOString(),
      }),
    );
    db.invitationCodes.update(invitation.id, { used_by: user.id });
    consumeSms(phone, 'register', now);
    return json(loginAnswer(user, startSession(user.id, false, now).token), 201);
  }),

  publicRoute('post', `${API}/forget/captcha/`, async ({ request }) => {
    const refusal = sliderThenSms(await readBody(request), 'forget');
    return refusal ? errors.refuse(refusal) : json({ detail: authMessages.smsSent });
  }),

  publicRoute('post', `${API}/forget/phone/`, async ({ request }) => {
    const body = await readBody(request);
    const phone = textOf(body.phone).trim();
    const captcha = textOf(body.captcha).trim();
    const errs = fieldErrors({
      phone: checkPhone(phone),
      prefix: checkPhonePrefix(textOf(body.prefix) || PHONE_PREFIX),
      captcha: checkCaptchaCode(captcha),
    });
    if (errs) return errors.badRequest(errs);
    const user = db.users.findOne('phone', phone);
    if (!user) return errors.badRequest({ phone: [authMessages.phoneNotRegistered] });
    if (!checkSms(phone, 'forget', captcha)) return errors.badRequest({ captcha: [authMessages.captchaIncorrect] });
    consumeSms(phone, 'forget');
    const reset = db.forgetCodes.insert({ code: randomHex(16), user_id: user.id, created_at: new Date().toISOString(), used: false });
    return json({ code: reset.code });
  }),

  publicRoute('post', `${API}/forget/password/`, async ({ request }) => {
    const body = await readBody(request);
    const password = textOf(body.password);
    const errs = fieldErrors({ password: checkPassword(password) });
    if (errs) return errors.badRequest(errs);
    const code = textOf(body.code).trim();
    const reset = db.forgetCodes.findOne('code', code);
    const age = reset ? Date.now() - new Date(reset.created_at).getTime() : Infinity;
    if (!reset || reset.code !== code || reset.used || age > RESET_CODE_VALID_MINUTES * 60_000 || !db.users.get(reset.user_id)) {
      return errors.badRequest({ detail: M.resetCodeInvalid });
    }
    db.users.update(reset.user_id, { password });
    db.forgetCodes.update(reset.id, { used: true });
    // A new password ends every session signed in with the old one.
    revokeAllTokens(reset.user_id);
    return json({ detail: M.passwordReset });
  }),
];
