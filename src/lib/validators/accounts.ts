/**
 * Accounts (000 §5, 001 §5, 002 §5, §9): usernames, passwords, phones, captcha codes, the
 * agreement, invitation codes, the student settings password and the one-time username reset.
 *
 * Shared by the forms and the mock server: import only `@/types/*`, this folder and the pure
 * modules it re-exports (docs/architecture.md).
 */
import { type Check, invalid } from './check';
import { HAN_LETTERS_DIGITS_UNDERSCORE, isBlank, textLength } from './text';

export const USERNAME_MAX = 20;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 16;
export const INVITATION_CODE_MAX = 20;
export const PHONE_PREFIX = '86';
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;

/** Digits of a mainland mobile number (PHONE_PATTERN): the phone inputs' limit. */
export const PHONE_LENGTH = 11;

export const RENAME_MAX = 15;

/** Official reserved usernames a username reset may not take (spec 002 §5). */
export const RESERVED_USERNAMES: readonly string[] = [
  'teachingcloud',
  'teaching_cloud',
  'admin',
  'administrator',
  'official',
  'root',
  'system',
];

const LETTERS_DIGITS_UNDERSCORE = /^\w+$/;

export function checkUsername(value: string): Check {
  if (isBlank(value)) return invalid('validation.username.required');
  if (!LETTERS_DIGITS_UNDERSCORE.test(value)) return invalid('validation.username.pattern');
  if (textLength(value) > USERNAME_MAX) return invalid('validation.username.max', { max: USERNAME_MAX });
  return null;
}

function passwordProblem(value: string): 'required' | 'length' | 'pattern' | null {
  if (value === '') return 'required';
  if (value.length < PASSWORD_MIN || value.length > PASSWORD_MAX) return 'length';
  if (!LETTERS_DIGITS_UNDERSCORE.test(value)) return 'pattern';
  return null;
}

/** Registration, reset step 2 and a manager setting an org student's password (case-sensitive). */
export function checkPassword(value: string): Check {
  const problem = passwordProblem(value);
  const range = { min: PASSWORD_MIN, max: PASSWORD_MAX };
  if (problem === 'required') return invalid('validation.password.required');
  if (problem === 'length') return invalid('validation.password.length', range);
  if (problem === 'pattern') return invalid('validation.password.pattern', range);
  return null;
}

export function checkPasswordConfirm(password: string, confirm: string): Check {
  return password === confirm ? null : invalid('validation.password.mismatch');
}

/** Spaces anywhere in a pasted code are dropped before checking and sending. */
export function normaliseInvitationCode(raw: string): string {
  return raw.replace(/\s+/g, '');
}

/** Registration and the teacher-upgrade invitation code (spec 002 §5). */
export function checkInvitationCode(raw: string): Check {
  const code = normaliseInvitationCode(raw);
  if (code === '') return invalid('validation.invitationCode.required');
  if (textLength(code) > INVITATION_CODE_MAX) {
    return invalid('validation.invitationCode.max', { max: INVITATION_CODE_MAX });
  }
  return null;
}

export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value);
}

export function checkPhone(value: string): Check {
  if (isBlank(value)) return invalid('validation.phone.required');
  return isValidPhone(value) ? null : invalid('validation.phone.pattern');
}

export function checkPhonePrefix(prefix: string): Check {
  return prefix.replace(/^\+/, '') === PHONE_PREFIX ? null : invalid('validation.phone.prefix', { prefix: PHONE_PREFIX });
}

export function checkCaptchaCode(value: string): Check {
  return isBlank(value) ? invalid('validation.captcha.required') : null;
}

export function checkAgreement(ticked: boolean): Check {
  return ticked ? null : invalid('validation.agreement.required');
}

/** The get-code button: a valid phone and no countdown running. */
export function canSendCaptcha(phone: string, secondsLeft: number): boolean {
  return isValidPhone(phone) && secondsLeft <= 0;
}

export function checkRename(value: string): Check {
  const ok = HAN_LETTERS_DIGITS_UNDERSCORE.test(value) && textLength(value) <= RENAME_MAX;
  return ok ? null : invalid('validation.rename.pattern', { max: RENAME_MAX });
}

/** 'please enter 6-16 characters, only digits, English letters, underscore supported' */
export function checkSettingsPassword(value: string): Check {
  return passwordProblem(value) === null
    ? null
    : invalid('validation.settingsPassword.rule', { min: PASSWORD_MIN, max: PASSWORD_MAX });
}

export function checkSettingsPasswordConfirm(password: string, confirm: string): Check {
  return password === confirm ? null : invalid('validation.settingsPassword.mismatch');
}

/** The old password is asked for only when changing an existing password. */
export function checkOldPassword(value: string, changing: boolean): Check {
  return changing && value === '' ? invalid('validation.settingsPassword.oldRequired') : null;
}

/** Auto-generated usernames start with this; only they may be reset, once (spec 002 §9). */
export const GENERATED_USERNAME_PREFIX = 'aim_';

export function isGeneratedUsername(username: string): boolean {
  return username.startsWith(GENERATED_USERNAME_PREFIX);
}

function isReservedUsername(value: string): boolean {
  const lower = value.toLowerCase();
  return RESERVED_USERNAMES.some((word) => word === lower);
}

/**
 * One-time reset of an auto-generated username: required, max 20, not all digits, not reserved.
 * It keeps the registration pattern too, since it is the same username.
 */
export function checkUsernameReset(value: string): Check {
  if (isBlank(value)) return invalid('validation.username.required');
  if (!LETTERS_DIGITS_UNDERSCORE.test(value)) return invalid('validation.username.pattern');
  if (textLength(value) > USERNAME_MAX) return invalid('validation.username.max', { max: USERNAME_MAX });
  if (/^\d+$/.test(value)) return invalid('validation.username.allDigits');
  if (isReservedUsername(value)) return invalid('validation.username.reserved');
  return null;
}

/** Teacher-upgrade invitation code: required, max 20 (same rule as registration). */
export const checkTeacherInvitationCode = checkInvitationCode;
