/**
 * The permissions panel of the authorize and bind pages (spec 001 §2, §5): what the third party
 * receives, and which of it the visitor may leave out. Only the phone number is optional; the
 * bind request is built from the granted set, so an ungranted phone never leaves the page.
 */
import type { BindRequest, PhoneStatusRequest, ThirdPartyLogin } from '@/types/authorize';
import type { User } from '@/types/user';

export const PERMISSIONS = [
  { key: 'basic', required: true },
  { key: 'email', required: true },
  { key: 'role', required: true },
  { key: 'phone', required: false },
] as const;

export type PermissionKey = (typeof PERMISSIONS)[number]['key'];

/** The required permissions: what the panel starts with and cannot drop. */
export const REQUIRED_PERMISSIONS: ReadonlySet<PermissionKey> = new Set(PERMISSIONS.filter((p) => p.required).map((p) => p.key));

/** Ticks or unticks one permission; a required one stays granted. */
export function togglePermission(granted: ReadonlySet<PermissionKey>, key: PermissionKey, on: boolean): Set<PermissionKey> {
  const next = new Set(granted);
  if (on || REQUIRED_PERMISSIONS.has(key)) next.add(key);
  else next.delete(key);
  return next;
}

/** Without the phone, the page asks first whether to authorize it for real-name verification. */
export const needsPhoneConfirmation = (granted: ReadonlySet<PermissionKey>): boolean => !granted.has('phone');

export function phoneStatusOf(user: Pick<User, 'phone'>, phoneGranted: boolean): PhoneStatusRequest {
  return phoneGranted ? { status: true, phone: user.phone } : { status: false, phone: '' };
}

export function bindRequestOf(
  user: Pick<User, 'id' | 'username' | 'email' | 'phone' | 'user_type'>,
  login: ThirdPartyLogin,
  phoneGranted: boolean,
): BindRequest {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    phone: phoneGranted ? user.phone : '',
    userid: login.uid,
    app_metadata: { role: user.user_type },
    platform: login.platform,
  };
}
