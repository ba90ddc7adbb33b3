/**
 * Student account settings (spec 001 §5, §7, §8): GET /api/v1/student_settings/ answers
 * `{success, msg, data: {has_password, has_key_login}}`; POST to the same path (chosen: the spec
 * does not show it) sets or changes the password (type add | modify) or turns login-card sign-in
 * on or off (type change_key_login, is_enable '1' | '0'). Students only.
 */
import { checkOldPassword, checkSettingsPassword, checkSettingsPasswordConfirm } from '@/lib/validators/accounts';
import { firstInvalid } from '@/lib/validators/check';
import type { StudentSettings } from '@/types/content';
import { db } from '../db/db';
import type { UserRecord } from '../db/schema';
import { textOf } from '../rules/field-errors';
import { settingsMessages as M } from '../messages/settings';
import { validationMessage } from '../messages/validation';
import { API, errors, invalidChoice, json, readBody, route, type Answer } from './http';

const STUDENTS = ['student'] as const;

const settingsOf = (user: UserRecord): StudentSettings => ({ has_password: user.password !== '', has_key_login: user.key_login_enabled });

function setPassword(user: UserRecord, body: Record<string, unknown>, changing: boolean): Answer {
  if (changing && !user.password) return errors.badRequest({ msg: M.noPassword });
  if (!changing && user.password) return errors.badRequest({ msg: M.passwordExists });
  const old = textOf(body.old_password);
  const password = textOf(body.password1);
  const problem = firstInvalid(checkOldPassword(old, changing), checkSettingsPassword(password), checkSettingsPasswordConfirm(password, textOf(body.password2)));
  if (problem) return errors.badRequest({ msg: validationMessage(problem) });
  // A wrong old password is the spec's non-success answer, shown as a warning.
  if (changing && old !== user.password) return json({ success: false, msg: M.oldPasswordWrong });
  const updated = db.users.update(user.id, { password });
  return json({ success: true, msg: changing ? M.passwordChanged : M.passwordSet, data: settingsOf(updated) });
}

function setKeyLogin(user: UserRecord, value: string): Answer {
  if (value !== '0' && value !== '1') return errors.badRequest({ msg: M.isEnable });
  const enable = value === '1';
  // Without a password a student whose card sign-in is off could not sign in at all.
  if (!enable && !user.password) return errors.badRequest({ msg: M.keyLoginNeedsPassword });
  const updated = db.users.update(user.id, { key_login_enabled: enable });
  return json({ success: true, msg: enable ? M.keyLoginOn : M.keyLoginOff, data: settingsOf(updated) });
}

export const studentSettingsHandlers = [
  route('get', `${API}/student_settings/`, ({ me }) => json({ success: true, msg: '', data: settingsOf(me.user) }), { roles: STUDENTS }),

  route(
    'post',
    `${API}/student_settings/`,
    async ({ request, me }) => {
      const body = await readBody(request);
      const type = textOf(body.type);
      if (type === 'add' || type === 'modify') return setPassword(me.user, body, type === 'modify');
      if (type === 'change_key_login') return setKeyLogin(me.user, textOf(body.is_enable));
      return invalidChoice('type', type);
    },
    { roles: STUDENTS },
  ),
];
