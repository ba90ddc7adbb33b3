/** Teaching plans (spec 001 §5, §6, §7, §8): refusals of the plan calls and the share answers. */
import { defineMessages } from './define';

export const teachPlanMessages = defineMessages('teachPlans', {
  notFound: { en: 'This teaching plan does not exist', zh: '该教学计划不存在' },
  builtIn: { en: 'The built-in plan can only be downloaded', zh: '内置教学计划只能下载' },
  notYours: { en: 'You can only change your own teaching plans', zh: '只能修改自己的教学计划' },
  sharedByOthers: { en: 'A plan shared by someone else can only be downloaded', zh: '他人共享的教学计划只能下载' },
  sharedNoEdit: { en: 'A shared plan can only be changed by a manager', zh: '已共享的教学计划只有管理员可以修改' },
  managersShare: { en: 'Only managers can share teaching plans', zh: '只有管理员可以共享教学计划' },
  courseBagNoShare: { en: 'Plans generated from course bags cannot be shared', zh: '课程包自动生成的教学计划不能共享' },
  noCampus: { en: 'Only plans of a campus can be shared', zh: '只有校区的教学计划可以共享' },
  shared: { en: 'Shared with the teachers of your campus', zh: '已共享给本校区的老师' },
  unshared: { en: 'Sharing cancelled', zh: '已取消共享' },
  alreadyShared: { en: 'This plan is already shared', zh: '该教学计划已经共享' },
  notShared: { en: 'This plan is not shared', zh: '该教学计划没有共享' },
  notCourseBag: { en: 'This is not a plan generated from a course bag', zh: '该教学计划不是课程包自动生成的教学计划' },
  courseBagByCampus: { en: 'Plans generated from course bags are changed through the campus', zh: '课程包生成的教学计划需通过校区修改' },
  fileRequired: { en: 'Please choose a file', zh: '请选择文件' },
  noFile: { en: 'This plan has no uploaded document', zh: '该教学计划没有上传的文档' },
  autoPlanOff: { en: 'Your campus does not generate plans from course bags', zh: '你的校区没有开启课程包自动生成教学计划' },
  noBags: { en: 'You hold no course bag to generate plans from', zh: '你没有可用于生成教学计划的课程包' },
  running: { en: 'A regeneration is already running, please wait', zh: '正在重新生成教学计划，请稍候' },
});
