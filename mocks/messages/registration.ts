/** Registration and password reset (spec 000 §7 "Registration and reset"). */
import { defineMessages } from './define';

export const registrationMessages = defineMessages('registration', {
  usernameTaken: { en: 'This username already exists', zh: '该用户名已存在' },
  usernameFree: { en: 'This username can be used', zh: '该用户名可以使用' },
  phoneFree: { en: 'This phone number can be used', zh: '该手机号可以使用' },
  invitationUnknown: { en: 'The invitation code does not exist', zh: '邀请码不存在' },
  invitationUsed: { en: 'The invitation code has already been used', zh: '邀请码已被使用' },
  invitationFree: { en: 'The invitation code can be used', zh: '邀请码可以使用' },
  resetCodeInvalid: { en: 'The reset has expired, please verify your phone again', zh: '重置已过期，请重新验证手机号' },
  passwordReset: { en: 'Password reset successfully', zh: '密码重置成功' },
});
