/** Session effects: sign-in by link (?token=), the single-session channel's offline notice. */
export const sessionZhCN = {
  'session.tokenLogin.signingIn': '正在登录…',
  'session.tokenLogin.failed': '登录链接无效或已过期，请重新登录',
  'session.anotherDevice.title': '下线通知',
  'session.anotherDevice.content': '您的账号已在其他设备登录，当前设备将在 {seconds} 秒后退出登录。',
  'session.anotherDevice.hint': '如果这不是您本人的操作，请重新登录后尽快修改密码。',
  'session.anotherDevice.now': '立即退出',
} as const;
