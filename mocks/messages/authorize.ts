/**
 * Third-party authorize and bind (spec 001 §7, §8): the account host's phone status, its
 * third-party login and the bind. Result 0 and 2 carry the spec's 'binding failed' texts.
 */
import { defineMessages } from './define';

export const authorizeMessages = defineMessages('authorize', {
  phoneAuthorized: { en: 'Phone number authorized for real-name verification', zh: '已授权手机号用于实名认证' },
  phoneNotAuthorized: { en: 'Phone number not authorized', zh: '未授权手机号' },
  statusInvalid: { en: 'status must be true or false', zh: 'status 只能是 true 或 false' },
  phoneNotOwn: { en: 'This is not the phone number of the signed-in account', zh: '该手机号不是当前登录账号的手机号' },
  phoneNotGranted: {
    en: 'The phone number was not authorized: authorize it first or send an empty phone',
    zh: '手机号未授权：请先授权手机号或不传手机号',
  },
  processInvalid: { en: 'process must be login', zh: 'process 只能是 login' },
  idMismatch: { en: 'id is not the id of the signed-in account', zh: 'id 不是当前登录账号的 id' },
  usernameMismatch: { en: 'username is not the username of the signed-in account', zh: 'username 不是当前登录账号的用户名' },
  emailMismatch: { en: 'email is not the email of the signed-in account', zh: 'email 不是当前登录账号的邮箱' },
  useridUnknown: { en: 'Unknown third-party account, sign in to the third party again', zh: '未知的第三方账号，请重新登录第三方' },
  roleMismatch: { en: 'app_metadata.role is not the role of the signed-in account', zh: 'app_metadata.role 不是当前登录账号的角色' },
  bound: { en: 'Binding succeeded, please complete the registration', zh: '绑定成功，请完成注册' },
  alreadyBound: {
    en: 'Binding failed: this campus teacher account is already bound to another account, and each account can bind only one',
    zh: '绑定失败：该校区教师账号已绑定其他账号，每个账号只能绑定一个',
  },
  bindFailed: { en: 'Binding failed', zh: '绑定失败' },
});
