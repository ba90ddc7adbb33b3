/**
 * Server-side records of the mock API: one table for every entity of section 3 of the three
 * spec documents, plus the server's own bookkeeping (tokens, SMS codes, captchas, locks).
 * Records are normalised (foreign keys, not nested objects); handlers shape the answers.
 * Dates are ISO strings (YYYY-MM-DD for days, full ISO for instants).
 *
 * Where a record is the entity the client sees, it is written as that type of src/types with
 * the fields the server computes left out (`Omit`/`Pick`) and its own keys added, so a field
 * renamed in the API changes here too. Bookkeeping records have no client type.
 */
import type { UserType, User, OrganizationData, TeamData } from '@/types/user';
import type { FeedbackType, Notification, TopNotification } from '@/types/notification';
import type { Course, CourseBag, CourseChapter, CourseProject, CourseUnit, Favorite, LearningHistory, PlanSort, Software, TeachPlan } from '@/types/content';
import type { Studio, StudioActivity, StudioMember } from '@/types/portfolio';
import type { Employee, LmsProject, OrgStudent, Team, TeamStudent } from '@/types/manage';
import type { Extension, HourBand, UsagePlatform } from '@/types/analytics';
import type { HomeComment } from '@/types/user';
import type { ActivityKind, ActivitySubject } from '@/types/activity';
import type { Message } from '../messages/define';
import { Table } from './table';

export interface UserRecord
  extends Pick<
      User,
      | 'id'
      | 'username'
      | 'phone'
      | 'email'
      | 'name'
      | 'student_name'
      | 'regional_username'
      | 'description'
      | 'avatar_url'
      | 'changed_username'
      | 'open_id'
      | 'user_is_used_invitation'
      | 'courses_server_start'
      | 'courses_server_end_date'
    >,
    /** standalone teacher limits (team_data); 0 means none allowed */
    Pick<TeamData, 'max_team' | 'max_team_people' | 'max_team_studios_num'> {
  password: string;
  /** role outside any campus: students and null-type users; standalone teachers are 'teacher' */
  user_type: UserType;
  /** students: login-card login allowed */
  key_login_enabled: boolean;
  /** the campus the user has selected (organisation id) */
  selected_org_id: number | null;
  created_at: string;
}

/** A campus: organization_data without the usage counters, which are computed from the rows. */
export type OrganizationRecord = Omit<
  OrganizationData,
  | 'staff_nums'
  | 'invited_staff_nums'
  | 'allot_student_nums'
  | 'teacher_used_student_nums'
  | 'used_student_nums'
  | 'allot_team_nums'
  | 'teacher_used_team_nums'
  | 'used_team_nums'
  | 'allot_team_studios_nums'
  | 'teacher_team_studios_nums'
  | 'used_team_studios_nums'
>;

/** A teacher's or manager's place in a campus (employee). */
export interface EmployeeRecord extends Pick<Employee, 'id' | 'name' | 'phone' | 'status' | 'is_new' | 'is_manager' | 'is_campus_manager' | 'created_at'> {
  org_id: number;
  user_id: number;
  is_teacher: boolean;
  /** true: shares the campus quota; false: dedicated quota below */
  is_full: boolean;
  student_num: number;
  team_num: number;
  sample_reels: number;
  courses: number[];
  course_bags: number[];
  /** invitations expire */
  invite_expires_at: string | null;
  /** an invitation's teams, taught once it is accepted */
  pending_team_ids: number[];
}

/** A student's account in a campus (org student). */
export interface OrgStudentRecord extends Pick<OrgStudent, 'id' | 'secret_type' | 'secret' | 'secret_image' | 'is_freeze' | 'allow_comments' | 'created_at'> {
  org_id: number | null;
  user_id: number;
}

export interface TeamRecord
  extends Pick<Team, 'id' | 'code' | 'name' | 'cover' | 'description' | 'show_key' | 'key_type' | 'is_touch' | 'created_at' | 'oj_platform' | 'exam_platform'> {
  teacher_ids: number[];
  creator_id: number;
  org_id: number | null;
  courses: number[];
  course_bags: number[];
  /** course ids hidden from students (control_type 2) */
  hidden_courses: number[];
}

export interface TeamStudentRecord extends Pick<TeamStudent, 'id' | 'name' | 'key_type' | 'secret' | 'secret_image'> {
  team_id: number;
  user_id: number;
  created_at: string;
}

/** A project: the list item without its author's name, with the owner's id. */
export interface ProjectRecord extends Omit<LmsProject, 'author_username'> {
  owner_id: number;
  /** the course unit the project was made for (the progress grid's cells); absent when none */
  unit_id?: number | null;
}

export interface StudioRecord extends Pick<Studio, 'id' | 'code' | 'kind' | 'title' | 'description' | 'cover' | 'is_touch' | 'created_at'> {
  owner_id: number;
  org_id: number | null;
  team_id: number | null;
}

export interface StudioMemberRecord extends Pick<StudioMember, 'id' | 'user_id' | 'role' | 'created_at'> {
  studio_id: number;
  /** an invitation not yet accepted */
  invited: boolean;
}

export interface StudioProjectRecord {
  id: number;
  studio_id: number;
  project_id: number;
  added_by: number;
  created_at: string;
}

export interface StudioActivityRecord extends Pick<StudioActivity, 'id' | 'verb' | 'tgt_name' | 'tgt_content' | 'obj_name' | 'created_at'> {
  studio_id: number;
  actor_id: number;
}

export interface StudioFollowRecord {
  id: number;
  studio_id: number;
  user_id: number;
  created_at: string;
}

/**
 * An external share link generated for a public project (spec 002 §4.1: withdrawing a project
 * deletes every share link already generated).
 */
export interface ProjectShareLinkRecord {
  id: number;
  project_id: number;
  code: string;
  created_at: string;
}

export type CourseUnitRecord = CourseUnit;

/** A course with its chapters (the answer's `units`); the answer's unit_id, code and msg are per request. */
export interface CourseRecord extends Omit<Course, 'units' | 'unit_id' | 'code' | 'msg' | 'aliyun_token_info'> {
  chapters: CourseChapter[];
  is_hot: boolean;
  created_at: string;
}

export interface CourseBagRecord extends Omit<CourseBag, 'courses' | 'cover'> {
  /** course ids, in the bag's order */
  courses: number[];
  /** organisations owning the bag */
  org_ids: number[];
}

export interface CourseProjectRecord extends CourseProject {
  created_at: string;
}

/** Course feedback (spec 001 §3): the attachments are kept as names and sizes only. */
export interface CourseFeedbackRecord {
  id: number;
  user_id: number;
  course_id: number;
  item: number;
  content: string;
  attachments: { name: string; size: number }[];
  created_at: string;
}

/** A teacher's rating of a course (spec 001 §3 "Course grade"). */
export interface CourseGradeRecord {
  id: number;
  user_id: number;
  course_id: number;
  simple: number;
  vividness: number;
  teaching_objective: number;
  interest: number;
  effective: number;
  content: string;
  created_at: string;
}

export interface FavoriteRecord extends Pick<Favorite, 'id' | 'project_id' | 'created_at'> {
  user_id: number;
}

export interface HistoryRecord extends Pick<LearningHistory, 'id' | 'resourcetype' | 'course' | 'unit' | 'project' | 'updated_at'> {
  user_id: number;
}

/** A notification: the answer without its actor's names, which come from the actor's row. */
export interface NotificationRecord
  extends Omit<Notification, 'actor_username' | 'actor_nick' | 'actor_name' | 'actor_regional_username' | 'actor_avatar'> {
  recipient_id: number;
  actor_id: number | null;
  /** when mark_all read it (issue 32: the unread-only view asks what was unread as of an instant); absent while unread or seeded read */
  read_at?: string | null;
}

/** When a top notice shows: the answer's top_data, stored flat. */
type TopWindow = TopNotification['top_data'];

export interface TopNotificationRecord extends Pick<TopNotification, 'id' | 'description'>, TopWindow {
  /** users who dismissed it (mark_top_notification) */
  dismissed_by: number[];
}

export interface FeedbackRecord {
  id: number;
  user_id: number;
  feedback_type: FeedbackType;
  subject: string;
  content: string;
  contact: string;
  image_name: string;
  created_at: string;
}

export interface CommentRecord extends Pick<HomeComment, 'id' | 'content' | 'created_at'> {
  /** the user whose home page carries the comment */
  target_user_id: number;
  author_id: number;
  parent_id: number | null;
  deleted: boolean;
}

export interface TeachPlanRecord
  extends Pick<TeachPlan, 'id' | 'file_name' | 'file_url' | 'file_size' | 'course_bag_tag' | 'course_bag' | 'enable' | 'is_share' | 'created_at'> {
  /** 0 for the platform's built-in plan */
  owner_id: number;
  org_id: number | null;
  /** an uploaded document's key in the file store (mocks/db/file-store.ts); null for the demo's static ones */
  file_key: string | null;
  auto_generated: boolean;
  sort: number;
}

/** A user's plan settings: the order of their plan list (spec 001 §3 "Plan settings"). */
export interface PlanSettingsRecord {
  id: number;
  user_id: number;
  plan_sort: PlanSort;
}

/** A regeneration of a user's course-bag plans (POST then polled, spec 001 §4). */
export interface PlanRegenerationRecord {
  id: number;
  user_id: number;
  status: 'running' | 'success' | 'failed';
  /** why a run failed ('' otherwise) */
  message: Message | '';
  started_at: string;
}

export type SoftwareRecord = Software;

export type ExtensionRecord = Pick<Extension, 'id' | 'name' | 'logo'>;

export interface ExtensionUseRecord {
  id: number;
  user_id: number;
  extension_id: number;
  count: number;
}

/** One user's usage on one day: the raw series every analytics answer is computed from. */
export interface DailyUsageRecord {
  id: number;
  user_id: number;
  org_id: number | null;
  date: string;
  /** minutes per hour band, teaching cloud (online) */
  online_bands: Record<HourBand, number>;
  /** minutes per hour band, creative platform */
  creative_bands: Record<HourBand, number>;
  projects_submitted: number;
}

export interface CourseWatchRecord {
  id: number;
  user_id: number;
  course_id: number;
  unit_id: number;
  seconds: number;
  date: string;
}

export interface InvitationCodeRecord {
  id: number;
  code: string;
  /** teacher permission days granted */
  days: number;
  used_by: number | null;
}

export interface TokenRecord {
  id: number;
  token: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  revoked: boolean;
}

export interface SmsCodeRecord {
  id: number;
  phone: string;
  purpose: 'login' | 'register' | 'forget';
  code: string;
  sent_at: string;
  used: boolean;
}

export interface CaptchaRecord {
  id: number;
  captcha_id: string;
  /** the gap position as a fraction of 250 */
  target: number;
  passed_phone: string | null;
  purpose: 'login' | 'register' | 'forget' | null;
  created_at: string;
}

export interface ForgetCodeRecord {
  id: number;
  code: string;
  user_id: number;
  created_at: string;
  used: boolean;
}

/**
 * A hand-off code (spec 000 §4, the redirect's needHash): it stands for one session, lives a
 * minute and is exchanged once for that session, so no session token rides in an address.
 */
export interface HandoffCodeRecord {
  id: number;
  code: string;
  /** the session the code hands over */
  token: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  used: boolean;
}

export interface ScanLoginRecord {
  id: number;
  scan_id: string;
  user_id: number | null;
  status: 'waiting' | 'confirmed' | 'used';
  created_at: string;
}

/** A WeChat link started on /accountsetting, waiting for the chat app to answer (spec 002 §4.9). */
export interface WechatBindRecord {
  id: number;
  bind_id: string;
  user_id: number;
  status: 'waiting' | 'done';
  created_at: string;
}

export interface CardLockRecord {
  id: number;
  /** `${teamCode}:${name}` */
  key: string;
  failures: number;
  locked_until: string | null;
}

/** The last counted usage report of a user for one platform (the rate limit's key). */
export interface UsageReportRecord {
  id: number;
  /** `${user_id}:${platform}` */
  key: string;
  user_id: number;
  platform: UsagePlatform;
  reported_at: string;
}

export interface ClickLogRecord {
  id: number;
  user_id: number;
  kind: 'exam' | 'judge' | 'typing';
  platform: '1' | '2';
  created_at: string;
}

/** An SMS the server sent (the mock sends none: it keeps them, so the demo and the tests can read them). */
export interface SmsMessageRecord {
  id: number;
  phone: string;
  user_id: number;
  purpose: 'password_reset';
  /** the text, a catalogue message (read in the reader's language) */
  text: string;
  sent_at: string;
}

/** A manager's application to delete the account of a person who has no role and no other campus. */
export interface AccountDeletionRecord {
  id: number;
  user_id: number;
  org_id: number;
  requested_by: number;
  created_at: string;
}

/**
 * One teaching-cloud account on the third-party account host (spec 001 §7): whether its phone is
 * authorized for real-name verification, and the third-party account it is bound to (one only).
 */
export interface ThirdPartyLinkRecord {
  id: number;
  user_id: number;
  phone_status: boolean;
  /** the authorized phone; '' when not authorized */
  phone: string;
  platform: string;
  /** the bound third-party account; '' until bound */
  uid: string;
  bound_at: string | null;
}

/** One change a campus's staff made (the activity log, issue 32), stored with the change itself. */
export interface ActivityRecord {
  id: number;
  org_id: number;
  actor_id: number;
  /** the actor's name when they acted */
  actor_name: string;
  kind: ActivityKind;
  subject: ActivitySubject;
  /** the name of what was changed, as it was */
  target: string;
  created_at: string;
}

export function createTables() {
  return {
    users: new Table<UserRecord>('users', ['username', 'phone']),
    organizations: new Table<OrganizationRecord>('organizations', []),
    employees: new Table<EmployeeRecord>('employees', ['org_id', 'user_id']),
    orgStudents: new Table<OrgStudentRecord>('orgStudents', ['org_id', 'user_id']),
    teams: new Table<TeamRecord>('teams', ['code', 'org_id', 'creator_id', 'teacher_ids']),
    teamStudents: new Table<TeamStudentRecord>('teamStudents', ['team_id', 'user_id']),
    projects: new Table<ProjectRecord>('projects', ['owner_id']),
    studios: new Table<StudioRecord>('studios', ['code', 'owner_id', 'org_id', 'team_id']),
    studioMembers: new Table<StudioMemberRecord>('studioMembers', ['studio_id', 'user_id']),
    studioProjects: new Table<StudioProjectRecord>('studioProjects', ['studio_id', 'project_id']),
    studioActivities: new Table<StudioActivityRecord>('studioActivities', ['studio_id']),
    studioFollows: new Table<StudioFollowRecord>('studioFollows', ['studio_id', 'user_id']),
    projectShareLinks: new Table<ProjectShareLinkRecord>('projectShareLinks', ['project_id']),
    courses: new Table<CourseRecord>('courses', ['campus']),
    courseBags: new Table<CourseBagRecord>('courseBags', ['org_ids']),
    courseProjects: new Table<CourseProjectRecord>('courseProjects', []),
    courseFeedback: new Table<CourseFeedbackRecord>('courseFeedback', ['course_id', 'user_id']),
    courseGrades: new Table<CourseGradeRecord>('courseGrades', ['course_id', 'user_id']),
    favorites: new Table<FavoriteRecord>('favorites', ['user_id', 'project_id']),
    histories: new Table<HistoryRecord>('histories', ['user_id']),
    notifications: new Table<NotificationRecord>('notifications', ['recipient_id']),
    topNotifications: new Table<TopNotificationRecord>('topNotifications', []),
    feedback: new Table<FeedbackRecord>('feedback', ['user_id']),
    comments: new Table<CommentRecord>('comments', ['target_user_id', 'parent_id']),
    teachPlans: new Table<TeachPlanRecord>('teachPlans', ['owner_id', 'org_id']),
    planSettings: new Table<PlanSettingsRecord>('planSettings', ['user_id']),
    planRegenerations: new Table<PlanRegenerationRecord>('planRegenerations', ['user_id']),
    software: new Table<SoftwareRecord>('software', []),
    extensions: new Table<ExtensionRecord>('extensions', []),
    extensionUses: new Table<ExtensionUseRecord>('extensionUses', ['user_id']),
    dailyUsage: new Table<DailyUsageRecord>('dailyUsage', ['user_id', 'org_id', 'date']),
    courseWatches: new Table<CourseWatchRecord>('courseWatches', ['user_id', 'course_id']),
    invitationCodes: new Table<InvitationCodeRecord>('invitationCodes', ['code']),
    tokens: new Table<TokenRecord>('tokens', ['token', 'user_id']),
    smsCodes: new Table<SmsCodeRecord>('smsCodes', ['phone']),
    captchas: new Table<CaptchaRecord>('captchas', ['captcha_id']),
    forgetCodes: new Table<ForgetCodeRecord>('forgetCodes', ['code']),
    scanLogins: new Table<ScanLoginRecord>('scanLogins', ['scan_id']),
    handoffCodes: new Table<HandoffCodeRecord>('handoffCodes', ['code']),
    wechatBinds: new Table<WechatBindRecord>('wechatBinds', ['bind_id']),
    cardLocks: new Table<CardLockRecord>('cardLocks', ['key']),
    clickLogs: new Table<ClickLogRecord>('clickLogs', ['user_id']),
    smsMessages: new Table<SmsMessageRecord>('smsMessages', ['phone']),
    accountDeletions: new Table<AccountDeletionRecord>('accountDeletions', ['user_id']),
    usageReports: new Table<UsageReportRecord>('usageReports', ['key']),
    thirdPartyLinks: new Table<ThirdPartyLinkRecord>('thirdPartyLinks', ['user_id', 'uid']),
    activities: new Table<ActivityRecord>('activities', ['org_id']),
  };
}

export type Tables = ReturnType<typeof createTables>;
export type TableName = keyof Tables;
