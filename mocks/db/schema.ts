/**
 * Server-side records of the mock API: one table for every entity of section 3 of the three
 * spec documents, plus the server's own bookkeeping (tokens, SMS codes, captchas, locks).
 * Records are normalised (foreign keys, not nested objects); handlers shape the answers.
 * Dates are ISO strings (YYYY-MM-DD for days, full ISO for instants).
 */
import type { UserType, PlatformFlag } from '@/types/user';
import type { NotificationVerb, FeedbackType } from '@/types/notification';
import type { HistoryType } from '@/types/content';
import type { ActivityVerb, StudioKind } from '@/types/portfolio';
import type { ProjectPlatform, SecretType } from '@/types/manage';
import type { HourBand } from '@/types/analytics';
import { Table } from './table';

export interface UserRecord {
  id: number;
  username: string;
  password: string;
  phone: string;
  email: string;
  /** role outside any campus: students and null-type users; standalone teachers are 'teacher' */
  user_type: UserType;
  name: string;
  student_name: string;
  regional_username: string;
  description: string;
  avatar_url: string;
  changed_username: boolean;
  open_id: string;
  user_is_used_invitation: boolean;
  /** standalone teacher limits (team_data); 0 means none allowed */
  max_team: number;
  max_team_people: number;
  max_team_studios_num: number;
  /** teacher-permission period of a standalone teacher */
  courses_server_start: string;
  courses_server_end_date: string;
  /** students: login-card login allowed */
  key_login_enabled: boolean;
  /** the campus the user has selected (organisation id) */
  selected_org_id: number | null;
  created_at: string;
}

export interface OrganizationRecord {
  id: number;
  name: string;
  org_type: string;
  text_mark: string;
  image_mark: string;
  open_date: string;
  start_date: string;
  end_date: string;
  overall_organization_data: boolean;
  personal_data_center: boolean;
  allow_course_bag: boolean;
  auto_plan: boolean;
  control_type: 1 | 2;
  snap_platform: PlatformFlag;
  exam_platform: PlatformFlag;
  oj_platform: PlatformFlag;
  max_staff: number;
  max_student: number;
  max_team: number;
  max_team_studios_num: number;
}

/** A teacher's or manager's place in a campus (employee). */
export interface EmployeeRecord {
  id: number;
  org_id: number;
  user_id: number;
  name: string;
  phone: string;
  /** 0 invited and pending, 1 active */
  status: 0 | 1;
  is_new: boolean;
  is_manager: boolean;
  is_teacher: boolean;
  is_campus_manager: boolean;
  /** true: shares the campus quota; false: dedicated quota below */
  is_full: boolean;
  student_num: number;
  team_num: number;
  sample_reels: number;
  courses: number[];
  course_bags: number[];
  /** invitations expire */
  invite_expires_at: string | null;
  created_at: string;
}

/** A student's account in a campus (org student). */
export interface OrgStudentRecord {
  id: number;
  org_id: number | null;
  user_id: number;
  secret_type: SecretType;
  secret: string;
  secret_image: string;
  is_freeze: boolean;
  allow_comments: boolean;
  created_at: string;
}

export interface TeamRecord {
  id: number;
  code: string;
  name: string;
  cover: string;
  description: string;
  show_key: boolean;
  key_type: SecretType;
  teacher_ids: number[];
  creator_id: number;
  org_id: number | null;
  is_touch: boolean;
  courses: number[];
  course_bags: number[];
  /** course ids hidden from students (control_type 2) */
  hidden_courses: number[];
  oj_platform: PlatformFlag;
  exam_platform: PlatformFlag;
  created_at: string;
}

export interface TeamStudentRecord {
  id: number;
  team_id: number;
  user_id: number;
  name: string;
  key_type: SecretType;
  secret: string;
  secret_image: string;
  created_at: string;
}

export interface ProjectRecord {
  id: number;
  owner_id: number;
  title: string;
  image: string;
  platform: ProjectPlatform;
  lms_public: boolean;
  views: number;
  loves: number;
  favorites: number;
  remixes: number;
  shared_views: number;
  created_at: string;
  updated_at: string;
}

export interface StudioRecord {
  id: number;
  code: string;
  kind: StudioKind;
  title: string;
  description: string;
  cover: string;
  owner_id: number;
  org_id: number | null;
  team_id: number | null;
  is_touch: boolean;
  created_at: string;
}

export interface StudioMemberRecord {
  id: number;
  studio_id: number;
  user_id: number;
  role: 'owner' | 'manager' | 'curator';
  /** an invitation not yet accepted */
  invited: boolean;
  created_at: string;
}

export interface StudioProjectRecord {
  id: number;
  studio_id: number;
  project_id: number;
  added_by: number;
  created_at: string;
}

export interface StudioActivityRecord {
  id: number;
  studio_id: number;
  verb: ActivityVerb;
  actor_id: number;
  tgt_name: string;
  tgt_content: string;
  obj_name: string;
  created_at: string;
}

export interface StudioFollowRecord {
  id: number;
  studio_id: number;
  user_id: number;
  created_at: string;
}

export interface CourseUnitRecord {
  id: number;
  title: string;
  content: string;
  ppt_furl: string;
  download_url: string;
  is_down: boolean;
  previewvideo: string;
}

export interface CourseRecord {
  id: number;
  title: string;
  subtitle: string;
  description: string;
  cover: string;
  is_series: boolean;
  chapters: { id: number; title: string; units: CourseUnitRecord[] }[];
  resources: { id: number; title: string; content: string }[];
  aids: { id: number; name: string; url: string; remark: string; number: number; unit: string; calculate_way: 0 | 1 }[];
  student_numbers: number;
  group_number: number;
  new_course_type: string;
  new_suit_tags: string;
  new_teaching_aid: string;
  new_program_platform: string;
  is_aliyun_ppt: boolean;
  ppt_furl: string;
  /** a campus-own course; null for platform courses */
  campus: number | null;
  is_hot: boolean;
  created_at: string;
}

export interface CourseBagRecord {
  id: number;
  title: string;
  new_suit_tags: string;
  new_program_platform: string;
  version: string;
  new_teaching_aid: string;
  courses: number[];
  /** organisations owning the bag */
  org_ids: number[];
}

export interface CourseProjectRecord {
  id: number;
  title: string;
  subtitle: string;
  description: string;
  cover: string;
  category: 'space' | 'software';
  tag: string[];
  difficult_tags: string;
  knowledge_tags: string;
  key_tags: string;
  result_tags: string;
  hardware_tags: string;
  ppt_furl: string;
  previewvideo: string;
  download_url: string;
  is_down: boolean;
  content: string;
  created_at: string;
}

export interface FavoriteRecord {
  id: number;
  user_id: number;
  project_id: number;
  created_at: string;
}

export interface HistoryRecord {
  id: number;
  user_id: number;
  resourcetype: HistoryType;
  course: number | null;
  unit: number | null;
  project: number | null;
  updated_at: string;
}

export interface NotificationRecord {
  id: number;
  recipient_id: number;
  verb: NotificationVerb;
  unread: boolean;
  actor_id: number | null;
  obj_id: number | null;
  obj_name: string;
  tgt_id: number | null;
  tgt_name: string;
  tgt_content: string;
  description: string;
  platform: string;
  org_id: number;
  created_at: string;
}

export interface TopNotificationRecord {
  id: number;
  description: string;
  top_start_time: string;
  top_end_time: string;
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

export interface CommentRecord {
  id: number;
  /** the user whose home page carries the comment */
  target_user_id: number;
  author_id: number;
  parent_id: number | null;
  content: string;
  deleted: boolean;
  created_at: string;
}

export interface TeachPlanRecord {
  id: number;
  /** 0 for the platform's built-in plan */
  owner_id: number;
  org_id: number | null;
  file_name: string;
  /** a static document of the demo world; uploads are served by the API (see file_key) */
  file_url: string;
  /** an uploaded document's key in the file store (mocks/db/file-store.ts); null for static ones */
  file_key: string | null;
  /** bytes */
  file_size: number;
  course_bag_tag: string;
  course_bag: number | null;
  enable: boolean;
  is_share: boolean;
  auto_generated: boolean;
  sort: number;
  created_at: string;
}

/** A user's plan settings: the order of their plan list (spec 001 §3 "Plan settings"). */
export interface PlanSettingsRecord {
  id: number;
  user_id: number;
  plan_sort: string;
}

/** A regeneration of a user's course-bag plans (POST then polled, spec 001 §4). */
export interface PlanRegenerationRecord {
  id: number;
  user_id: number;
  status: 'running' | 'success' | 'failed';
  message: string;
  started_at: string;
}

export interface SoftwareRecord {
  id: number;
  software_name: string;
  software_type: 1 | 2;
  logo: string;
  version: string;
  remark: string;
  software_key: string;
  download_button: { id: number; button_name: string; button_interaction: 1 | 2 | 3 | 4; redirect_url: string }[];
}

export interface ExtensionRecord {
  id: number;
  name: string;
  logo: string;
}

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

export interface ScanLoginRecord {
  id: number;
  scan_id: string;
  user_id: number | null;
  status: 'waiting' | 'confirmed' | 'used';
  created_at: string;
}

export interface CardLockRecord {
  id: number;
  /** `${teamCode}:${name}` */
  key: string;
  failures: number;
  locked_until: string | null;
}

export interface ClickLogRecord {
  id: number;
  user_id: number;
  kind: 'exam' | 'judge' | 'typing';
  platform: '1' | '2';
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
    courses: new Table<CourseRecord>('courses', ['campus']),
    courseBags: new Table<CourseBagRecord>('courseBags', ['org_ids']),
    courseProjects: new Table<CourseProjectRecord>('courseProjects', []),
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
    cardLocks: new Table<CardLockRecord>('cardLocks', ['key']),
    clickLogs: new Table<ClickLogRecord>('clickLogs', ['user_id']),
  };
}

export type Tables = ReturnType<typeof createTables>;
export type TableName = keyof Tables;
