/**
 * The account host's calls of the third-party authorize and bind pages (spec 001 §7), each with
 * the token of the account signed in on the page (not the browser's stored session: the page
 * signs in for the third party only). Paths are the spec's; the host is
 * EXTERNAL_LINKS.accountHost (the API's own host unless configured). Failures are the page's
 * to show (policy 'local').
 */
import { apiGet, apiPost } from '@/lib/api-client';
import { EXTERNAL_LINKS } from '@/lib/external-links';
import type { BindRequest, BindResponse, PhoneStatusAnswer, PhoneStatusRequest, ThirdPartyLogin, ThirdPartyPlatform } from '@/types/authorize';

const host = EXTERNAL_LINKS.accountHost.replace(/\/$/, '');
const withToken = (token: string) => ({ policy: 'local' as const, headers: { Authorization: `Bearer ${token}` } });

/** POST {account host}/api/v1/set_phone_status/ {status, phone} */
export function setPhoneStatus(token: string, body: PhoneStatusRequest): Promise<PhoneStatusAnswer> {
  return apiPost<PhoneStatusAnswer>(`${host}/api/v1/set_phone_status/`, body, withToken(token));
}

/** GET {account host}/accounts/{platform}/login/?process=login: the third-party account signing in. */
export function getThirdPartyLogin(token: string, platform: ThirdPartyPlatform): Promise<ThirdPartyLogin> {
  return apiGet<ThirdPartyLogin>(`${host}/accounts/${platform}/login/`, { ...withToken(token), params: { process: 'login' } });
}

/** POST {account host}/api/v1/thridaccount_bind/: answers the bind result (1, 0 or 2). */
export function bindThirdPartyAccount(token: string, body: BindRequest): Promise<BindResponse> {
  return apiPost<BindResponse>(`${host}/api/v1/thridaccount_bind/`, body, withToken(token));
}
