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
