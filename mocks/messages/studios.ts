/**
 * Portfolios (studios, work collections): lists, create and change, works, members, invitations,
 * follows and activity (spec 001 §3-§8, 002 §2.3-2.4, §4.5, §5-§8).
 */
import { defineMessages } from './define';

export const studioMessages = defineMessages('studios', {
  notFound: { en: 'This work collection was deleted by its creator', zh: '该作品集已被创建者删除' },
  kindInvalid: { en: 'The kind must be personal, team or area', zh: '作品集类型只能是 personal、team 或 area' },
  scopeInvalid: { en: 'The scope must be mine or org', zh: '范围只能是 mine 或 org' },
  orgScopeDenied: { en: 'Only managers of the campus can list all its portfolios', zh: '只有校区管理员可以查看校区的全部作品集' },
  nullTypeDenied: { en: 'Your account cannot create portfolios', zh: '你的账号不能创建作品集' },
  staffOnly: { en: 'Only teachers and managers can create team and regional portfolios', zh: '只有教师和管理员可以创建班级作品集和区域作品集' },
  areaNeedsCampus: { en: 'Regional portfolios belong to a campus: join one first', zh: '区域作品集属于校区，请先加入校区' },
  quotaReached: { en: 'The number of portfolios has reached the limit', zh: '作品集数量已达上限' },
  teamNotPickable: { en: 'Choose one of the teams you created', zh: '请选择你创建的班级' },
  editDenied: { en: 'Only the owner and managers can change this portfolio', zh: '只有创建者和管理员可以修改该作品集' },
  deleteDenied: { en: 'You may not delete this portfolio', zh: '你没有删除该作品集的权限' },
  regionalDeletePath: { en: 'Regional portfolios are deleted with the regional delete call (…/regional/)', zh: '区域作品集请通过区域删除接口（…/regional/）删除' },
  notRegional: { en: 'This portfolio is not a regional one', zh: '该作品集不是区域作品集' },
  touchOnly: { en: 'Only is_touch can be changed here', zh: '这里只能修改 is_touch' },
  // follows
  followed: { en: 'Followed', zh: '关注成功' },
  alreadyFollowing: { en: 'You already follow this portfolio', zh: '你已经关注了这个作品集' },
  // works
  addDenied: { en: 'Only members of this portfolio can add works', zh: '只有作品集成员可以添加作品' },
  otherSchool: { en: 'This portfolio does not belong to your current school', zh: '该作品集不属于你当前所在的学校' },
  projectIdsRequired: { en: 'Send the ids of the works to add', zh: '请提供要添加的作品' },
  tooManyWorks: { en: 'At most {max, plural, one {# work} other {# works}} can be added at once', zh: '一次最多添加 {max} 个作品' },
  notYourWork: { en: 'You can only add your own works', zh: '只能添加自己的作品' },
  notPublic: { en: 'Only public works can be added to a portfolio', zh: '只有公开的作品才能加入作品集' },
  workNotIn: { en: 'This work is not in the portfolio', zh: '该作品不在作品集中' },
  removeWorkDenied: { en: 'Only its author, a manager or the owner can remove this work', zh: '只有作品作者、管理员或创建者可以移除该作品' },
  // members
  inviteDenied: { en: 'Only the owner and managers can invite members', zh: '只有创建者和管理员可以邀请成员' },
  userUnknown: { en: 'User {username} does not exist', zh: '用户 {username} 不存在' },
  alreadyMember: { en: '{username} is already a member of this portfolio', zh: '{username} 已经是该作品集的成员' },
  alreadyInvited: { en: '{username} has already been invited', zh: '已经邀请过 {username}' },
  memberNotFound: { en: 'This member is not in the portfolio', zh: '该成员不在作品集中' },
  ownerFixed: { en: 'The owner of a portfolio cannot be changed or removed', zh: '作品集创建者不能被修改或移除' },
  roleInvalid: { en: 'The role must be manager or curator', zh: '角色只能是 manager 或 curator' },
  promoteDenied: { en: 'Only the owner and managers can promote, and only curators to manager', zh: '只有创建者和管理员可以升职，且只能将参与者升为管理员' },
  demoteDenied: { en: 'Only the owner can make a manager a curator again', zh: '只有创建者可以将管理员降为参与者' },
  removeMemberDenied: { en: 'You may not remove this member', zh: '你没有移除该成员的权限' },
  noInvitation: { en: 'You have not been invited to this portfolio', zh: '你没有收到该作品集的邀请' },
  acceptRole: { en: 'An invitation is accepted as curator', zh: '接受邀请后的角色为参与者' },
});
