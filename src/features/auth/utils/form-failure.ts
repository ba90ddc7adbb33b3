/**
 * Failures of the registration and reset calls, in the reader's language and in the right place
 * (spec 000 §8): a field error goes under its field, anything else (server 5xx, offline, a
 * non-field refusal) is one message for the form. The server speaks English; its known
 * sentences map to catalogue keys, unknown ones are shown as written.
 */
import type { FormInstance } from 'antd';
import { ApiError } from '@/lib/api-error';
import { captchaServerText } from '@/lib/captcha-api';
import type { Translate } from '@/lib/i18n/i18n';
import { INVITATION_CODE_MAX, PASSWORD_MAX, PASSWORD_MIN, PHONE_PREFIX, USERNAME_MAX } from '@/lib/validators';

type Known = readonly [key: string, params?: Record<string, string | number>];

const PASSWORD_RANGE = { min: PASSWORD_MIN, max: PASSWORD_MAX };

const KNOWN: Readonly<Record<string, Known>> = {
  'this username already exists': ['register.server.usernameTaken'],
  'the invitation code does not exist': ['register.server.invitationUnknown'],
  'the invitation code has already been used': ['register.server.invitationUsed'],
  'captcha incorrect': ['register.server.captchaIncorrect'],
  'the reset has expired, please verify your phone again': ['reset.server.expired'],
  'please enter a username': ['validation.username.required'],
  'username only supports digits, english letters, underscore': ['validation.username.pattern'],
  [`username can be at most ${USERNAME_MAX} characters`]: ['validation.username.max', { max: USERNAME_MAX }],
  'please enter a password': ['validation.password.required'],
  [`enter a ${PASSWORD_MIN}-${PASSWORD_MAX} character password supporting only digits, english and underscore`]: [
    'validation.password.length',
    PASSWORD_RANGE,
  ],
  'please enter the invitation code': ['validation.invitationCode.required'],
  [`the invitation code can be at most ${INVITATION_CODE_MAX} characters`]: ['validation.invitationCode.max', { max: INVITATION_CODE_MAX }],
  [`only the country prefix +${PHONE_PREFIX} is supported`]: ['validation.phone.prefix', { prefix: PHONE_PREFIX }],
  'please enter captcha': ['validation.captcha.required'],
  'please read and agree to the user agreement and privacy policy': ['validation.agreement.required'],
};

export function serverText(text: string, t: Translate): string {
  const known = KNOWN[text.trim().toLowerCase()];
  return known ? t(known[0], known[1]) : captchaServerText(text, t);
}

/** The message for the whole form: offline, network, or what the server said. */
export function formFailureText(error: unknown, t: Translate): string {
  if (!(error instanceof ApiError)) return t('error.generic');
  if (error.kind === 'offline') return t('error.offline');
  if (error.kind === 'network') return t('error.network');
  return serverText(error.message, t);
}

/**
 * Puts a failure's field errors under the form's fields (`fieldNames` maps server field → form
 * field). Returns the message for the form when something could not be placed, else null.
 */
export function placeFormFailure(
  form: FormInstance,
  error: unknown,
  fieldNames: Readonly<Record<string, string>>,
  t: Translate,
): string | null {
  const fields = error instanceof ApiError ? error.fieldErrors : {};
  const placed = Object.entries(fields).filter(([field]) => field in fieldNames);
  if (placed.length > 0) {
    form.setFields(placed.map(([field, text]) => ({ name: fieldNames[field], errors: [serverText(text, t)] })));
    const unplaced = Object.keys(fields).length > placed.length;
    return unplaced ? formFailureText(error, t) : null;
  }
  return formFailureText(error, t);
}
