/**
 * Third-party authorize and bind (spec 001 §2, §4, §7): the account host's calls after the
 * teaching-cloud sign-in on /oauth/authorize, /authorize and /binding.
 */
import type { UserType } from './user';

/** The third-party platforms the account host knows (the `longan` of its login path). */
export const THIRD_PARTY_PLATFORMS = ['longan'] as const;
export type ThirdPartyPlatform = (typeof THIRD_PARTY_PLATFORMS)[number];

/** Bind result (spec 001 §4): 1 goes to registration, 0 already bound, 2 failure. */
export type BindStatus = 0 | 1 | 2;

/** POST {account host}/api/v1/set_phone_status/ */
export interface PhoneStatusRequest {
  /** whether the phone number is authorized for real-name verification */
  status: boolean;
  /** the account's phone; '' when not authorized */
  phone: string;
}

/** GET {account host}/accounts/longan/login/?process=login (answer fields chosen). */
export interface ThirdPartyLogin {
  platform: ThirdPartyPlatform;
  /** the third-party account now signing in, sent back as `userid` of the bind */
  uid: string;
  process: 'login';
}

/** POST {account host}/api/v1/thridaccount_bind/ (the spec's spelling of the path). */
export interface BindRequest {
  /** the teaching-cloud user id */
  id: number;
  username: string;
  email: string;
  /** '' unless the phone permission was granted */
  phone: string;
  /** the third-party account (ThirdPartyLogin.uid) */
  userid: string;
  app_metadata: { role: UserType };
  platform: ThirdPartyPlatform;
}

export interface BindResponse {
  status: BindStatus;
  msg: string;
}

/** The answer of POST /api/v1/set_phone_status/: the authorisation as stored. */
export interface PhoneStatusAnswer {
  success: boolean;
  status: boolean;
  msg: string;
}
