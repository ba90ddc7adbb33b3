import type { Campus, UserType } from './user';

export type LoginType = 'password' | 'captcha' | 'code' | 'token';

export interface LoginRequest {
  login_type: LoginType;
  username?: string;
  password?: string;
  phone?: string;
  captcha?: string;
  /** team code for login_type code */
  code?: string;
  name?: string;
  /** the chosen card: a word, or a picture path */
  secret?: string;
  token?: string;
  remember?: boolean;
}

export interface LoginResponse {
  token: string;
  user_id: number;
  campus_data: Campus[];
  campus_count: number;
  org_type: string;
  user_type: UserType;
}

export interface SliderCaptcha {
  /** data URL of the piece */
  slider: string;
  /** data URL of the background with the gap */
  background: string;
  captcha_id: string;
  /** vertical offset of the piece in pixels, so the client can place it */
  y: number;
}

export interface CaptchaCheckRequest {
  phone: string;
  /** drag position as a fraction of 250 */
  x: number;
  captcha_id: string;
}

export type KeyType = 'word' | 'picture';

export interface JoinTeamInfo {
  team: { code: string; name: string; cover: string };
  /** student display names only */
  students: string[];
}

export interface JoinTeamCards {
  key_type: KeyType;
  /** words, or picture paths under /cards/ */
  cards: string[];
}

export interface RegisterRequest {
  is_consent: boolean;
  username: string;
  password: string;
  invitation_code: string;
  phone: string;
  captcha: string;
  prefix: string;
}

export interface ScanLoginStart {
  success: boolean;
  redirect_uri: string;
  /** opaque id the page polls with */
  scan_id: string;
}

/** GET /api/v1/wechat_scan_login/status/: waiting, expired, or confirmed with the sign-in's answer. */
export type ScanStatus = { status: 'waiting' | 'expired' } | ({ status: 'confirmed' } & LoginResponse);

// --- write calls' bodies and answers (docs/openapi.json) ------------------------------------------

/** POST /api/v1/join/{code}/: the student whose cards are asked for, by name. */
export interface JoinRequest {
  name: string;
}

/** The answer of POST /api/v1/login/handoff/: a one-time code for the session asking, valid `expires_in` seconds. */
export interface HandoffCode {
  code: string;
  expires_in: number;
}

/** POST /api/v1/wechat_scan_login/confirm/: the phone (signed in) confirms a scan. */
export interface ScanConfirm {
  scan_id: string;
}

/** The answer of the scan confirmation. */
export interface ScanConfirmAnswer {
  success: boolean;
  detail: string;
}

/** POST /api/v1/registry/phone/: is this phone free to register? */
export interface PhoneCheck {
  phone: string;
}

/** POST /api/v1/registry/username/: is this username free? (and PUT /api/v1/users/change_username/: the new one) */
export interface UsernameCheck {
  username: string;
}

/** POST /api/v1/forget/phone/ (reset, step 1): the phone and its SMS code. */
export interface ResetPhoneRequest {
  phone: string;
  captcha: string;
  prefix: string;
}

/** The answer of step 1: the one-time reset code for step 2. */
export interface ResetCode {
  code: string;
}

/** POST /api/v1/forget/password/ (reset, step 2): the new password and step 1's code. */
export interface ResetPasswordRequest {
  password: string;
  /** the code step 1 answered with */
  code: string;
}
