import type { sessionZhCN } from './session.zh-CN';

export const sessionEnUS: Record<keyof typeof sessionZhCN, string> = {
  'session.tokenLogin.signingIn': 'Signing in…',
  'session.tokenLogin.failed': 'This sign-in link is invalid or has expired, please sign in again',
  'session.anotherDevice.title': 'Offline notice',
  'session.anotherDevice.content': 'Your account has signed in on another device. You will be logged out of this one in {seconds} s.',
  'session.anotherDevice.hint': 'If this was not you, sign in again and change your password as soon as possible.',
  'session.anotherDevice.now': 'Log out now',
};
