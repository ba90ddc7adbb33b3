/**
 * Where a failed authorize sign-in shows (spec 001 §5, §8): the server's 'captcha incorrect'
 * becomes 'please enter the correct captcha' under the code, 'phone not registered' becomes
 * 'this account does not exist' under the phone; other field errors stay under their field and a
 * 400 detail goes under the form's secret field (password or code). Anything else (5xx, offline,
 * network) is one message above the button.
 */
import { ApiError } from '@/lib/api-error';
import type { Translate } from '@/lib/i18n/i18n';
import { mapAuthorizeServerError } from '@/lib/validators/sign-in';

export type LoginTab = 'account' | 'captcha';

export interface PlacedFailure {
  /** messages under fields, by field name */
  fields: Record<string, string>;
  /** the message above the button, or null */
  form: string | null;
}

const FIELDS: Readonly<Record<LoginTab, readonly string[]>> = { account: ['username', 'password'], captcha: ['phone', 'captcha'] };
const DETAIL_FIELD: Readonly<Record<LoginTab, string>> = { account: 'password', captcha: 'captcha' };

/** The field a mapped message belongs under, whichever field the server named. */
function mappedField(key: string, tab: LoginTab, fallback: string): string {
  if (tab !== 'captcha') return fallback;
  return key === 'validation.captcha.incorrect' ? 'captcha' : 'phone';
}

export function placeAuthorizeLoginFailure(error: unknown, tab: LoginTab, t: Translate): PlacedFailure {
  if (!(error instanceof ApiError)) return { fields: {}, form: t('error.generic') };
  if (error.kind !== 'http' || error.status !== 400) return { fields: {}, form: error.message };
  const fields: Record<string, string> = {};
  const place = (field: string, text: string) => {
    const mapped = mapAuthorizeServerError(text);
    if (mapped) fields[mappedField(mapped.key, tab, field)] = t(mapped.key, mapped.params);
    else fields[field] = text;
  };
  const known = Object.entries(error.fieldErrors).filter(([field]) => FIELDS[tab].includes(field));
  if (known.length > 0) known.forEach(([field, text]) => place(field, text));
  else place(DETAIL_FIELD[tab], error.message);
  return { fields, form: null };
}
