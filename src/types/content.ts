/** Learning content: courses, course bags, community projects, favourites, history (spec 001 §3). */

export interface CourseUnit {
  id: number;
  title: string;
  /** always '' in the course answer: the document comes with the unit's detail (UnitDetail) */
  content: string;
  ppt_furl: string;
  download_url: string;
  is_down: boolean;
  previewvideo: string;
}

export interface CourseChapter {
  id: number;
  title: string;
  units: CourseUnit[];
}

export interface CourseResource {
  id: number;
  title: string;
  content: string;
}

export interface TeachingAid {
  id: number;
  name: string;
  url: string;
  remark: string;
  number: number;
  unit: string;
  calculate_way: 0 | 1;
}

export interface Course {
  id: number;
  title: string;
  subtitle: string;
  description: string;
  cover: string;
  unit_id: number;
  is_series: boolean;
  units: CourseChapter[];
  resources: CourseResource[];
  aids: TeachingAid[];
  student_numbers: number;
  group_number: number;
  new_course_type: string;
  new_suit_tags: string;
  new_teaching_aid: string;
  new_program_platform: string;
  is_aliyun_ppt: boolean;
  ppt_furl: string;
  /** null here: the detail asks get_token_info for the unit on screen (tokens are per unit) */
  aliyun_token_info: OfficeTokenInfo | null;
  campus: number | null;
  /** 0, or COURSE_TIMEOUT_CODE when the caller's service period does not cover the course */
  code: number;
  msg: string;
}

/**
 * Office preview tokens (spec 001 §3, §7: get_token_info / refresh_token_info). The access token
 * lasts OFFICE_TOKEN_TIMEOUT_MS; the client refreshes it before then.
 */
export interface OfficeTokenInfo {
  AccessToken: string;
  AccessTokenExpiredTime: string;
  RefreshToken: string;
  RefreshTokenExpiredTime: string;
  RequestId: string;
  /** where the office viewer for this unit opens (in the demo: the app's own slide viewer) */
  weboffice_url: string;
}

/** Course bag (spec 001 §3): its courses are the course cards of the bag. */
export interface CourseBag {
  id: number;
  title: string;
  cover: string;
  new_suit_tags: string;
  new_program_platform: string;
  version: string;
  new_teaching_aid: string;
  courses: CourseCard[];
}

/** A bag in the catalogue's course-bag block (GET /api/v1/course_bags/, path chosen). */
export type CourseBagCard = Omit<CourseBag, 'courses'> & { course_count: number };

/** A course in a list (the catalogue, the hot block, a bag): no units, resources or aids. */
export interface CourseCard {
  id: number;
  title: string;
  subtitle: string;
  description: string;
  cover: string;
  /** the first unit, 0 when the course has none: the detail link is /course/{id}/{unit_id} */
  unit_id: number;
  is_series: boolean;
  /** number of units (sections) over all chapters */
  unit_count: number;
  new_course_type: string;
  new_suit_tags: string;
  new_teaching_aid: string;
  new_program_platform: string;
  campus: number | null;
}

/** The values a list's filters offer, by query field (the lists' `search_list`). */
export interface SearchListGroup<F extends string = string> {
  field: F;
  values: string[];
}

/** The catalogue's filter fields, in the order the page shows them (spec 001 §7). */
export type CourseFilterField = 'new_program_platform' | 'new_teaching_aid' | 'new_course_type' | 'new_suit_tags';

/** A list answer with the filter values (spec 001 §7: "Response: results, count, search_list"). */
export interface FilteredPage<T, F extends string> {
  results: T[];
  count: number;
  search_list: SearchListGroup<F>[];
}

/**
 * Whether a document's teacher part is there (spec 001 §6): 'open' it is, 'locked' the server cut
 * it off (the heading stays, its body does not), 'none' the document has no teacher part.
 */
export type TeacherPartState = 'open' | 'locked' | 'none';

/**
 * The `##` heading that opens a document's teacher part (spec 001 §6): the section from it to
 * the next `##` heading. The authored documents write it in English; '教师部分' is read too.
 */
export const TEACHER_PART_HEADING = 'Teacher Part';
const TEACHER_PART_TITLES = [TEACHER_PART_HEADING.toLowerCase(), '教师部分'];

export function isTeacherPartHeading(text: string): boolean {
  return TEACHER_PART_TITLES.includes(text.trim().toLowerCase());
}

/** Service code of a course the caller's service period no longer (or not yet) covers: its msg shows in a timeout block. */
export const COURSE_TIMEOUT_CODE = 1000052;

/**
 * One unit as the course detail reads it (GET /api/v1/courses/{id}/course_detail/?unit_id=): the
 * document's URL (empty when the caller may not read the markdown), its slides and video, and
 * the service code (0, or COURSE_TIMEOUT_CODE with the server's msg).
 */
export interface UnitDetail {
  course_id: number;
  unit_id: number;
  title: string;
  /** the markdown document's URL; '' when the caller may not read it */
  content: string;
  ppt_furl: string;
  previewvideo: string;
  download_url: string;
  is_down: boolean;
  is_aliyun_ppt: boolean;
  teacher_part: TeacherPartState;
  code: number;
  msg: string;
}

/** A slide deck (the "PPT" a ppt_furl points at): slide pictures in order. */
export interface SlideDeck {
  title: string;
  slides: { src: string; alt: string }[];
}

/** POST /api/v1/courses/{id}/grade/ (spec 001 §3 "Course grade"). */
export interface CourseGrade {
  simple: number;
  vividness: number;
  teaching_objective: number;
  interest: number;
  effective: number;
  content: string;
}

/** Feedback items (spec 001 §3): 1 PPT, 2 video, 3 teacher handbook, 4 overview, 5 course resources, 6 other. */
export type CourseFeedbackItem = 1 | 2 | 3 | 4 | 5 | 6;

/** The answer of the feedback and grade calls. */
export interface SuccessAnswer {
  success: boolean;
  msg?: string;
}

/** POST /api/v1/vod_sign (spec 002 §7): the player's signature and licence. */
export interface VodSignature {
  signature: string;
  license_url: string;
}

/** What a VOD signature carries (its middle part, base64url JSON): the file's streams by quality. */
export interface VodPlayInfo {
  fileId: string;
  title: string;
  /** when the signature ends, epoch seconds */
  exp: number;
  streams: { definition: string; label: string; url: string }[];
}

export type Difficulty = 'primary' | 'mid' | 'high';

/** Project types of the explore page (spec 001 §9): all, space programming, software programming. */
export type ProjectCategory = 'space' | 'software';

/** The explore page's tag filter fields (spec 001 §3 tag families, §7 list parameters). */
export type ProjectTagField = 'difficult_tags' | 'knowledge_tags' | 'key_tags' | 'result_tags' | 'hardware_tags';

/** A project in the explore list. */
export type CourseProjectCard = Omit<CourseProject, 'content' | 'ppt_furl' | 'previewvideo' | 'download_url' | 'is_down'>;

/**
 * One project's document as the detail reads it
 * (GET /api/v1/courseprojects/{id}/courseproject_detail/): the markdown's URL and its teacher part.
 */
export interface ProjectDocument {
  project_id: number;
  content: string;
  teacher_part: TeacherPartState;
}

/** Community / course project (spec 001 §3). */
export interface CourseProject {
  id: number;
  title: string;
  description: string;
  cover: string;
  category: ProjectCategory;
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
  subtitle: string;
  content: string;
}

export interface Favorite {
  id: number;
  project_id: number;
  title: string;
  image: string;
  username: string;
  name: string;
  avatar: string;
  created_at: string;
}

export type HistoryType = 'CourseHistory' | 'CourseProjectHistory';

export interface LearningHistory {
  id: number;
  resourcetype: HistoryType;
  course: number | null;
  unit: number | null;
  project: number | null;
  title: string;
  cover: string;
  updated_at: string;
}

/** A teaching-plan file (spec 001 §3). */
export interface TeachPlan {
  /** 0 for the platform's built-in plan */
  id: number;
  file_name: string;
  /** where the document is downloaded from (a static document or the API's download path) */
  file_url: string;
  /** bytes; 0 when unknown */
  file_size: number;
  /** the stage (course-bag tag) the plan is for */
  course_bag_tag: string;
  /** the course bag of an auto-generated plan; null for uploaded plans */
  course_bag: number | null;
  enable: boolean;
  is_share: boolean;
  /** the uploader's username ('' for the built-in plan) */
  author: string;
  /** the uploader's display name */
  author_name: string;
  /** the campus (organisation id) the plan was shared from; null outside a campus */
  from_campus: number | null;
  created_at: string;
}

/** The order of the plan list, read and written as the user's plan setting (a leading minus: descending). */
export type PlanSort = 'created_at' | '-created_at' | 'file_name' | '-file_name' | 'course_bag_tag' | '-course_bag_tag';

/** GET /api/v1/teacher_plan/ (path chosen). */
export interface TeachPlanList {
  results: TeachPlan[];
  count: number;
  /** the caller's own enabled uploads, which count towards the cap of 50 (auto-generated plans do not) */
  enable_count: number;
}

/** A regeneration of the course-bag plans, as GET /api/v1/teacher_plan/reset/ answers it. */
export interface PlanRegeneration {
  /** 'idle' when none was ever started */
  status: 'idle' | 'running' | 'success' | 'failed';
  msg: string;
}

export interface SoftwareButton {
  id: number;
  button_name: string;
  /** 1 link, 2 QR popover image, 3 link in a new tab, 4 modal */
  button_interaction: 1 | 2 | 3 | 4;
  redirect_url: string;
}

export interface Software {
  id: number;
  software_name: string;
  software_type: 1 | 2;
  logo: string;
  version: string;
  remark: string;
  software_key: string;
  download_button: SoftwareButton[];
}

export interface StudentSettings {
  has_password: boolean;
  has_key_login: boolean;
}

/** GET /api/v1/student_settings/ and the answer of its POST (spec 001 §7). */
export interface SettingsAnswer {
  success: boolean;
  msg: string;
  data?: StudentSettings;
}

/** GET /api/v1/student_settings/: the settings always come along. */
export type StudentSettingsAnswer = SettingsAnswer & { data: StudentSettings };

/** GET /api/v1/teacher_plan/plan_sort/ and the answer of its POST. */
export interface PlanSortAnswer {
  plan_sort: PlanSort;
}

/** What the office viewer shows for an access token (GET /api/v1/office_preview/, path chosen). */
export interface OfficePreviewAnswer {
  course_id: number;
  unit_id: number;
  title: string;
  ppt_furl: string;
}

/** GET /api/v1/documents/{sign}/: a unit's or a project's markdown document. */
export interface DocumentContent {
  content: string;
}

/** GET /api/v1/covers/: a random cover image path (spec 000 §7). */
export interface RandomCover {
  image: string;
}

// --- write calls' bodies and answers (docs/openapi.json) ------------------------------------------

/** POST /api/v1/teacher_plan/share/: shares a plan with the campus, or stops sharing it. */
export interface PlanShareRequest {
  type: 'share' | 'cancel_share';
  id: number;
}

/** The answer of the share call: success false (with why) when the plan was already in that state. */
export interface PlanShareAnswer {
  success: boolean;
  msg: string;
}

/** POST /api/v1/organization_teachplan/: enables or disables (modify, with enable) or deletes a campus course-bag plan. */
export interface OrgPlanChange {
  type: 'modify' | 'delete';
  id: number;
  enable?: boolean;
}

/** The answer of a deleted campus course-bag plan. */
export interface OrgPlanDeleted {
  success: true;
}

/** The answer of POST /api/v1/organization_teachplan/: the plan as changed, or the deletion's success. */
export type OrgPlanAnswer = TeachPlan | OrgPlanDeleted;

/** POST /api/v1/vod_sign: the video whose player signature is wanted. */
export interface VodSignRequest {
  file_id: string;
}

/** POST /api/v1/student_settings/ type add | modify: sets or changes the student's password. */
export interface PasswordChange {
  type: 'add' | 'modify';
  old_password?: string;
  password1: string;
  password2: string;
}

/** POST /api/v1/student_settings/ type change_key_login: card sign-in on ('1') or off ('0'). */
export interface KeyLoginChange {
  type: 'change_key_login';
  is_enable: '1' | '0';
}

/** The body of POST /api/v1/student_settings/. */
export type StudentSettingsChange = PasswordChange | KeyLoginChange;

/** PATCH /api/v1/teacher_plan/{id}/: an uploaded plan switched on or off. */
export interface PlanEnable {
  enable: boolean;
}

/** POST /api/v1/profiles/learn_history/: what a view records, a course unit (unit null for a course without units) or a project. */
export type LearnHistoryEntry =
  | { resourcetype: Extract<HistoryType, 'CourseHistory'>; course: number; unit: number | null }
  | { resourcetype: Extract<HistoryType, 'CourseProjectHistory'>; project: number };
