/** Account settings (spec 001 §5, §7, §8 for students; 002 §2.10, §4.9, §5, §8 for teachers). */
import { defineMessages } from './define';

export const settingsMessages = defineMessages('settings', {
  // student settings
  passwordSet: { en: 'Password set: you can now sign in with your username and password', zh: '密码设置成功，现在可以用用户名和密码登录了' },
  passwordChanged: { en: 'Password changed', zh: '密码修改成功' },
  passwordExists: { en: 'A password is already set: change it instead', zh: '已经设置过密码，请修改密码' },
  noPassword: { en: 'No password is set yet: set one first', zh: '还没有设置密码，请先设置密码' },
  oldPasswordWrong: { en: 'The old password is incorrect', zh: '原密码不正确' },
  keyLoginOn: { en: 'Login-card sign-in is on', zh: '已开启登录卡登录' },
  keyLoginOff: { en: 'Login-card sign-in is off: sign in with your username and password', zh: '已关闭登录卡登录，请使用用户名和密码登录' },
  keyLoginNeedsPassword: {
    en: 'Set a password before turning off login-card sign-in, or you could not sign in at all',
    zh: '请先设置密码再关闭登录卡登录，否则将无法登录',
  },
  isEnable: { en: 'is_enable must be 0 or 1', zh: 'is_enable 只能是 0 或 1' },
  // teacher settings
  usernameChanged: { en: 'Username changed', zh: '用户名修改成功' },
  usernameOnce: { en: 'The username can be changed only once', zh: '用户名只能修改一次' },
  usernameNotGenerated: { en: 'Only an automatically generated username (aim_…) can be changed', zh: '只有系统自动生成的用户名（aim_…）可以修改' },
  usernameTaken: { en: 'This username is already taken', zh: '该用户名已被使用' },
  invitationActivated: { en: 'Teacher permission activated', zh: '教师权限已开通' },
  invitationOrganisation: { en: 'Teachers of a campus get their permission from the campus', zh: '校区教师的权限由校区开通' },
  invitationStudent: { en: 'A student account cannot become a teacher with an invitation code', zh: '学生账号不能通过邀请码开通教师权限' },
  invitationNoDays: { en: 'This invitation code does not grant teacher permission', zh: '该邀请码不包含教师权限' },
  wechatLinked: { en: 'WeChat account linked', zh: '微信绑定成功' },
  wechatTaken: {
    en: 'The selected WeChat account is already linked to another teaching cloud account',
    zh: '所选微信账号已绑定其他教学云账号',
  },
  wechatAlready: { en: 'A WeChat account is already linked: unlink it first', zh: '已经绑定了微信，请先解除绑定' },
  wechatUnlinked: { en: 'WeChat account unlinked', zh: '微信解绑成功' },
  wechatNotLinked: { en: 'No WeChat account is linked', zh: '还没有绑定微信' },
  wechatExpired: { en: 'This link request has expired, start again', zh: '绑定请求已过期，请重新发起' },
  wechatAccount: { en: 'Please choose a WeChat account', zh: '请选择微信账号' },
  wechatUnknown: { en: 'This link request does not exist', zh: '绑定请求不存在' },
  wechatStaffOnly: { en: 'Only teachers and managers can link a WeChat account', zh: '只有教师和管理员可以绑定微信' },
  wechatOwnOnly: { en: 'You can link a WeChat account to your own account only', zh: '只能为自己的账号绑定微信' },
});
