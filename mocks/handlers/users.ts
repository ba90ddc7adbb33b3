/**
 * The user and campus calls (spec 000 §7 "User and campus"): the signed-in user, other users'
 * public profiles, profile save, personal usage, question-bank hand-off and click logging, and
 * the campus list and switch.
 */
import { checkAvatarFile, checkImageBytes } from '@/lib/validators/files';
import { checkNickname, checkProfileDescription } from '@/lib/validators/profile';
import { db } from '../db/db';
import type { ClickLogRecord, UserRecord } from '../db/schema';
import { addFieldError, fieldErrors, textOf, type FieldErrors } from '../rules/field-errors';
import { identify, isStaffType } from '../rules/identity';
import { usageStats } from '../rules/usage-stats';
import { bytesOf, imageDataUrl, isFile } from '../rules/uploads';
import { countUsageReport } from '../rules/usage-report';
import { sensitiveFieldErrors } from '../rules/sensitive-words';
import { PLATFORMS } from '../rules/personal-analytics';
import { questionBankOpen } from '../rules/question-bank';
import { datacenterMessages } from '../messages/datacenter';
import type { UsagePlatform } from '@/types/analytics';
import { campusList, publicProfile, userView } from '../rules/user-view';
import { API, API2, errors, json, readBody, route } from './http';
import { userMessages as M } from '../messages/users';

/** By numeric id, else by username (the home page asks by username). */
function findUser(idOrUsername: string): UserRecord | undefined {
  return /^\d+$/.test(idOrUsername) ? (db.users.get(Number(idOrUsername)) ?? db.users.findOne('username', idOrUsername)) : db.users.findOne('username', idOrUsername);
}

function logClick(kind: ClickLogRecord['kind']) {
  return route('post', `${API}/users/${kind}_click/`, async ({ request, me }) => {
    const platform = textOf((await readBody(request)).platform);
    if (platform !== '1' && platform !== '2') return errors.badRequest({ platform: [M.platform] });
    db.clickLogs.insert({ user_id: me.user.id, kind, platform, created_at: new Date().toISOString() });
    return json({ success: true }, 201);
  });
}

export const userHandlers = [
  route('get', `${API}/users/me/`, ({ me }) => json(userView(me))),

  route('patch', `${API}/users/me/`, async ({ request, me }) => {
    const body = await readBody(request);
    const patch: Partial<UserRecord> = {};
    const errs: FieldErrors = {};
    if (body.name !== undefined) {
      const name = textOf(body.name).trim();
      if (!isStaffType(me.userType)) addFieldError(errs, 'name', M.nicknameTeachersOnly);
      else Object.assign(errs, fieldErrors({ name: checkNickname(name) }));
      patch.name = name;
    }
    if (body.description !== undefined) {
      const description = textOf(body.description).trim();
      Object.assign(errs, fieldErrors({ description: checkProfileDescription(description) }));
      patch.description = description;
    }
    const avatar = body.avatar;
    // Judged by its bytes: an SVG, or a page named me.png, is not a picture.
    const avatarBytes = isFile(avatar) && !checkAvatarFile(avatar) ? await bytesOf(avatar) : null;
    if (isFile(avatar)) Object.assign(errs, fieldErrors({ avatar: checkAvatarFile(avatar) ?? checkImageBytes(avatarBytes!) }));
    if (Object.keys(errs).length) return errors.badRequest(errs);
    const flagged = sensitiveFieldErrors({ name: patch.name, description: patch.description });
    if (flagged) return errors.badRequest(flagged);
    if (avatarBytes) patch.avatar_url = imageDataUrl(avatarBytes)!;
    const user = db.users.update(me.user.id, patch);
    return json(userView(identify(user)));
  }),

  // ?user_name= is the home page's data strip of another member of the caller's campus.
  route('get', `${API}/users/personal_data/`, ({ url, me }) => {
    const username = url.searchParams.get('user_name');
    if (!username || username === me.user.username) return json(usageStats(me));
    const user = db.users.findOne('username', username);
    if (!user) return errors.notFound(M.noUser({ username }));
    const viewed = identify(user);
    const sameCampus = me.campusStatus === '1' && me.org !== null && viewed.org?.id === me.org.id;
    return sameCampus ? json(usageStats(viewed)) : errors.forbidden(M.otherCampus);
  }),

  // The external question bank decodes this to know who is coming (spec 000 §2): only for a
  // bank that both the organisation and the team have on (platform value 2, spec 000 §6).
  // ?kind=exam|judge (our parameter: the spec's call names no bank).
  route('get', `${API}/users/exam_encrypt_text/`, ({ url, me }) => {
    const kind = url.searchParams.get('kind') ?? '';
    if (kind !== 'exam' && kind !== 'judge') return errors.badRequest({ kind: [M.bankKind] });
    if (!questionBankOpen(me, kind)) return errors.forbidden(M.bankClosed);
    return json({ encrypt_text: btoa(`${me.user.id}:${kind}:${Date.now()}`) });
  }),

  // The usage report (spec 000 §9; the call is ours): counted as online time, at most once a
  // minute per user and platform.
  route('post', `${API}/users/usage_report/`, async ({ request, me }) => {
    const platform = textOf((await readBody(request)).platform);
    if (!PLATFORMS.includes(platform as UsagePlatform)) return errors.badRequest({ platform: [datacenterMessages.platform] });
    const minutes = countUsageReport(me, platform as UsagePlatform);
    return minutes === null ? errors.tooMany(M.reportTooSoon) : json({ counted_minutes: Math.round(minutes * 100) / 100 }, 201);
  }),

  logClick('exam'),
  logClick('judge'),
  logClick('typing'),

  // After the fixed paths above: /users/{id}/ would otherwise swallow them.
  route<{ id: string }>('get', `${API}/users/:id/`, ({ params }) => {
    const user = findUser(params.id);
    return user ? json(publicProfile(user)) : errors.notFound(M.noUser({ username: params.id }));
  }),

  route<{ id: string }>('get', `${API2}/user/:id/campus/`, ({ params, me }) =>
    String(me.user.id) === params.id ? json(campusList(me.user)) : errors.forbidden(M.ownCampusOnly),
  ),

  route<{ id: string }>('post', `${API2}/user/:id/campus_select/`, async ({ request, params, me }) => {
    if (String(me.user.id) !== params.id) return errors.forbidden(M.ownCampusOnly);
    const campusId = Number(textOf((await readBody(request)).campus_id));
    if (!campusList(me.user).some((c) => c.id === campusId)) return errors.badRequest({ campus_id: [M.notYourCampus] });
    const user = db.users.update(me.user.id, { selected_org_id: campusId });
    return json(campusList(user));
  }),
];
