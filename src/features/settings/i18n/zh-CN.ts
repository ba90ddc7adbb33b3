/** Messages of teacher and student account settings (zh-CN). Keys are 'settings.…'; keep zh-CN and en-US in step. */
export const settingsZhCN = {
  'settings.title': '账号设置',
  'settings.failed': '操作失败，请稍后再试',
  'settings.username': '用户名',

  'settings.student.account': '我的账号',
  'settings.student.name': '姓名',
  'settings.student.loadFailed': '获取信息失败，请刷新页面',

  'settings.password.setTitle': '设置密码',
  'settings.password.changeTitle': '修改密码',
  'settings.password.setIntro': '设置密码后，可以在登录页的“账号登录”中用用户名 {username} 和密码登录。',
  'settings.password.changeIntro': '修改后请用新密码登录，用户名是 {username}。',
  'settings.password.old': '原密码',
  'settings.password.new': '新密码',
  'settings.password.confirm': '确认新密码',
  'settings.password.rule': '6-16 位，只能包含数字、英文字母和下划线',
  'settings.password.setAction': '设置密码',
  'settings.password.changeAction': '修改密码',
  'settings.password.set': '密码设置成功',
  'settings.password.changed': '密码修改成功',

  'settings.keyLogin.title': '登录卡登录',
  'settings.keyLogin.label': '停用登录卡登录',
  'settings.keyLogin.hintOn': '现在可以用班级码和登录卡登录。停用后，只能用用户名和密码登录。',
  'settings.keyLogin.hintOff': '登录卡登录已停用，请用用户名和密码登录。',
  'settings.keyLogin.needsPassword': '请先设置密码，才能停用登录卡登录。',
  'settings.keyLogin.on': '已开启登录卡登录',
  'settings.keyLogin.off': '已停用登录卡登录',
};
