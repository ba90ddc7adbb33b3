/**
 * The authorize and bind sequence (spec 001 §7 "Software, authorize, settings"): sign in
 * (POST /api/v1/login/ with login_type password or captcha, the login call of /login), fetch the
 * signed-in user, record the phone permission on the account host, start the third-party login
 * there, then bind. The token stays with this sequence: the browser's own session is not touched.
 */
import { useMutation } from '@tanstack/react-query';
import { login } from '@/api/session';
import { getUserOfToken } from '@/api/users';
import type { BindResponse, ThirdPartyPlatform } from '@/types/authorize';
import type { LoginRequest } from '@/types/auth';
import { bindRequestOf, phoneStatusOf } from '../utils/permissions';
import { bindThirdPartyAccount, getThirdPartyLogin, setPhoneStatus } from './authorize';

export type AuthorizeCredentials =
  | { login_type: 'password'; username: string; password: string }
  | { login_type: 'captcha'; phone: string; captcha: string };

/** A failure of the sign-in itself (shown under the form's fields), not of the later steps. */
export class SignInFailure extends Error {
  constructor(readonly cause: unknown) {
    super('sign-in failed');
    this.name = 'SignInFailure';
  }
}

export interface AuthorizeInput {
  credentials: AuthorizeCredentials;
  phoneGranted: boolean;
  platform: ThirdPartyPlatform;
}

export async function runAuthorize({ credentials, phoneGranted, platform }: AuthorizeInput): Promise<BindResponse> {
  let token: string;
  try {
    token = (await login(credentials as LoginRequest)).token;
  } catch (error) {
    throw new SignInFailure(error);
  }
  const user = await getUserOfToken(token);
  await setPhoneStatus(token, phoneStatusOf(user, phoneGranted));
  const thirdParty = await getThirdPartyLogin(token, platform);
  return bindThirdPartyAccount(token, bindRequestOf(user, thirdParty, phoneGranted));
}

export function useAuthorize() {
  return useMutation({ mutationFn: runAuthorize });
}
