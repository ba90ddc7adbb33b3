/** Messages of teacher and student account settings (en-US). Keys are 'settings.…'; keep zh-CN and en-US in step. */
import type { settingsZhCN } from './zh-CN';

export const settingsEnUS: Record<keyof typeof settingsZhCN, string> = {
  'settings.title': 'Account settings',
  'settings.failed': 'Operation failed, please try again later',
  'settings.username': 'Username',

  'settings.student.account': 'My account',
  'settings.student.name': 'Name',
  'settings.student.loadFailed': 'Failed to get information, please refresh the page',

  'settings.password.setTitle': 'Set a password',
  'settings.password.changeTitle': 'Change password',
  'settings.password.setIntro': 'With a password you can sign in on the Account tab of the sign-in page, with the username {username}.',
  'settings.password.changeIntro': 'Sign in with the new password afterwards; your username is {username}.',
  'settings.password.old': 'Old password',
  'settings.password.new': 'New password',
  'settings.password.confirm': 'Confirm new password',
  'settings.password.rule': '6-16 characters: digits, English letters and underscores only',
  'settings.password.setAction': 'Set password',
  'settings.password.changeAction': 'Change password',
  'settings.password.set': 'Password set',
  'settings.password.changed': 'Password changed',

  'settings.keyLogin.title': 'Login-card sign-in',
  'settings.keyLogin.label': 'Turn off login-card sign-in',
  'settings.keyLogin.hintOn': 'You can sign in with your team code and login card now. Turned off, only your username and password sign you in.',
  'settings.keyLogin.hintOff': 'Login-card sign-in is off: sign in with your username and password.',
  'settings.keyLogin.needsPassword': 'Set a password first to turn off login-card sign-in.',
  'settings.keyLogin.on': 'Login-card sign-in is on',
  'settings.keyLogin.off': 'Login-card sign-in is off',
};
