/**
 * The account host's calls of the third-party authorize and bind pages (spec 001 §7):
 * POST /api/v1/set_phone_status/ {status, phone}, GET /accounts/longan/login/?process=login and
 * POST /api/v1/thridaccount_bind/ {id, username, email, phone, userid, app_metadata.role,
 * platform}. In mock mode the account host is this server. Every call needs the bearer token of
 * the account signed in on the authorize page; the bind answers `{status, msg}` with the spec's
 * results: 1 bound (the page goes on to registration), 0 already bound, 2 failure.
 */
import { THIRD_PARTY_PLATFORMS, type BindStatus } from '@/types/authorize';
import { isValidPhone } from '@/lib/validators/accounts';
import { db } from '../db/db';
import type { ThirdPartyLinkRecord, UserRecord } from '../db/schema';
import type { Identity } from '../rules/identity';
import { textOf } from '../rules/field-errors';
import { authorizeMessages as M } from '../messages/authorize';
import { validationMessage } from '../messages/validation';
import type { Message } from '../messages/define';
import { API, errors, invalidChoice, json, readBody, route, type Answer } from './http';

/** The third-party account the account host signs in for a teaching-cloud user (stable per user). */
export const thirdPartyUidOf = (user: Pick<UserRecord, 'id'>): string => `longan_${user.id}`;

/** Only teachers and managers of a campus they have joined bind a third-party account. */
const BINDING_ROLES = new Set(['teacher', 'manager', 'manager|teacher']);
const canBind = (me: Identity) => BINDING_ROLES.has(me.userType ?? '') && me.campusStatus === '1';

function linkOf(user: UserRecord): ThirdPartyLinkRecord {
  return (
    db.thirdPartyLinks.findOne('user_id', user.id) ??
    db.thirdPartyLinks.insert({ user_id: user.id, phone_status: false, phone: '', platform: '', uid: '', bound_at: null })
  );
}

/** true/false, also as the strings and numbers a form would send; null for anything else. */
function booleanOf(value: unknown): boolean | null {
  if (value === true || value === 'true' || value === 1 || value === '1') return true;
  if (value === false || value === 'false' || value === 0 || value === '0') return false;
  return null;
}

const fieldError = (field: string, message: Message): Answer => errors.badRequest({ [field]: [message] });

async function setPhoneStatus(request: Request, me: Identity): Promise<Answer> {
  const body = await readBody(request);
  const status = booleanOf(body.status);
  if (status === null) return fieldError('status', M.statusInvalid);
  const phone = textOf(body.phone).trim();
  if (status) {
    if (!isValidPhone(phone)) return fieldError('phone', validationMessage({ key: 'validation.authorize.phone' }));
    if (phone !== me.user.phone) return fieldError('phone', M.phoneNotOwn);
  }
  const link = linkOf(me.user);
  db.thirdPartyLinks.update(link.id, { phone_status: status, phone: status ? phone : '' });
  return json({ success: true, status, msg: status ? M.phoneAuthorized : M.phoneNotAuthorized });
}

function thirdPartyLogin(url: URL, me: Identity, platform: string): Answer {
  if (!(THIRD_PARTY_PLATFORMS as readonly string[]).includes(platform)) return errors.notFound();
  const process = url.searchParams.get('process') ?? '';
  if (process !== 'login') return fieldError('process', M.processInvalid);
  return json({ platform, uid: thirdPartyUidOf(me.user), process });
}

/** The first wrong field of a bind body, or null when the body describes the signed-in account. */
function bindProblem(body: Record<string, unknown>, me: Identity): Answer | null {
  const { user } = me;
  if (Number(body.id) !== user.id || !Number.isInteger(body.id)) return fieldError('id', M.idMismatch);
  if (textOf(body.username) !== user.username) return fieldError('username', M.usernameMismatch);
  if (textOf(body.email) !== user.email) return fieldError('email', M.emailMismatch);
  const phone = textOf(body.phone).trim();
  if (phone !== '') {
    if (!isValidPhone(phone)) return fieldError('phone', validationMessage({ key: 'validation.authorize.phone' }));
    if (phone !== user.phone) return fieldError('phone', M.phoneNotOwn);
    if (!db.thirdPartyLinks.findOne('user_id', user.id)?.phone_status) return fieldError('phone', M.phoneNotGranted);
  }
  if (textOf(body.userid) !== thirdPartyUidOf(user)) return fieldError('userid', M.useridUnknown);
  const metadata = body.app_metadata;
  const role = metadata && typeof metadata === 'object' ? (metadata as Record<string, unknown>).role : undefined;
  if (role !== me.userType) return errors.badRequest({ 'app_metadata.role': [M.roleMismatch] });
  const platform = textOf(body.platform);
  if (!(THIRD_PARTY_PLATFORMS as readonly string[]).includes(platform)) return invalidChoice('platform', platform);
  return null;
}

async function bind(request: Request, me: Identity): Promise<Answer> {
  const body = await readBody(request);
  const problem = bindProblem(body, me);
  if (problem) return problem;
  const answer = (status: BindStatus, msg: Message) => json({ status, msg });
  if (!canBind(me)) return answer(2, M.bindFailed);
  const uid = textOf(body.userid);
  const link = linkOf(me.user);
  // Each account binds only one: an account already bound, or a third-party account bound to another.
  const uidTaken = db.thirdPartyLinks.findBy('uid', uid).some((row) => row.user_id !== me.user.id);
  if (link.uid !== '' || uidTaken) return answer(0, M.alreadyBound);
  db.thirdPartyLinks.update(link.id, { uid, platform: textOf(body.platform), bound_at: new Date().toISOString() });
  return answer(1, M.bound);
}

export const authorizeHandlers = [
  route('post', `${API}/set_phone_status/`, ({ request, me }) => setPhoneStatus(request, me)),
  route<{ platform: string }>('get', '*/accounts/:platform/login/', ({ url, me, params }) => thirdPartyLogin(url, me, params.platform)),
  route('post', `${API}/thridaccount_bind/`, ({ request, me }) => bind(request, me)),
];
