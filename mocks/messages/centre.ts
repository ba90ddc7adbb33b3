/**
 * The management centre: teachers, campus students, the import, the quotas and the service
 * period (spec 002 §4.6-4.8, §5, §8). Quota refusals are shared by every create of any page.
 */
import { defineMessages } from './define';

export const centreMessages = defineMessages('centre', {
  // the staff limit (002 §5, §8); the service period and the quota messages are the teams' and the validation catalogue's
  staffFull: {
    en: 'The number of employees has reached the limit of {max}; call the sales line to raise it',
    zh: '员工数量已达上限 {max} 人，如需提升请致电销售',
  },

  // teachers (002 §4.7, §5, §8)
  staffNotChoosable: { en: 'This staff member cannot be chosen', zh: '该员工不可选择' },
  alreadyTeacher: { en: 'This person is already a teacher of the campus', zh: '该用户已是本校区的教师' },
  notCampusTeam: { en: 'Team {id} is not a team of this campus', zh: '班级 {id} 不属于本校区' },
  teamFull: { en: 'Team {name} already has 3 teaching teachers', zh: '班级 {name} 已有 3 位任课教师' },
  teamLeftWithoutTeacher: { en: 'Team {name} would be left without a teaching teacher', zh: '班级 {name} 将没有任课教师' },
  courseNotInCampus: { en: 'The assigned courses include a course this campus does not have', zh: '分配的课程中包含本校区没有的课程' },
  bagNotInCampus: { en: 'The assigned course bags include a bag this campus does not have', zh: '分配的课程包中包含本校区没有的课程包' },
  inviteSent: { en: "Invite sent, awaiting the other person's confirmation", zh: '邀请已发送，等待对方确认' },
  teacherAdded: { en: 'Teacher added', zh: '添加成功' },
  modified: { en: 'Modified', zh: '修改成功' },
  ownManagerRole: { en: 'You cannot change your own manager role', zh: '不能修改自己的管理员身份' },
  lastManager: { en: 'The campus must keep at least one manager', zh: '校区至少需要保留一位管理员' },
  cannotDeleteSelf: { en: 'You cannot delete yourself; please ask another manager', zh: '不能删除自己，请联系其他管理员操作' },
  onlyTeacher: {
    en: '{name} is the only teacher of {team}, which is being taught; change its teachers first',
    zh: '{name} 是正在授课的班级 {team} 的唯一任课教师，请先更换该班级的任课教师',
  },
  campusManagerStays: { en: 'The campus manager cannot be removed', zh: '不能删除校区负责人' },
  deleted: { en: 'Deleted', zh: '删除成功' },
  inviteWithdrawn: { en: 'Invitation withdrawn', zh: '邀请已撤回' },
  stillHasRole: { en: 'This person still has a role in the campus', zh: '该用户在本校区仍有职务' },
  otherCampuses: { en: 'This account belongs to other campuses; move it out of this campus instead', zh: '该账号还属于其他校区，请改为移出本校区' },
  onlyCampus: { en: 'This is the only campus of the account; apply to delete the account instead', zh: '这是该账号唯一的校区，请改为申请删除账号' },
  movedOut: { en: 'Moved out', zh: '已移出' },
  applied: { en: 'Applied', zh: '已申请' },
  invitePending: { en: 'The invitation has not been accepted yet', zh: '对方尚未接受邀请' },
  resetSent: { en: 'A new password has been sent by SMS', zh: '新密码已通过短信发送' },
  resetSms: { en: 'Teaching Cloud: your password was reset by your campus. Your new password is {password}', zh: '【教学云】校区已为你重置密码，新密码为 {password}' },

  // notifications to the person concerned (001 §3 verbs)
  invitedNote: { en: 'invited you to join the campus as a teacher', zh: '邀请你以教师身份加入校区' },
  setUpTeacherNote: { en: 'set you up as a teacher of the campus', zh: '将你设置为校区教师' },
  setUpManagerNote: { en: 'set you up as a manager of the campus', zh: '将你设置为校区管理员' },
  deleteTeacherNote: { en: 'revoked your teacher role; your teams and works now belong to the campus', zh: '撤销了你的教师身份，你的班级和作品集已移交校区' },
  deleteManagerNote: { en: 'revoked your manager role', zh: '撤销了你的管理员身份' },
  commentsOnNote: { en: 'Commenting has been turned on for your account.', zh: '你的账号已恢复评论权限。' },
  commentsOffNote: { en: 'Commenting has been turned off for your account.', zh: '你的账号已被禁止评论。' },

  // campus students (002 §4.8, §5, §8)
  nameTaken: { en: 'Team {team} already has a student named {name}', zh: '班级 {team} 已有名为 {name} 的学生' },
  secretRequired: { en: 'Please give the student a key', zh: '请为学生设置密钥' },
  unknownPicture: { en: 'This key picture does not exist', zh: '该图片密钥不存在' },
  commentsWhileFrozen: { en: 'The comment permission cannot change while the account is frozen', zh: '账号冻结期间不能修改评论权限' },
  passwordAlreadySet: { en: 'The student has set a password of their own', zh: '该学生已设置密码' },
  studentDeleted: { en: 'Student account deleted', zh: '学生账号已删除' },

  // several campus students at once (beyond the spec: docs/api.md)
  batchIds: { en: 'Choose between 1 and {max, plural, one {# student} other {# students}} of this campus', zh: '请选择 1 至 {max} 名本校区的学生' },
  batchSwitch: { en: 'Give one of is_freeze or allow_comments, true or false', zh: '请只给出 is_freeze 或 allow_comments 之一，取值 true 或 false' },
  alreadyFrozen: { en: 'Already frozen', zh: '已是冻结状态' },
  notFrozen: { en: 'Not frozen', zh: '未被冻结' },
  commentsAlreadyAllowed: { en: 'Already allowed to comment', zh: '已允许评论' },
  commentsAlreadyForbidden: { en: 'Already forbidden to comment', zh: '已禁止评论' },
  alreadyOnlyIn: { en: 'Already only in {team}', zh: '已只在班级 {team} 中' },

  // the import (002 §5, §8)
  fileRequired: { en: 'Please choose an .xlsx file', zh: '请选择 .xlsx 文件' },
  notWorkbook: { en: 'The file is not a valid .xlsx workbook', zh: '文件不是有效的 .xlsx 工作簿' },
  noHeader: { en: 'The first row must be the template header with the name and team columns', zh: '第一行必须是模板的表头，包含姓名和班级两列' },
  noRows: { en: 'The file has no students', zh: '文件中没有学生' },
  tooManyRows: { en: 'At most {max, plural, one {# student} other {# students}} can be imported at a time', zh: '每次最多导入 {max} 名学生' },
  importDone: { en: '{created, plural, one {# student} other {# students}} created, {skipped, plural, one {# row} other {# rows}} skipped', zh: '已创建 {created} 名学生，跳过 {skipped} 行' },
  importPreview: { en: 'Nothing written yet: {fits, plural, one {# student} other {# students}} can be created, {skipped, plural, one {# row} other {# rows}} would be skipped', zh: '尚未写入：可创建 {fits} 名学生，将跳过 {skipped} 行' },
  importNothing: { en: 'Nothing imported: {skipped, plural, one {# row is} other {# rows are}} not valid and every row must be', zh: '未导入任何学生：有 {skipped} 行无效，而本次要求全部有效' },
  flagValue: { en: 'Use true or false', zh: '只能是 true 或 false' },

  // the import template's texts (written into the workbook in the reader's language)
  templateFile: { en: 'student-import-template.xlsx', zh: '学生导入模板.xlsx' },
  templateStudents: { en: 'Students', zh: '学生' },
  templateTeams: { en: 'Teams', zh: '班级列表' },
  templateName: { en: 'Name', zh: '姓名' },
  templateTeam: { en: 'Team', zh: '班级' },
  templateKeyType: { en: 'Key type (word or picture)', zh: '密钥类型（文字或图片）' },
  templateTeamName: { en: 'Team name', zh: '班级名称' },
  templateTeamCode: { en: 'Team code', zh: '班级码' },
});
