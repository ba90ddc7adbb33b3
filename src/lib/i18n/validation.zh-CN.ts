/**
 * Messages of the validation rules in src/lib/validators/. Where a spec gives the Chinese text it
 * is used verbatim; placeholders {min} {max} {file} {prefix} {length} {n} come from Invalid.params.
 */
export const validationZhCN = {
  // 000 · registration, password reset, sign-in
  'validation.username.required': '请输入用户名',
  'validation.username.pattern': '用户名仅支持数字、英文、下划线',
  'validation.username.max': '用户名最多 {max} 个字符',
  'validation.username.allDigits': '用户名不能为纯数字',
  'validation.username.reserved': '该用户名为官方保留字，请换一个',
  'validation.password.required': '请输入密码',
  'validation.password.length': '请输入{min}-{max}位密码，仅支持数字、英文、下划线',
  'validation.password.pattern': '请输入{min}-{max}位密码，仅支持数字、英文、下划线',
  'validation.password.mismatch': '两次输入的密码不一致',
  'validation.invitationCode.required': '请输入邀请码',
  'validation.invitationCode.max': '邀请码最多 {max} 个字符',
  'validation.phone.required': '请输入手机号',
  'validation.phone.pattern': '请输入正确的手机号',
  'validation.phone.prefix': '仅支持 +{prefix} 区号',
  'validation.captcha.required': '请输入验证码',
  'validation.captcha.incorrect': '请输入正确的验证码',
  'validation.captcha.resendIn': '{n}s 后重新发送',
  'validation.agreement.required': '请阅读并勾选同意用户协议和隐私政策',
  'validation.login.account.required': '请输入用户名/手机号',
  'validation.teamCode.required': '请输入班级码',
  'validation.teamCode.pattern': '请输入{length}位大写字母的班级码',
  'validation.teamLogin.name.required': '请选择你的姓名',
  'validation.teamLogin.card.required': '请选择你的卡片',
  'validation.rename.pattern': '请输入1-{max}位中文、字母、数字或下划线',
  'validation.slider.misaligned': '未完全对齐，请重试',

  // 000 · feedback
  'validation.feedback.type.required': '请选择反馈类型',
  'validation.feedback.subject.required': '请输入主题',
  'validation.feedback.subject.max': '主题最多 {max} 个字符',
  'validation.feedback.content.required': '请输入反馈内容',
  'validation.feedback.content.max': '反馈内容最多 {max} 个字符',
  'validation.feedback.contact.email': '邮箱格式不正确',
  'validation.feedback.image.type': '仅支持 jpg、jpeg、png、bmp 格式的图片',
  'validation.feedback.image.size': '文件过大，单个文件不能超过5M',
  'validation.feedback.image.count': '只能上传 {max} 张图片',

  // 000 · profile editor; 001/002 · cover upload
  'validation.image.uploadFailed': '上传封面失败',
  'validation.image.tooLarge': '图片文件过大',
  'validation.nickname.max': '昵称最多 {max} 个字符',
  'validation.nickname.pattern': '昵称支持中文、英文大小写、下划线、数字',
  'validation.nickname.restricted': '使用了受限词汇，请换个昵称试试',
  'validation.profile.description.max': '个人简介最多 {max} 个字符',

  // 001/002 · portfolios and collections
  'validation.portfolio.name.required': '请输入作品集名称',
  'validation.portfolio.name.max': '作品集名称最多 {max} 个字符',
  'validation.portfolio.description.max': '作品集描述最多 {max} 个字符',
  'validation.portfolio.cover.required': '请上传封面',
  'validation.portfolio.team.required': '请选择班级',
  'validation.invite.username.required': '请输入用户名',

  // 001 · course feedback and rating
  'validation.courseFeedback.item.required': '请选择反馈项',
  'validation.courseFeedback.content.max': '问题描述最多 {max} 个字符',
  'validation.courseFeedback.attachment.count': '最多可上传 {max} 个文件',
  'validation.courseFeedback.attachment.size': '{file} 文件超出5M!',
  'validation.courseFeedback.attachment.type': '{file} 文件格式不支持，仅支持 jpg、jpeg、png、pdf、doc、docx、zip、rar',
  'validation.rating.incomplete': '请完成全部五项评分',
  'validation.rating.range': '评分须在半星到 {max} 星之间',
  'validation.rating.comment.max': '评价内容最多 {max} 个字符',

  // 001 · teaching aids, teaching plans
  'validation.aid.positiveInteger': '请输入正整数',
  'validation.teachPlan.duplicate': '不能上传重复文件',
  'validation.teachPlan.type': '支持格式：.xlsx .docx .pdf',
  'validation.teachPlan.size': '单个文件不能超过5M',
  'validation.teachPlan.limit': '最多可启用 {max} 个教学计划',
  'validation.teachPlan.sort': '未知的教学计划排序方式',
  'validation.offline': '操作失败，请稍后再试',
  // Names and uploaded files' names (issue 25)
  'validation.text.invisible': '名称不能包含换行、控制字符或不可见字符',
  'validation.fileName.tooLong': '文件名最多 {max} 个字符',
  'validation.fileName.invisible': '文件名不能包含控制字符或不可见字符',

  // 001 · student account settings, authorize login
  'validation.settingsPassword.rule': '请输入{min}-{max}位字符，仅支持数字、英文字母、下划线',
  'validation.settingsPassword.mismatch': '两次密码不一致',
  'validation.settingsPassword.oldRequired': '请输入旧密码',
  'validation.authorize.password.required': '请输入正确的密码',
  'validation.authorize.phone': '请输入正确的手机号',
  'validation.authorize.account.notFound': '该账号不存在',

  // 002 · teams and students
  'validation.team.name.required': '请输入班级名称',
  'validation.team.name.max': '班级名称最多 {max} 个字符',
  'validation.team.name.comma': '班级名称不能包含逗号',
  'validation.team.description.max': '班级简介最多 {max} 个字符',
  'validation.team.hasStudents': '只能删除没有学生的班级',
  'validation.student.name.required': '请输入学生姓名',
  'validation.student.name.max': '学生姓名最多 {max} 个字符',
  'validation.student.name.pattern': '请输入中文、英文、数字或下划线',
  'validation.student.secretType.required': '请选择密钥类型',
  'validation.student.team.required': '请选择班级',
  'validation.bulk.empty': '请至少输入一个学生姓名',
  'validation.bulk.max': '每批最多创建 {max} 名学生',
  'validation.bulk.quota': '创建学生数量超出限制',
  'validation.campusStudent.username.required': '请输入学生用户名',
  'validation.teachers.required': '请选择授课教师',
  'validation.teachers.max': '最多可选择 {max} 位授课教师',

  // 002 · management centre: teachers, quotas, import
  'validation.teacher.name.required': '请输入教师姓名',
  'validation.teacher.name.max': '教师姓名最多 {max} 个字符',
  'validation.teacher.name.pattern': '仅支持中文、字母、数字、下划线',
  'validation.teacher.phone.isTeacher': '该手机号的账号已是当前校区的教师',
  'validation.teacher.phone.isStaff': '该手机号属于校区员工，请在上方菜单中选择',
  'validation.employee.required': '请选择员工',
  'validation.quotaMode.required': '请选择配额方式',
  'validation.quota.required': '请输入配额',
  'validation.quota.integer': '请输入整数',
  'validation.quota.range': '允许范围 {min} 到 {max}',
  'validation.quota.insufficient': '校区配额不足，请选择共享',
  'validation.import.type': '仅支持导入 .xlsx 文件',
  'validation.import.empty': '文件为空',
  'validation.import.tooLarge': '文件不能超过 {max} MB',

  // 002 · data analysis
  'validation.analytics.date': '日期格式须为 YYYYMMDD',
  'validation.analytics.order': '结束日期不能早于开始日期',
  'validation.analytics.span': '统计时间最多 {max} 天',
} as const;
