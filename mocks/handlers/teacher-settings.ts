/**
 * Teacher account settings (spec 002 §2.10, §4.9, §5, §7, §8): the one-time username reset, the
 * WeChat link (start, the chat app's answer, unlink) and the teacher-upgrade invitation code.
 * Every call refuses a user whose selected campus is only an invitation (the page's route rule).
 * Paths the spec does not show are ours (docs/api.md §13).
 */
import { checkInvitationCode, checkUsernameReset, isGeneratedUsername, normaliseInvitationCode } from '@/lib/validators/accounts';
import { db } from '../db/db';
import { findInvitation, NEW_TEACHER_LIMITS, teacherPeriod } from '../rules/invitation-codes';
import { fieldErrors, textOf } from '../rules/field-errors';
import { isStaffType, type Identity } from '../rules/identity';
import { randomHex } from '../rules/tokens';
import { DEMO_WECHAT_ACCOUNTS, wechatBindState, wechatOwner } from '../rules/wechat';
import { registrationMessages } from '../messages/registration';
import { settingsMessages as M } from '../messages/settings';
import { API, errors, json, publicRoute, readBody, route, type Answer } from './http';

/** The page's route rule on the server: a campus that is only an invitation may not use these. */
const invitedOnly = (me: Identity) => me.campusStatus === '0';

function changeUsername(me: Identity, raw: string): Answer {
  const username = raw.trim();
  if (me.user.changed_username) return errors.badRequest({ username: [M.usernameOnce] });
  if (!isGeneratedUsername(me.user.username)) return errors.badRequest({ username: [M.usernameNotGenerated] });
  const errs = fieldErrors({ username: checkUsernameReset(username) });
  if (errs) return errors.badRequest(errs);
  const lower = username.toLowerCase();
  if (db.users.all().some((u) => u.username.toLowerCase() === lower)) return errors.badRequest({ username: [M.usernameTaken] });
  const user = db.users.update(me.user.id, { username, changed_username: true });
  return json({ success: true, message: M.usernameChanged, username: user.username, changed_username: true });
}

function activateInvitation(me: Identity, raw: string): Answer {
  if (me.user.user_type === 'student') return errors.forbidden(M.invitationStudent);
  if (me.org) return errors.forbidden(M.invitationOrganisation);
  const code = normaliseInvitationCode(raw);
  const errs = fieldErrors({ invitation_code: checkInvitationCode(code) });
  if (errs) return errors.badRequest(errs);
  const record = findInvitation(code);
  if (!record) return errors.badRequest({ invitation_code: [registrationMessages.invitationUnknown] });
  if (record.used_by !== null) return errors.badRequest({ invitation_code: [registrationMessages.invitationUsed] });
  if (record.days <= 0) return errors.badRequest({ invitation_code: [M.invitationNoDays] });
  const period = teacherPeriod(me.user, record.days, new Date());
  // A user without a role becomes a standalone teacher with the new-teacher limits.
  const upgrade = me.user.user_type === null ? { user_type: 'teacher' as const, ...NEW_TEACHER_LIMITS } : {};
  const user = db.users.update(me.user.id, { ...period, ...upgrade, user_is_used_invitation: true });
  db.invitationCodes.update(record.id, { used_by: user.id });
  return json({ success: true, message: M.invitationActivated, courses_server_start: user.courses_server_start, courses_server_end_date: user.courses_server_end_date });
}

export const teacherSettingsHandlers = [
  route('put', `${API}/users/change_username/`, async ({ request, me }) => {
    if (invitedOnly(me)) return errors.forbidden();
    return changeUsername(me, textOf((await readBody(request)).username));
  }),

  route('post', `${API}/invitation_code`, async ({ request, me }) => {
    if (invitedOnly(me)) return errors.forbidden();
    return activateInvitation(me, textOf((await readBody(request)).invitation_code));
  }),

  // The link starts here; redirect_uri is the chat app's authorisation page, in the demo the
  // mock's page /mock/wechat/{bind_id}, which answers below.
  route('get', `${API}/wechat_bind/`, ({ url, me }) => {
    if (invitedOnly(me)) return errors.forbidden();
    if (!isStaffType(me.userType)) return errors.forbidden(M.wechatStaffOnly);
    if (url.searchParams.get('user_id') !== String(me.user.id)) return errors.forbidden(M.wechatOwnOnly);
    if (me.user.open_id) return errors.badRequest({ detail: M.wechatAlready });
    const bind = db.wechatBinds.insert({ bind_id: randomHex(16), user_id: me.user.id, status: 'waiting', created_at: new Date().toISOString() });
    return json({ success: true, redirect_uri: `${url.origin}/mock/wechat/${bind.bind_id}`, bind_id: bind.bind_id });
  }),

  // The chat app (public: it is not signed in to the teaching cloud) shows its accounts...
  publicRoute<{ bindId: string }>('get', `${API}/wechat_bind/:bindId/`, ({ params }) => {
    const { bind, open } = wechatBindState(params.bindId);
    if (!bind) return errors.notFound(M.wechatUnknown);
    return json({ status: open ? 'waiting' : 'expired', accounts: DEMO_WECHAT_ACCOUNTS });
  }),

  // ...and answers with the one the person chose.
  publicRoute<{ bindId: string }>('post', `${API}/wechat_bind/:bindId/`, async ({ request, params }) => {
    const { bind, open } = wechatBindState(params.bindId);
    if (!bind) return errors.notFound(M.wechatUnknown);
    if (!open) return errors.badRequest({ detail: M.wechatExpired });
    const openId = textOf((await readBody(request)).open_id);
    if (!DEMO_WECHAT_ACCOUNTS.some((a) => a.open_id === openId)) return errors.badRequest({ open_id: [M.wechatAccount] });
    const user = db.users.get(bind.user_id);
    if (!user) return errors.notFound(M.wechatUnknown);
    db.wechatBinds.update(bind.id, { status: 'done' });
    if (user.open_id) return json({ success: false, message: M.wechatAlready });
    if (wechatOwner(openId, user.id) !== null) return json({ success: false, message: M.wechatTaken });
    db.users.update(user.id, { open_id: openId });
    return json({ success: true, message: M.wechatLinked });
  }),

  route('post', `${API}/wechat_unbind`, ({ me }) => {
    if (invitedOnly(me)) return errors.forbidden();
    if (!isStaffType(me.userType)) return errors.forbidden(M.wechatStaffOnly);
    if (!me.user.open_id) return json({ success: false, message: M.wechatNotLinked });
    db.users.update(me.user.id, { open_id: '' });
    return json({ success: true, message: M.wechatUnlinked });
  }),
];
