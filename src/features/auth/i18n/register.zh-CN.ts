/**
 * Registration, password reset, and the shared slider captcha, countdown and phone + SMS-code
 * pieces (src/components and the auth forms use these keys). English wording of spec 000 §8
 * where it gives one. The server's own messages come in the reader's language (mocks/messages).
 */
export const registerZhCN = {
  // Slider captcha dialog (src/components/slider-captcha.tsx)
  'captcha.title': '安全验证',
  'captcha.instruction': '拖动下方滑块，使拼图块与缺口对齐',
  'captcha.handle': '拼图滑块',
  'captcha.handleValue': '已拖动 {px} 像素，共 {max} 像素',
  'captcha.keyboardHint': '也可用方向键移动滑块，按回车键确认',
  'captcha.dragHint': '向右拖动滑块完成拼图',
  'captcha.picture': '带缺口的验证图片',
  'captcha.refresh': '换一张图片',
  'captcha.loading': '正在加载验证图片…',
  'captcha.loadFailed': '验证图片加载失败',
  'captcha.checking': '正在验证…',
  'captcha.misaligned': '未完全对齐，请重试',
  'captcha.expired': '验证图片已过期，请重试',
  'captcha.tooSoon': '该手机号一分钟内已发送过验证码，请 {n} 秒后再试',
  'captcha.phoneNotRegistered': '该手机号未注册',
  'captcha.phoneTaken': '该手机号已被注册',
  'captcha.sent': '短信验证码已发送',

  // Resend countdown (src/components/countdown-button.tsx)
  'countdown.resendIn': '{n}s 后重新发送',

  // Phone + get-code + SMS code block
  'phoneCode.phone': '手机号',
  'phoneCode.phonePlaceholder': '请输入手机号',
  'phoneCode.prefix': '国家或地区区号',
  'phoneCode.code': '短信验证码',
  'phoneCode.codePlaceholder': '请输入短信验证码',
  'phoneCode.getCode': '获取验证码',
  'phoneCode.demoHint': '演示环境的验证码为 123456',

  // /register
  'register.title': '注册账号',
  'register.subtitle': '填写信息，开启编程与 AI 教学之旅',
  'register.username': '用户名',
  'register.usernamePlaceholder': '数字、英文字母或下划线，最多 20 位',
  'register.password': '密码',
  'register.passwordPlaceholder': '6-16 位数字、英文或下划线',
  'register.confirm': '确认密码',
  'register.confirmPlaceholder': '请再次输入密码',
  'register.invitation': '邀请码',
  'register.invitationPlaceholder': '请输入邀请码',
  'register.invitationOk': '邀请码可以使用',
  'register.invitationDays': '邀请码可以使用，注册后获得 {days} 天教师服务',
  'register.agreePrefix': '我已阅读并同意',
  'register.agreement': '《用户协议》',
  'register.and': '和',
  'register.privacy': '《隐私政策》',
  'register.newTab': '（在新标签页打开）',
  'register.submit': '注册',
  'register.haveAccount': '已有账号？',
  'register.toLogin': '去登录',
  'register.success.title': '注册成功',
  'register.success.redirect': '{n} 秒后自动跳转…',
  'register.success.now': '立即进入',

  // /resetpassword
  'reset.title': '找回密码',
  'reset.step.verify': '验证手机号',
  'reset.step.password': '设置新密码',
  'reset.next': '下一步',
  'reset.newPassword': '新密码',
  'reset.newPasswordPlaceholder': '6-16 位数字、英文或下划线',
  'reset.confirm': '确认新密码',
  'reset.confirmPlaceholder': '请再次输入新密码',
  'reset.submit': '确认修改',
  'reset.restart': '重新验证手机号',
  'reset.success.title': '密码重置成功',
  'reset.success.redirect': '{n} 秒后跳转到登录页…',
  'reset.toLogin': '返回登录',
} as const;
