import type { UsagePlatform } from './analytics';
/** The five user types (spec 000 §3). `null` is a real value for users without a role. */
export type UserType = 'student' | 'teacher' | 'manager' | 'manager|teacher' | null;

/** Platform switches: 2 on, 1 off. */
export type PlatformFlag = 1 | 2;

/** organization_data; an empty object when the user has no organisation. */
export interface OrganizationData {
  id: number;
  /** '0' general or non-organisation, '1' company, other values other kinds. */
  org_type: string;
  name: string;
  text_mark: string;
  image_mark: string;
  /** YYYY-MM-DD */
  open_date: string;
  start_date: string;
  end_date: string;
  overall_organization_data: boolean;
  personal_data_center: boolean;
  allow_course_bag: boolean;
  auto_plan: boolean;
  /** 2 means per-student visibility switches. */
  control_type: 1 | 2;
  snap_platform: PlatformFlag;
  exam_platform: PlatformFlag;
  oj_platform: PlatformFlag;
  max_staff: number;
  /** active staff (status 1): the data centre's staff gauge */
  staff_nums: number;
  /** pending teacher invitations: not staff, but each holds a seat of max_staff until answered */
  invited_staff_nums: number;
  max_student: number;
  allot_student_nums: number;
  teacher_used_student_nums: number;
  used_student_nums: number;
  max_team: number;
  allot_team_nums: number;
  teacher_used_team_nums: number;
  used_team_nums: number;
  max_team_studios_num: number;
  allot_team_studios_nums: number;
  teacher_team_studios_nums: number;
  used_team_studios_nums: number;
}

export interface TeamData {
  max_team_studios_num: number;
  used_team_studios_nums: number;
  max_team: number;
  used_team_nums: number;
  max_team_people: number;
  used_student_nums: number;
  exam_platform: PlatformFlag;
  oj_platform: PlatformFlag;
}

/** A campus the user belongs to or is invited to (spec 000 §3). */
export interface Campus {
  id: number;
  name: string;
  image_mark: string;
  is_select: boolean;
  /** '1' means joined; anything else (e.g. '0') is a pending invitation. */
  status: string;
  org_type: string;
  user_type: UserType;
  unread_message: number;
  is_employee: boolean;
}

/** The signed-in user or another user's public profile (spec 000 §3, 002 §3). */
export interface User {
  id: number;
  user_type: UserType;
  username: string;
  name: string;
  student_name: string;
  regional_username: string;
  description: string;
  avatar_url: string;
  changed_username: boolean;
  phone: string;
  email: string;
  has_password: boolean;
  open_id: string;
  user_is_used_invitation: boolean;
  studio_count: number;
  organization_data: OrganizationData | Record<string, never>;
  team_data: TeamData;
  campus_data: Campus[];
  campus_count: number;
  /** YYYY-MM-DD, service period of the selected campus. */
  courses_server_start: string;
  courses_server_end_date: string;
  super_team_count: number;
}

/**
 * Another user's campus as their home shows it: the badge (spec 000 §2) and the day it opened
 * (the data center's ranges). No quotas, switches or service dates.
 */
export type PublicOrganization = Pick<OrganizationData, 'id' | 'org_type' | 'name' | 'text_mark' | 'image_mark' | 'open_date'>;

/**
 * Another user's profile (GET /api/v1/users/{id}/, home by username): what their home page shows
 * and no more (issue 13). No contact fields, no full name (regional_username: set by an
 * administrator and not visible to other users, spec 000 §2), no quotas or campus list.
 */
export interface PublicUser extends Pick<User, 'id' | 'user_type' | 'username' | 'name' | 'student_name' | 'description' | 'avatar_url'> {
  organization_data: PublicOrganization | Record<string, never>;
}

export function hasOrganization<O extends { id: number }>(org: O | Record<string, never>): org is O {
  return typeof (org as { id?: unknown }).id === 'number';
}

/**
 * GET /api/v1/users/{username}/achievement/ (spec 000 §7; fields not shown, chosen): totals over
 * the user's public works, shown under the name on the home page.
 */
export interface UserAchievement {
  project_num: number;
  views: number;
  loves: number;
  favorites: number;
  remixes: number;
}

/** The author of a home-page comment. */
export interface CommentAuthor {
  id: number;
  username: string;
  name: string;
  student_name: string;
  avatar_url: string;
}

/** A comment on a user's home page (GET /api/v1/users/{username}/comments/; item fields chosen). */
export interface HomeComment {
  id: number;
  content: string;
  created_at: string;
  author: CommentAuthor;
  /** top-level comments only: the replies, oldest first (deleted ones left out) */
  replies?: HomeComment[];
}

/** Where a comment lives (GET /api/v1/usercomment/{id}/comment_data/; fields chosen). */
export interface CommentData {
  id: number;
  /** the top-level comment of a reply; null for a top-level comment */
  parent_id: number | null;
  /** whose home page carries it */
  target_username: string;
  deleted: boolean;
  /** position of its thread in the home's comment list (newest first); null when deleted */
  offset: number | null;
}

/** GET /api/v1/users/exam_encrypt_text/: the sealed hand-over to the practice platform. */
export interface ExamEncryptText {
  encrypt_text: string;
}

/** GET /api/v1/invitation_check: whether an invitation code is good, and what it grants. */
export interface InvitationCheck {
  detail: string;
  /** teacher days the code grants, 0 for none */
  days: number;
}

/** GET /api/v1/wechat_bind/: a WeChat link started. */
export interface WechatBindStart {
  success: boolean;
  /** the chat app's authorisation page, opened in a small window */
  redirect_uri: string;
  bind_id: string;
}

/** GET /api/v1/wechat_bind/{bindId}/ (the demo's chat app): the accounts it offers. */
export interface WechatOffer {
  status: 'waiting' | 'expired';
  accounts: { open_id: string; nickname: string }[];
}

// --- write calls' bodies and answers (docs/openapi.json) ------------------------------------------

/** The answer of PUT /api/v1/users/change_username/ (body: UsernameCheck), allowed once. */
export interface UsernameChange {
  success: boolean;
  message: string;
  username: string;
  changed_username: boolean;
}

/** POST /api/v1/invitation_code: a teacher's invitation code, activated. */
export interface InvitationCodeRequest {
  invitation_code: string;
}

/** The answer of the activation: the service period it gives. */
export interface InvitationActivation {
  success: boolean;
  message: string;
  courses_server_start: string;
  courses_server_end_date: string;
}

/** POST /api/v1/wechat_bind/{bindId}/: the chat account the person chose (the chat app's stand-in). */
export interface WechatChoice {
  open_id: string;
}

/** The answer of the chat-account link and unlink calls: success false (with why) when nothing changed. */
export interface WechatAnswer {
  success: boolean;
  message: string;
}

/** POST /api/v1/users/{username}/comments/: a comment on a home page, or a reply to one. */
export interface CommentPost {
  content: string;
  parent_id?: number;
}

/** The answer of a comment posted: its id and the sentence shown. */
export interface CommentPosted {
  id: number;
  detail: string;
}

/** POST /api/v1/users/{exam|judge|typing}_click/: where the practice link was clicked ('1' home, '2' header). */
export interface PracticeClick {
  platform: '1' | '2';
}

/** The answer of a practice click logged. */
export interface ClickLogged {
  success: boolean;
}

/** POST /api/v1/users/usage_report/: the platform the online minute is counted for. */
export interface UsageReportRequest {
  platform: UsagePlatform;
}

/** The answer of the usage report: the minutes counted. */
export interface UsageReport {
  counted_minutes: number;
}

/** POST /api/v2/user/{id}/campus_select/: the campus to work in. */
export interface CampusChoice {
  campus_id: number;
}

/** PATCH /api/v1/users/me/ as JSON (the profile editor sends the same fields, and the avatar file, as a multipart form). */
export interface ProfilePatch {
  name?: string;
  description?: string;
}
