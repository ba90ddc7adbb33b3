/**
 * Teams, their students, course management and login cards (spec 002 §2.5-2.7, §4.2-4.4, §5-§8).
 * The rules' own messages (names, counts, teachers) come from the validation catalogue.
 */
import { defineMessages } from './define';

export const teamMessages = defineMessages('teams', {
  // spec 002 §8 "Team not found: info team not found"
  teamNotFound: { en: 'Team not found', zh: '班级不存在' },
  notYourTeam: { en: 'You do not teach or manage this team', zh: '你没有管理这个班级的权限' },
  creatorOnly: { en: 'Only the teacher who created this team can manage its students', zh: '只有创建这个班级的老师才能管理班级学生' },
  serviceNotStarted: { en: 'The service has not started yet, please wait', zh: '服务尚未开始，请耐心等待' },
  serviceExpired: { en: 'The service has expired', zh: '服务已到期' },
  teamQuota: { en: 'The number of teams has reached the limit', zh: '班级数量已达上限' },
  teacherUnknown: { en: 'Teacher {id} is not a teacher of this campus', zh: '教师 {id} 不是本校区的教师' },
  standaloneTeachers: { en: 'A team without a campus is taught by its creator only', zh: '无校区的班级只能由创建者授课' },
  replaceTeachersDenied: { en: 'Only managers and standalone teachers can change the teaching teachers', zh: '只有管理员和独立教师可以更换授课教师' },
  coverUnknown: { en: 'Please choose one of the offered covers', zh: '请选择提供的封面之一' },
  keyTypeInvalid: { en: 'The login key type must be image or word', zh: '登录密钥类型只能是图片或文字' },
  platformOff: { en: 'This question bank is not enabled for the campus', zh: '校区未开通该题库' },
  platformValue: { en: 'Use 1 (off) or 2 (on)', zh: '只能是 1（关闭）或 2（开启）' },
  booleanField: { en: 'Must be true or false', zh: '必须是 true 或 false' },
  fixedKeyType: { en: 'The key type of a team cannot be changed after creation', zh: '班级创建后不能修改登录密钥类型' },
  nameNotEditable: { en: 'The team name cannot be changed here', zh: '这里不能修改班级名称' },
  deleteConfirm: { en: 'Deleting a team needs flag=true', zh: '删除班级需要 flag=true' },
  deleteDenied: { en: 'Only the teacher who created this team can delete it', zh: '只有创建这个班级的老师才能删除它' },
  // students
  nameTaken: { en: 'This team already has a student named {name}', zh: '班级中已有名为 {name} 的学生' },
  batchBody: { en: 'Send a list of students, each with a name', zh: '请发送学生列表，每个学生包含姓名' },
  studentNotFound: { en: 'No such student in this team', zh: '班级中没有这个学生' },
  studentCreated: { en: 'Student created', zh: '学生已创建' },
  orgStudentUnknown: { en: 'No student with the username {username} in this campus', zh: '本校区没有用户名为 {username} 的学生' },
  orgStudentAlready: { en: '{name} is already in this team', zh: '{name} 已在这个班级中' },
  orgStudentAdded: { en: '{name} has been added to the team', zh: '{name} 已加入班级' },
  campusTeamsOnly: { en: 'Only campus teams can add campus students', zh: '只有校区班级可以添加校区学生' },
  keysOrgOnly: { en: 'Keys are changed on campus teams by the teacher who created them', zh: '只有校区班级的创建者可以更换密钥' },
  moveTargetRequired: { en: 'Please choose a team', zh: '请选择班级' },
  moveSameTeam: { en: 'The student is already in this team', zh: '学生已在这个班级中' },
  moveOtherCampus: { en: 'Students can only move to a team of the same campus', zh: '学生只能转到同一校区的班级' },
  moveTargetDenied: { en: 'You cannot add students to that team', zh: '你不能向那个班级添加学生' },
  moveIdsRequired: { en: 'Please choose the students to move', zh: '请选择要转班的学生' },
  // courses
  courseNotAllowed: { en: 'Course {id} is not available to you', zh: '课程 {id} 不在你可用的课程中' },
  bagNotAllowed: { en: 'Course bag {id} is not available to you', zh: '课程包 {id} 不在你可用的课程包中' },
  bagsManagerOnly: { en: 'Only a manager can assign course bags, and only when the campus allows them', zh: '只有管理员可以分配课程包，且校区需开通课程包' },
  courseNotInTeam: { en: 'Course {id} is not in this team', zh: '课程 {id} 不在这个班级中' },
  idList: { en: 'Send a list of ids', zh: '请发送编号列表' },
  visibilityOff: { en: 'Per-course visibility needs the campus to control it per team (control_type 2)', zh: '校区未开启按班级控制课程可见（control_type 2）' },
  orderValue: { en: 'Use asc or desc', zh: '只能是 asc 或 desc' },
});
