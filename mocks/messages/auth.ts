/**
 * Sign-in (spec 000 §7, §8): the four login types, team-code cards, the slider-then-SMS step and
 * the scan login. Missing fields answer the validation catalogue's messages (messages/validation.ts).
 */
import { defineMessages } from './define';

export const authMessages = defineMessages('auth', {
  badCredentials: { en: 'Username or password incorrect', zh: '用户名或密码错误' },
  phoneNotRegistered: { en: 'Phone not registered', zh: '该手机号未注册' },
  phoneTaken: { en: 'This phone number is already registered', zh: '该手机号已被注册' },
  captchaIncorrect: { en: 'Captcha incorrect', zh: '验证码错误' },
  tokenInvalid: { en: 'The token is invalid or has expired', zh: '登录凭证无效或已过期' },
  loginTypeInvalid: { en: 'login_type must be password, captcha, code or token', zh: 'login_type 只能是 password、captcha、code 或 token' },
  loggedOut: { en: 'Successfully logged out.', zh: '已退出登录。' },
  // spec 000 §8: a `secret` message containing "frozen" shows as a warning (the Chinese says 冻结)
  frozen: { en: 'This account is frozen, please contact your teacher', zh: '该账号已被冻结，请联系你的老师' },
  teamNotFound: { en: 'Get team info failed, check the 6 capital-letter code', zh: '获取班级信息失败，请检查 6 位大写字母的班级码' },
  studentNotFound: { en: 'No student with this name in the team', zh: '班级中没有这个名字的学生' },
  keyLoginDisabled: {
    en: 'Login-card login is disabled for this account, please sign in with your username and password',
    zh: '该账号已停用卡片登录，请使用用户名和密码登录',
  },
  wrongCard: { en: 'Wrong card, {left, plural, one {# try} other {# tries}} left before this name is locked for 1 minute', zh: '卡片不对，再选错 {left} 次这个名字将被锁定 1 分钟' },
  lockedNow: { en: 'Wrong card 3 times in a row: this name is locked for 1 minute, try again later', zh: '连续 3 次选错卡片：这个名字已被锁定 1 分钟，请稍后再试' },
  locked: { en: 'Too many wrong cards: this name is locked, try again in {seconds, plural, one {# second} other {# seconds}}', zh: '选错卡片次数过多：这个名字已被锁定，请 {seconds} 秒后再试' },
  // the slider, then the SMS code (sign-in, registration, reset)
  misaligned: { en: 'Not fully aligned, retry', zh: '未完全对齐，请重试' },
  sliderExpired: { en: 'The slider captcha has expired, retry', zh: '验证图片已过期，请重试' },
  smsTooSoon: {
    en: 'An SMS code was sent to this phone less than a minute ago, try again in {seconds, plural, one {# second} other {# seconds}}',
    zh: '该手机号一分钟内已发送过验证码，请 {seconds} 秒后再试',
  },
  smsSent: { en: 'The SMS code has been sent', zh: '验证码已发送' },
  // the chat-app scan login and the demo's stand-in for the phone
  scanUnknown: { en: 'This QR code does not exist, refresh it', zh: '二维码不存在，请刷新' },
  scanExpired: { en: 'This QR code has expired, refresh it', zh: '二维码已过期，请刷新' },
  scanStaffOnly: { en: 'Only managers and teachers may sign in by scanning', zh: '只有管理员和教师可以扫码登录' },
  scanConfirmed: { en: 'Sign-in confirmed', zh: '已确认登录' },
});
