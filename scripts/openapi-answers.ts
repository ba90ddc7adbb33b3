/**
 * What each call of the mock answers, for docs/openapi.json: every GET route's answer type (a
 * type expression over the exported types of src/types, e.g. `Team`, `Paged<Team>`,
 * `HeatEntry[]`), or the media types of the file it answers; and the request body type of the
 * writes that have one in src/types. The client reads the same types, so the document cannot
 * drift from the code; scripts/openapi.test.ts calls each GET route on the seeded demo world as
 * `sample.as` (null: without a token) and validates the answer against its schema.
 *
 * Sample parameters and query values are literal, or `@name`: a value of the demo world that
 * the test looks up (a studio's id, a unit's office access token…), see `sampleValue` there.
 */
import { XLSX_MIME_TYPE } from '../src/types/export';
import { FILE_KIND_TYPES } from '../src/lib/file-sniff';
import { ACTIVITY_KINDS } from '../src/types/activity';
import { ORG_STUDENT_STATUS_FILTERS } from '../src/types/manage';
import { NOTIFICATION_KINDS } from '../src/types/notification';
import { ACTIVITY_METRICS, AUTHOR_TYPES, MEMBER_TYPES } from '../mocks/rules/campus-scope';
import { ORG_RANKING_SORTS, RANKING_SORTS } from '../mocks/rules/campus-works';
import { PLATFORMS, WORKS_SORTS } from '../mocks/rules/personal-analytics';

export interface Sample {
  /** the demo account that calls; null: no token (a public call) */
  as: string | null;
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** an `@name` write the test makes first, for an answer the seed leaves empty */
  before?: string;
}

/** A JSON answer of the type `type` (a type expression over src/types). */
export interface JsonAnswer {
  type: string;
  sample: Sample;
}

/** A file answer: its possible media types. */
export interface FileAnswer {
  file: readonly string[];
  sample: Sample;
}

export type AnswerShape = JsonAnswer | FileAnswer;

export const isFileAnswer = (a: AnswerShape): a is FileAnswer => 'file' in a;

const TEACHER: Sample = { as: 'teacher' };
const MANAGER: Sample = { as: 'manager' };
const STUDENT: Sample = { as: 'student' };
const PUBLIC: Sample = { as: null };
const teacherWith = (params: Record<string, string>, query?: Record<string, string>): Sample => ({ as: 'teacher', params, ...(query ? { query } : {}) });
const STUDIO = teacherWith({ id: '@studio' });
const TEAM = teacherWith({ code: 'ABCDEF' });
const CAMPUS: Sample = { as: 'manager', params: { orgId: '@campus' } };
const TEAM_REPORT = teacherWith({ teamId: '@team-id' });
/** the personal data centre: the student's own figures */
const personal = (query: Record<string, string> = {}): Sample => ({ as: 'student', query: { user_name: 'student', ...query } });
const PERSONAL = personal();
/** rankings are for staff (a student is refused) */
const STAFF_RANK: Sample = { as: 'teacher', query: { user_name: 'teacher' } };

/** The answer of every GET route the mock serves (the test fails for one left out). */
export const ANSWERS: Readonly<Record<string, AnswerShape>> = {
  'get /accounts/{platform}/login/': { type: 'ThirdPartyLogin', sample: teacherWith({ platform: 'longan' }, { process: 'login' }) },
  'get /api/v1/course_bags/': { type: 'CourseBagCard[]', sample: TEACHER },
  'get /api/v1/course_bags/{id}/': { type: 'CourseBag', sample: teacherWith({ id: '@course-bag' }) },
  'get /api/v1/courseprojects/': { type: 'FilteredPage<CourseProjectCard, ProjectTagField>', sample: TEACHER },
  'get /api/v1/courseprojects/{id}/': { type: 'CourseProject', sample: teacherWith({ id: '@course-project' }) },
  'get /api/v1/courseprojects/{id}/courseproject_detail/': { type: 'ProjectDocument', sample: teacherWith({ id: '@course-project' }) },
  'get /api/v1/courses/': { type: 'FilteredPage<CourseCard, CourseFilterField>', sample: TEACHER },
  'get /api/v1/courses/{id}/': { type: 'Course', sample: teacherWith({ id: '@course' }) },
  'get /api/v1/courses/{id}/course_detail/': { type: 'UnitDetail', sample: teacherWith({ id: '@course' }, { unit_id: '@unit' }) },
  'get /api/v1/courses/hot/': { type: 'CourseCard[]', sample: TEACHER },
  'get /api/v1/covers/': { type: 'RandomCover', sample: PUBLIC },
  'get /api/v1/data_analysis/course/': { type: 'CourseTime[]', sample: PERSONAL },
  'get /api/v1/data_analysis/course/rank/': { type: 'CourseRank[]', sample: STAFF_RANK },
  'get /api/v1/data_analysis/extend/': { type: 'Extension[]', sample: PERSONAL },
  'get /api/v1/data_analysis/extend/rank/': { type: 'ExtensionRank[]', sample: STAFF_RANK },
  'get /api/v1/data_analysis/organization/{orgId}/': { type: 'OrganizationAnalytics', sample: CAMPUS },
  'get /api/v1/data_analysis/organization/{orgId}/active/': { type: 'ActivitySeries', sample: { ...CAMPUS, query: { metric: 'users' } } },
  'get /api/v1/data_analysis/organization/{orgId}/average_time/': { type: 'HeatEntry[]', sample: { ...CAMPUS, query: { user_type: 'student', platform: 'teach' } } },
  'get /api/v1/data_analysis/organization/{orgId}/course_hot/': { type: 'CourseHotRow[]', sample: CAMPUS },
  'get /api/v1/data_analysis/organization/{orgId}/course_rank/': { type: 'CourseRank[]', sample: CAMPUS },
  'get /api/v1/data_analysis/organization/{orgId}/daily_works/': { type: 'DailySubmissions', sample: { ...CAMPUS, query: { user_type: 'campus' } } },
  'get /api/v1/data_analysis/organization/{orgId}/extend_hot/': { type: 'ExtensionHotRow[]', sample: CAMPUS },
  'get /api/v1/data_analysis/organization/{orgId}/extend_rank/': { type: 'ExtensionRank[]', sample: CAMPUS },
  'get /api/v1/data_analysis/organization/{orgId}/overall_ranking/': { type: 'OrgRankingRow[]', sample: { ...CAMPUS, query: { order: 'influence' } } },
  'get /api/v1/data_analysis/organization/{orgId}/teams/': { type: 'TeamOption[]', sample: CAMPUS },
  'get /api/v1/data_analysis/organization/{orgId}/time_statistics/': { type: 'TimeStatRow[]', sample: { ...CAMPUS, query: { platform: 'teach' } } },
  'get /api/v1/data_analysis/organization/{orgId}/works_ranking/': { type: 'RankingRow[]', sample: { ...CAMPUS, query: { user_type: 'student', order: 'views' } } },
  'get /api/v1/data_analysis/organization/{orgId}/works_statistics/': { type: 'WorksStatRow[]', sample: { ...CAMPUS, query: { user_type: 'student' } } },
  'get /api/v1/data_analysis/platform/': { type: 'HeatEntry[]', sample: personal({ platform: 'teach' }) },
  'get /api/v1/data_analysis/progress/': { type: 'ProgressSeries', sample: PERSONAL },
  'get /api/v1/data_analysis/progress/perfect_moment/': { type: 'PerfectMoment', sample: PERSONAL },
  'get /api/v1/data_analysis/project/': { type: 'ProjectAnalytics[]', sample: personal({ order: 'views' }) },
  'get /api/v1/data_analysis/project/excellent/': { type: 'ExcellentWorks', sample: PERSONAL },
  'get /api/v1/data_analysis/team/{teamId}/': { type: 'TeamAnalytics', sample: TEAM_REPORT },
  'get /api/v1/data_analysis/team/{teamId}/daily_works/': { type: 'DailySubmissions', sample: TEAM_REPORT },
  'get /api/v1/data_analysis/team/{teamId}/learn_time/': { type: 'CourseTime[]', sample: TEAM_REPORT },
  'get /api/v1/data_analysis/team/{teamId}/ranking/': { type: 'RankingRow[]', sample: { ...TEAM_REPORT, query: { order: 'views' } } },
  'get /api/v1/data_analysis/user/': { type: 'UsageStats', sample: PERSONAL },
  'get /api/v1/documents/{sign}/': { type: 'DocumentContent', sample: { as: null, params: { sign: '@document' } } },
  'get /api/v1/employee/': { type: 'Paged<Employee>', sample: MANAGER },
  'get /api/v1/employee/{id}/check_is_expires/': { type: 'InvitationExpiryCheck', sample: { as: 'multi', params: { id: '@invitation' } } },
  'get /api/v1/employee/check_user_info/': { type: 'PhoneLookup', sample: { as: 'manager', query: { phone: '13800000003' } } },
  'get /api/v1/employee/course_bags/': { type: 'Paged<AssignableCourse>', sample: MANAGER },
  'get /api/v1/employee/courses/': { type: 'Paged<AssignableCourse>', sample: MANAGER },
  'get /api/v1/employee/other_staff/': { type: 'OtherStaff[]', sample: MANAGER },
  'get /api/v1/get_token_info/': { type: 'OfficeTokenInfo', sample: { as: 'teacher', query: { unit_id: '@unit' } } },
  'get /api/v1/invitation_check': { type: 'InvitationCheck', sample: { as: null, query: { invitation_code: '@invitation-code', user_name: 'newcomer' } } },
  'get /api/v1/join/{code}/': { type: 'JoinTeamInfo', sample: { as: null, params: { code: 'ABCDEF' } } },
  'get /api/v1/lms/projects/': { type: 'Paged<LmsProject>', sample: TEACHER },
  'get /api/v1/office_preview/': { type: 'OfficePreviewAnswer', sample: { as: 'teacher', query: { AccessToken: '@access-token' } } },
  'get /api/v1/org_activities/': { type: 'ActivityPage', sample: { as: 'manager', before: '@staff-write' } },
  'get /api/v1/org_quota/': { type: 'QuotaSummary', sample: MANAGER },
  'get /api/v1/org_students/': { type: 'Paged<OrgStudent>', sample: MANAGER },
  'get /api/v1/org_students/import_template/': { file: [XLSX_MIME_TYPE], sample: MANAGER },
  'get /api/v1/profiles/favorites/': { type: 'Paged<Favorite>', sample: TEACHER },
  'get /api/v1/profiles/learn_history/': { type: 'Paged<LearningHistory>', sample: STUDENT },
  'get /api/v1/profiles/notifications/': { type: 'Paged<Notification>', sample: TEACHER },
  'get /api/v1/profiles/notifications_count/': { type: 'CountAnswer', sample: TEACHER },
  'get /api/v1/profiles/project_count/': { type: 'CountAnswer', sample: TEACHER },
  'get /api/v1/profiles/projects/': { type: 'Paged<LmsProject>', sample: TEACHER },
  'get /api/v1/profiles/unread_count/': { type: 'UnreadCount', sample: TEACHER },
  'get /api/v1/refresh_token_info/': {
    type: 'OfficeTokenInfo',
    sample: { as: 'teacher', query: { course_id: '@course', unit_id: '@unit', AccessToken: '@access-token' } },
  },
  'get /api/v1/slider_captcha/': { type: 'SliderCaptcha', sample: PUBLIC },
  'get /api/v1/student_settings/': { type: 'StudentSettingsAnswer', sample: STUDENT },
  'get /api/v1/studios/': { type: 'Paged<Studio>', sample: TEACHER },
  'get /api/v1/studios/{id}/': { type: 'Studio', sample: STUDIO },
  'get /api/v1/studios/{id}/activities/': { type: 'Paged<StudioActivity>', sample: STUDIO },
  'get /api/v1/studios/{id}/follow_user_count/': { type: 'CountAnswer', sample: STUDIO },
  'get /api/v1/studios/{id}/follow/': { type: 'StudioFollowState', sample: STUDIO },
  'get /api/v1/studios/{id}/notification_count/': { type: 'CountAnswer', sample: STUDIO },
  'get /api/v1/studios/{id}/projects/': { type: 'Paged<StudioWork>', sample: STUDIO },
  'get /api/v1/studios/{id}/projects/all_project_ids/': { type: 'StudioWorkIds', sample: STUDIO },
  'get /api/v1/studios/{id}/projects/project_count/': { type: 'CountAnswer', sample: STUDIO },
  'get /api/v1/studios/{id}/studiocurator/': { type: 'Paged<StudioMember>', sample: STUDIO },
  'get /api/v1/studios/{id}/studiocurator/curator/': { type: 'StudioInvitedState', sample: STUDIO },
  'get /api/v1/studios/{id}/studiocurator/roles/': { type: 'StudioRoleCounts', sample: STUDIO },
  'get /api/v1/studios/follows_count/': { type: 'CountAnswer', sample: TEACHER },
  'get /api/v1/studios/follows_v2/': { type: 'Paged<FollowedStudio>', sample: TEACHER },
  'get /api/v1/teacher_plan/': { type: 'TeachPlanList', sample: TEACHER },
  'get /api/v1/teacher_plan/{id}/download/': {
    file: [FILE_KIND_TYPES.pdf, FILE_KIND_TYPES.docx, FILE_KIND_TYPES.xlsx],
    sample: teacherWith({ id: '@plan' }),
  },
  'get /api/v1/teacher_plan/plan_sort/': { type: 'PlanSortAnswer', sample: TEACHER },
  'get /api/v1/teacher_plan/reset/': { type: 'PlanRegeneration', sample: TEACHER },
  'get /api/v1/teaching_software/': { type: 'Paged<Software>', sample: TEACHER },
  'get /api/v1/team/{code}/courses/course_bag_list/': { type: 'Paged<TeamCourseBag>', sample: TEAM },
  'get /api/v1/team/{code}/courses/course_list/': { type: 'Paged<TeamCourse>', sample: TEAM },
  'get /api/v1/team/{code}/courses/org_course_bag_list/': { type: 'Paged<CourseOption>', sample: TEAM },
  'get /api/v1/team/{code}/courses/org_course_list/': { type: 'Paged<CourseOption>', sample: TEAM },
  'get /api/v1/team/{code}/progress/': { type: 'TeamProgress', sample: TEAM },
  'get /api/v1/team/{code}/students/': { type: 'Paged<TeamStudent>', sample: TEAM },
  'get /api/v1/teams/': { type: 'Paged<Team>', sample: TEACHER },
  'get /api/v1/teams/{team}/': { type: 'Team', sample: teacherWith({ team: 'ABCDEF' }) },
  'get /api/v1/teams/{team}/login_cards/': { type: 'Paged<LoginCard>', sample: teacherWith({ team: 'ABCDEF' }) },
  'get /api/v1/teams/covers/': { type: 'TeamCovers', sample: TEACHER },
  'get /api/v1/teams/teacher_options/': { type: 'TeacherOptions', sample: TEACHER },
  'get /api/v1/usercomment/{id}/comment_data/': { type: 'CommentData', sample: teacherWith({ id: '@comment' }) },
  'get /api/v1/users/{id}/': { type: 'PublicUser', sample: teacherWith({ id: 'student' }) },
  'get /api/v1/users/{id}/follow_studios/': { type: 'Paged<FollowedStudio>', sample: teacherWith({ id: '@me' }) },
  'get /api/v1/users/{username}/achievement/': { type: 'UserAchievement', sample: teacherWith({ username: 'student' }) },
  'get /api/v1/users/{username}/comments/': { type: 'Paged<HomeComment>', sample: teacherWith({ username: '@commented' }) },
  'get /api/v1/users/exam_encrypt_text/': { type: 'ExamEncryptText', sample: { as: 'teacher', query: { kind: 'exam' } } },
  'get /api/v1/users/me/': { type: 'User', sample: TEACHER },
  'get /api/v1/users/me/studios/': { type: 'Paged<Studio>', sample: TEACHER },
  'get /api/v1/users/personal_data/': { type: 'UsageStats', sample: { as: 'teacher', query: { user_name: 'student' } } },
  'get /api/v1/wechat_bind/': { type: 'WechatBindStart', sample: { as: 'teacher', query: { user_id: '@me' } } },
  'get /api/v1/wechat_bind/{bindId}/': { type: 'WechatOffer', sample: { as: null, params: { bindId: '@wechat-bind' } } },
  'get /api/v1/wechat_scan_login/': { type: 'ScanLoginStart', sample: PUBLIC },
  'get /api/v1/wechat_scan_login/status/': { type: 'ScanStatus', sample: { as: null, query: { scan_id: '@scan' } } },
  'get /api/v2/user/{id}/campus/': { type: 'Campus[]', sample: { as: 'multi', params: { id: '@me' } } },
};

/**
 * The JSON request body of the writes whose body has a type in src/types (the type the client
 * sends it as, `satisfies` or a parameter type in its API call). Uploads are in FORMS; other
 * writes take no body, or a small body documented in docs/api.md.
 */
export const REQUESTS: Readonly<Record<string, string>> = {
  'post /api/v1/change/password/': 'StudentPasswordSet',
  'post /api/v1/courses/{id}/grade/': 'CourseGrade',
  'post /api/v1/employee/': 'EmployeePayload',
  'post /api/v1/employee/check_team_course/': 'EmployeeCourseCheck',
  'post /api/v1/employee/invitation_reply/': 'InvitationReply',
  'put /api/v1/employee/{id}/': 'EmployeeUpdate',
  'post /api/v1/export/excel/': 'ExcelExportRequest',
  'post /api/v1/forget/captcha/': 'CaptchaCheckRequest',
  'post /api/v1/forget/password/': 'ResetPasswordRequest',
  'post /api/v1/forget/phone/': 'ResetPhoneRequest',
  'post /api/v1/invitation_code': 'InvitationCodeRequest',
  'post /api/v1/join/{code}/': 'JoinRequest',
  'patch /api/v1/lms/studios/{id}/': 'StudioTouch',
  'post /api/v1/login/': 'LoginRequest',
  'post /api/v1/login/captcha/': 'CaptchaCheckRequest',
  'post /api/v1/org_students/': 'OrgStudentPayload',
  'post /api/v1/org_students/batch_delete/': 'StudentIds',
  'post /api/v1/org_students/batch_move/': 'OrgStudentBatchMove',
  'post /api/v1/org_students/batch_update/': 'OrgStudentBatchUpdate',
  'post /api/v1/org_students/change_secret/': 'SecretTypeChoice',
  'patch /api/v1/org_students/{id}/': 'OrgStudentPatch',
  'post /api/v1/organization_teachplan/': 'OrgPlanChange',
  'post /api/v1/profiles/learn_history/': 'LearnHistoryEntry',
  'post /api/v1/profiles/mark_top_notification/': 'MarkTopRequest',
  'post /api/v1/registry/': 'RegisterRequest',
  'post /api/v1/registry/captcha/': 'CaptchaCheckRequest',
  'post /api/v1/registry/phone/': 'PhoneCheck',
  'post /api/v1/registry/username/': 'UsernameCheck',
  'post /api/v1/reset/': 'EmployeeReset',
  'post /api/v1/set_phone_status/': 'PhoneStatusRequest',
  'post /api/v1/student_settings/': 'StudentSettingsChange',
  'patch /api/v1/studios/{id}/': 'StudioUpdate',
  'post /api/v1/studios/{id}/projects/': 'StudioWorksAdd',
  'post /api/v1/studios/{id}/studiocurator/': 'StudioInvite',
  'post /api/v1/studios/{id}/studiocurator/curator/': 'StudioAcceptance',
  'patch /api/v1/studios/{id}/studiocurator/{cid}/': 'StudioRoleChange',
  'put /api/v1/studios/{id}/studiocurator/{cid}/': 'StudioRoleChange',
  'post /api/v1/teacher_plan/plan_sort/': 'PlanSortAnswer',
  'post /api/v1/teacher_plan/share/': 'PlanShareRequest',
  'patch /api/v1/teacher_plan/{id}/': 'PlanEnable',
  'post /api/v1/team/{code}/courses/': 'CourseSelection',
  'post /api/v1/team/{code}/courses/change_visable/': 'CourseVisibilitySwitch',
  'post /api/v1/team/{code}/courses/close_visable/': 'CourseIdList',
  'post /api/v1/team/{code}/courses/delete_team_course/': 'CourseSelection',
  'post /api/v1/team/{code}/courses/open_visable/': 'CourseIdList',
  'post /api/v1/team/{code}/students/': 'TeamStudentCreate',
  'post /api/v1/team/{code}/students/add_org_student/': 'OrgStudentAddRequest',
  'post /api/v1/team/{code}/students/batch_change_key/': 'StudentKeysChange',
  'post /api/v1/team/{code}/students/batch_create/': 'TeamStudentCreate[]',
  'post /api/v1/team/{code}/students/batch_delete/': 'StudentIds',
  'post /api/v1/team/{code}/students/move/': 'StudentsMove',
  'put /api/v1/team/{code}/students/{id}/': 'StudentMove',
  'post /api/v1/team/{code}/students/{id}/change_key/': 'SecretTypeChoice',
  'post /api/v1/teams/': 'TeamCreatePayload',
  'patch /api/v1/teams/{team}/': 'TeamUpdatePayload',
  'post /api/v1/thridaccount_bind/': 'BindRequest',
  'put /api/v1/users/change_username/': 'UsernameCheck',
  'post /api/v1/users/exam_click/': 'PracticeClick',
  'post /api/v1/users/judge_click/': 'PracticeClick',
  'patch /api/v1/users/me/': 'ProfilePatch',
  'post /api/v1/users/typing_click/': 'PracticeClick',
  'post /api/v1/users/usage_report/': 'UsageReportRequest',
  'post /api/v1/users/{username}/comments/': 'CommentPost',
  'post /api/v1/vod_sign': 'VodSignRequest',
  'post /api/v1/wechat_bind/{bindId}/': 'WechatChoice',
  'post /api/v1/wechat_scan_login/confirm/': 'ScanConfirm',
  'post /api/v2/user/{id}/campus_select/': 'CampusChoice',
  'post /check': 'SensitiveCheckRequest',
};

/** The writes whose body may be left out (requestBody `required: false`). */
export const OPTIONAL_BODY: ReadonlySet<string> = new Set(['post /api/v1/studios/{id}/studiocurator/curator/']);

/** A field of a multipart form: text, one file, or several files under one name. */
export interface FormField {
  type: 'string' | 'file' | 'files';
  enum?: readonly string[];
  /** the call is refused (400) without it */
  required?: boolean;
  description: string;
}

const text = (description: string, more: Partial<FormField> = {}): FormField => ({ type: 'string', description, ...more });
const file = (description: string, required = true): FormField => ({ type: 'file', description, ...(required ? { required } : {}) });
const FLAG = ['true', 'false'] as const;

/**
 * The multipart/form-data body of the uploads: each field's name and kind (scripts/openapi.test.ts
 * sends each as a sample write and checks its fields against this table).
 */
export const FORMS: Readonly<Record<string, Readonly<Record<string, FormField>>>> = {
  'post /api/v1/courses/{id}/feedback/': {
    item: text('The feedback item, 1-6 (CourseFeedbackItem)', { required: true }),
    content: text('What the teacher writes'),
    attachments: { type: 'files', description: 'Pictures or documents, one part per file' },
  },
  'post /api/v1/feedback/': {
    feedback_type: text('The kind of feedback', { enum: ['suggestion', 'question', 'complain'], required: true }),
    subject: text('Its subject', { required: true }),
    content: text('Its text', { required: true }),
    contact: text('An email to answer to (optional)'),
    image: file('One picture (optional)', false),
  },
  'post /api/v1/org_students/batch_add/': {
    excel_file: file('The filled-in import template (.xlsx)'),
    preview: text('true: only each row’s verdict, nothing written', { enum: FLAG }),
    all_or_nothing: text('true: nothing is written when a row is skipped', { enum: FLAG }),
  },
  'post /api/v1/studio/gallery/{id}/set/': { file: file('The new cover picture (PNG, JPEG, GIF or WebP)') },
  'post /api/v1/studios/': {
    kind: text('The kind of portfolio', { enum: ['personal', 'team', 'area'], required: true }),
    title: text('Its title', { required: true }),
    description: text('Its description'),
    cover: file('Its cover picture (PNG, JPEG, GIF or WebP)'),
    team: text('kind team: the code of the team it belongs to'),
  },
  'post /api/v1/teacher_plan/load/': { file: file('The plan (PDF, Word or Excel)') },
  'patch /api/v1/users/me/': {
    name: text('The nickname (staff)'),
    description: text('The profile text'),
    avatar: file('A new avatar picture', false),
  },
};

/**
 * The success answer of a write: JSON of a type of src/types (with its status), a file (its
 * media types), or no body at all (204). There is no fourth kind: a write that answers JSON
 * names its type, so the document has its schema (scripts/openapi.test.ts checks each against a
 * real answer, and that each 204 write answers no body).
 */
export type WriteAnswer =
  | { status: 200 | 201 | 202; /** another success status the same answer may come with */ or?: 200 | 201; type: string; file?: undefined }
  | { status: 200; file: readonly string[]; type?: undefined; or?: undefined }
  | { status: 204; type?: undefined; file?: undefined; or?: undefined };

type JsonWrite = Extract<WriteAnswer, { type: string }>;
const ok = (type: string): JsonWrite => ({ status: 200, type });
const created = (type: string): JsonWrite => ({ status: 201, type });
/** 204: done, no body */
const DONE: WriteAnswer = { status: 204 };

/**
 * The success answer of every write route the mock serves (the test fails for one left out). Every
 * `type` is validated in scripts/openapi.test.ts against the answer of a sample write, and every
 * 204 write is called to check that it answers no body (the test fails for a write without a
 * sample).
 */
export const WRITES: Readonly<Record<string, WriteAnswer>> = {
  'post /api/v1/change/password/': ok('DetailAnswer'),
  'post /api/v1/courses/{id}/feedback/': created('SuccessAnswer'),
  'post /api/v1/courses/{id}/grade/': created('SuccessAnswer'),
  // 201: a user of another campus is invited; 200: the phone was new, the teacher is added
  'post /api/v1/employee/': { ...created('EmployeeCreateAnswer'), or: 200 },
  'delete /api/v1/employee/{id}/': ok('EmployeeDeleteAnswer'),
  'put /api/v1/employee/{id}/': ok('EmployeeUpdateAnswer'),
  'delete /api/v1/employee/{id}/remove_to_campus/': ok('DetailAnswer'),
  'delete /api/v1/employee/{id}/remove_user/': ok('DetailAnswer'),
  'post /api/v1/employee/check_team_course/': ok('AssignableCourse[]'),
  'post /api/v1/employee/invitation_reply/': ok('InvitationReplyAnswer'),
  'post /api/v1/export/excel/': { status: 200, file: [XLSX_MIME_TYPE] },
  'post /api/v1/feedback/': created('FeedbackReceipt'),
  'post /api/v1/forget/captcha/': ok('DetailAnswer'),
  'post /api/v1/forget/password/': ok('DetailAnswer'),
  'post /api/v1/forget/phone/': ok('ResetCode'),
  'post /api/v1/invitation_code': ok('InvitationActivation'),
  'post /api/v1/join/{code}/': ok('JoinTeamCards'),
  'delete /api/v1/lms/projects/{id}/': DONE,
  'delete /api/v1/lms/projects/{id}/lms_public/': DONE,
  'put /api/v1/lms/projects/{id}/lms_public/': ok('LmsProject'),
  'patch /api/v1/lms/studios/{id}/': ok('Studio'),
  'post /api/v1/login/': ok('LoginResponse'),
  'post /api/v1/login/captcha/': ok('DetailAnswer'),
  'post /api/v1/login/handoff/': created('HandoffCode'),
  'post /api/v1/org_students/': created('OrgStudent'),
  'delete /api/v1/org_students/{id}/': ok('DetailAnswer'),
  'patch /api/v1/org_students/{id}/': ok('OrgStudent'),
  'post /api/v1/org_students/batch_add/': ok('ImportReport'),
  'post /api/v1/org_students/batch_delete/': ok('OrgStudentsDeleted'),
  'post /api/v1/org_students/batch_move/': ok('OrgStudentBatchReport'),
  'post /api/v1/org_students/batch_update/': ok('OrgStudentBatchReport'),
  'post /api/v1/org_students/change_secret/': ok('FreshSecret'),
  'post /api/v1/organization_teachplan/': ok('OrgPlanAnswer'),
  'delete /api/v1/profiles/favorites_clear/': DONE,
  'post /api/v1/profiles/learn_history/': created('LearningHistory'),
  'post /api/v1/profiles/mark_all/': ok('MarkAllAnswer'),
  'post /api/v1/profiles/mark_top_notification/': ok('MarkTopAnswer'),
  'delete /api/v1/projects/{id}/favorite/': DONE,
  'post /api/v1/registry/': created('LoginResponse'),
  'post /api/v1/registry/captcha/': ok('DetailAnswer'),
  'post /api/v1/registry/phone/': ok('DetailAnswer'),
  'post /api/v1/registry/username/': ok('DetailAnswer'),
  'post /api/v1/reset/': ok('DetailAnswer'),
  'post /api/v1/set_phone_status/': ok('PhoneStatusAnswer'),
  'post /api/v1/student_settings/': ok('SettingsAnswer'),
  'post /api/v1/studio/gallery/{id}/set/': ok('StudioCover'),
  'post /api/v1/studios/': created('Studio'),
  'delete /api/v1/studios/{id}/': DONE,
  'patch /api/v1/studios/{id}/': ok('Studio'),
  'delete /api/v1/studios/{id}/follow/': DONE,
  'post /api/v1/studios/{id}/follow/': created('StudioFollowAnswer'),
  'post /api/v1/studios/{id}/projects/': created('StudioWorksAdded'),
  'delete /api/v1/studios/{id}/projects/{pid}/': DONE,
  'delete /api/v1/studios/{id}/regional/': DONE,
  'post /api/v1/studios/{id}/studiocurator/': created('StudioInviteAnswer'),
  'delete /api/v1/studios/{id}/studiocurator/{cid}/': DONE,
  'patch /api/v1/studios/{id}/studiocurator/{cid}/': ok('StudioMember'),
  'put /api/v1/studios/{id}/studiocurator/{cid}/': ok('StudioMember'),
  'post /api/v1/studios/{id}/studiocurator/curator/': ok('StudioMember'),
  'delete /api/v1/teacher_plan/{id}/': DONE,
  'patch /api/v1/teacher_plan/{id}/': ok('TeachPlan'),
  'post /api/v1/teacher_plan/load/': created('TeachPlan'),
  'post /api/v1/teacher_plan/plan_sort/': ok('PlanSortAnswer'),
  'post /api/v1/teacher_plan/reset/': { status: 202, type: 'PlanRegeneration' },
  'post /api/v1/teacher_plan/share/': ok('PlanShareAnswer'),
  'post /api/v1/team/{code}/courses/': ok('TeamCourseIds'),
  'post /api/v1/team/{code}/courses/change_visable/': ok('TeamCourseChanges'),
  'post /api/v1/team/{code}/courses/close_visable/': ok('TeamCourseChanges'),
  'post /api/v1/team/{code}/courses/delete_team_course/': ok('TeamCoursesLeft'),
  'post /api/v1/team/{code}/courses/open_visable/': ok('TeamCourseChanges'),
  'post /api/v1/team/{code}/students/': created('TeamStudent'),
  'delete /api/v1/team/{code}/students/{id}/': ok('TeamStudentDeleteAnswer'),
  'put /api/v1/team/{code}/students/{id}/': ok('TeamStudent'),
  'post /api/v1/team/{code}/students/{id}/change_key/': ok('TeamStudent'),
  'post /api/v1/team/{code}/students/add_org_student/': ok('OrgStudentAdded'),
  'post /api/v1/team/{code}/students/batch_change_key/': ok('StudentKeysChanged'),
  'post /api/v1/team/{code}/students/batch_create/': created('BatchCreateReport'),
  'post /api/v1/team/{code}/students/batch_delete/': ok('TeamStudentsDeleted'),
  'post /api/v1/team/{code}/students/move/': ok('StudentMoveReport'),
  'post /api/v1/teams/': created('Team'),
  'delete /api/v1/teams/{team}/': DONE,
  'patch /api/v1/teams/{team}/': ok('Team'),
  'post /api/v1/thridaccount_bind/': ok('BindResponse'),
  'post /api/v1/users/{username}/comments/': created('CommentPosted'),
  'put /api/v1/users/change_username/': ok('UsernameChange'),
  'post /api/v1/users/exam_click/': created('ClickLogged'),
  'post /api/v1/users/judge_click/': created('ClickLogged'),
  'patch /api/v1/users/me/': ok('User'),
  'post /api/v1/users/typing_click/': created('ClickLogged'),
  'post /api/v1/users/usage_report/': created('UsageReport'),
  'post /api/v1/vod_sign': ok('VodSignature'),
  'post /api/v1/wechat_bind/{bindId}/': ok('WechatAnswer'),
  'post /api/v1/wechat_scan_login/confirm/': ok('ScanConfirmAnswer'),
  'post /api/v1/wechat_unbind': ok('WechatAnswer'),
  'post /api/v2/user/{id}/campus_select/': ok('Campus[]'),
  'post /check': ok('SensitiveCheckResult'),
  'post /rest-auth/logout/': ok('DetailAnswer'),
};

/** A query parameter a route reads. */
export interface QueryParam {
  type: 'string' | 'integer' | 'boolean';
  enum?: readonly string[];
  format?: 'date' | 'date-time';
  /** the call is refused (400) without it */
  required?: boolean;
  description: string;
}

const str = (description: string, more: Partial<QueryParam> = {}): QueryParam => ({ type: 'string', description, ...more });
const int = (description: string): QueryParam => ({ type: 'integer', description });
const oneOf = (choices: readonly string[], description: string, required = false): QueryParam => ({ type: 'string', enum: choices, description, ...(required ? { required } : {}) });
const day = (description: string): QueryParam => ({ type: 'string', format: 'date', description });

/** page/page_size paging (page from 1). */
const PAGE = { page: int('The page, from 1 (default 1)'), page_size: int('Rows a page (the call’s default when absent)') };
/** offset/limit paging. */
const OFFSET = { offset: int('Rows to skip (default 0)'), limit: int('Rows to answer (the call’s default when absent)') };
const SEARCH_STR = { search_str: str('Keeps the rows whose name contains it (case-insensitive)') };
const Q = { q: str('Keeps the rows whose title or name contains it (case-insensitive)') };
/** the personal data centre's person and days (000 §data centre) */
const PERSONAL_RANGE = {
  user_name: str('Whose figures: the caller’s own username, or (staff) a student’s of their campus', { required: true }),
  start_time: day('First day (YYYY-MM-DD); with end_time, at most a year; default: the last 7 days'),
  end_time: day('Last day (YYYY-MM-DD), not before start_time'),
};
const CAMPUS_RANGE = {
  start_date: day('First day (YYYY-MM-DD); default: the last 7 days'),
  end_date: day('Last day (YYYY-MM-DD), not before start_date'),
};
const USER_NAME = { user_name: str('The username whose figures are read (the caller’s own, or a student of their campus)', { required: true }) };
const ORDER_STR = { order_str: str('Sort field, a leading `-` for descending; fields the call does not allow are ignored') };
const MEMBER_TYPE = { user_type: oneOf(MEMBER_TYPES, 'Whose figures: staff or students', true) };
const AUTHOR_TYPE = { user_type: oneOf(AUTHOR_TYPES, 'Whose works: the whole campus, students or staff', true) };
/** the campus figures' platform (default teach) */
const CAMPUS_PLATFORM = { platform: oneOf(PLATFORMS, 'The platform whose time is counted (default teach)') };
const RANK_ORDER = { order: oneOf(RANKING_SORTS, 'Rank by (default views)') };
const ACCESS_TOKEN = { AccessToken: str('The office-document access token from get_token_info', { required: true }) };

/**
 * The query parameters each route reads (scripts/openapi.test.ts records the names every handler
 * reads while the samples run, and fails for a name missing here or listed here but never read).
 */
export const QUERY: Readonly<Record<string, Readonly<Record<string, QueryParam>>>> = {
  'get /accounts/{platform}/login/': { process: oneOf(['login'], 'What the platform is asked for: a sign-in', true) },
  'get /api/v1/courseprojects/': {
    ...PAGE,
    ...Q,
    category: str('One category of projects (an unknown one is refused)'),
    difficult_tags: str('Difficulty tags, `|`-separated: keeps projects with any of them'),
    hardware_tags: str('Hardware tags, `|`-separated'),
    key_tags: str('Key-point tags, `|`-separated'),
    knowledge_tags: str('Knowledge tags, `|`-separated'),
    result_tags: str('Outcome tags, `|`-separated'),
  },
  'get /api/v1/courses/': {
    ...PAGE,
    ...Q,
    is_series: oneOf(['true', 'false'], 'Series courses only (true) or single courses only (false)'),
    new_course_type__iregex: str('Course types: a case-insensitive pattern over `|`-joined values'),
    new_program_platform__iregex: str('Programming platforms: a case-insensitive pattern'),
    new_suit_tags__iregex: str('Suitable ages/grades: a case-insensitive pattern'),
    new_teaching_aid__iregex: str('Teaching aids: a case-insensitive pattern'),
  },
  'get /api/v1/courses/{id}/course_detail/': { unit_id: int('The unit to open (default: the first)') },
  'get /api/v1/data_analysis/course/': PERSONAL_RANGE,
  'get /api/v1/data_analysis/course/rank/': USER_NAME,
  'get /api/v1/data_analysis/extend/': USER_NAME,
  'get /api/v1/data_analysis/extend/rank/': USER_NAME,
  'get /api/v1/data_analysis/organization/{orgId}/active/': { ...CAMPUS_RANGE, metric: oneOf(ACTIVITY_METRICS, 'Active users or time spent (default users)') },
  'get /api/v1/data_analysis/organization/{orgId}/average_time/': { ...CAMPUS_RANGE, ...MEMBER_TYPE, ...CAMPUS_PLATFORM },
  'get /api/v1/data_analysis/organization/{orgId}/course_hot/': CAMPUS_RANGE,
  'get /api/v1/data_analysis/organization/{orgId}/daily_works/': AUTHOR_TYPE,
  'get /api/v1/data_analysis/organization/{orgId}/overall_ranking/': { ...CAMPUS_RANGE, order: oneOf(ORG_RANKING_SORTS, 'Rank by (default influence)') },
  'get /api/v1/data_analysis/organization/{orgId}/time_statistics/': { ...CAMPUS_RANGE, ...CAMPUS_PLATFORM },
  'get /api/v1/data_analysis/organization/{orgId}/works_ranking/': { ...CAMPUS_RANGE, ...MEMBER_TYPE, ...RANK_ORDER },
  'get /api/v1/data_analysis/organization/{orgId}/works_statistics/': { ...CAMPUS_RANGE, ...MEMBER_TYPE },
  'get /api/v1/data_analysis/platform/': { ...PERSONAL_RANGE, platform: oneOf(PLATFORMS, 'The platform whose time is counted', true) },
  'get /api/v1/data_analysis/progress/': PERSONAL_RANGE,
  'get /api/v1/data_analysis/progress/perfect_moment/': PERSONAL_RANGE,
  'get /api/v1/data_analysis/project/': { ...PERSONAL_RANGE, order: oneOf(WORKS_SORTS, 'Sort by (default views)') },
  'get /api/v1/data_analysis/project/excellent/': PERSONAL_RANGE,
  'get /api/v1/data_analysis/team/{teamId}/learn_time/': CAMPUS_RANGE,
  'get /api/v1/data_analysis/team/{teamId}/ranking/': { ...CAMPUS_RANGE, ...RANK_ORDER },
  'get /api/v1/data_analysis/user/': PERSONAL_RANGE,
  'get /api/v1/employee/': {
    ...PAGE,
    ...ORDER_STR,
    ...SEARCH_STR,
    seach_str: str('The same as search_str (the real API’s spelling, read first)'),
  },
  'get /api/v1/employee/check_user_info/': { phone: str('The phone number to look up', { required: true }) },
  'get /api/v1/employee/course_bags/': PAGE,
  'get /api/v1/employee/courses/': PAGE,
  'get /api/v1/get_token_info/': { unit_id: int('The unit whose document is opened') },
  'get /api/v1/invitation_check': {
    invitation_code: str('The invitation code to check', { required: true }),
    user_name: str('The username registering with it (without a token)'),
  },
  'get /api/v1/lms/projects/': {
    ...PAGE,
    ...ORDER_STR,
    q: str('Keeps the works whose title contains it'),
    lms_public: oneOf(['true', 'false'], 'Shared works only (true), unshared only (false); absent: all'),
    platform: str('Works of one platform only'),
    username: str('Whose works (default: the caller’s)'),
  },
  'get /api/v1/office_preview/': ACCESS_TOKEN,
  'get /api/v1/org_activities/': {
    ...PAGE,
    kind: oneOf(ACTIVITY_KINDS, 'Changes of one kind only'),
    actor: int('Changes made by this staff member (user id) only'),
    start_date: day('First day (YYYY-MM-DD)'),
    end_date: day('Last day (YYYY-MM-DD), not before start_date'),
  },
  'get /api/v1/org_students/': { ...PAGE, ...ORDER_STR, ...SEARCH_STR, role: oneOf(ORG_STUDENT_STATUS_FILTERS, 'Students of one status only (default all)') },
  'get /api/v1/profiles/favorites/': { ...PAGE, ...Q, username: str('Whose favourites (default: the caller’s)') },
  'get /api/v1/profiles/learn_history/': { ...PAGE, ...Q, username: str('Whose history (default: the caller’s)') },
  'get /api/v1/profiles/notifications/': {
    ...OFFSET,
    kind: oneOf(NOTIFICATION_KINDS, 'Notifications of one kind only'),
    unread: oneOf(['true', 'false'], 'true: unread notifications only'),
    as_of: str('With unread=true: what was unread at this instant (ISO 8601)', { format: 'date-time' }),
  },
  'get /api/v1/profiles/project_count/': { is_published: oneOf(['true', 'false'], 'true: count the shared works only') },
  'get /api/v1/profiles/projects/': { ...OFFSET, is_published: oneOf(['true', 'false'], 'true: shared works only') },
  'get /api/v1/refresh_token_info/': { ...ACCESS_TOKEN, course_id: int('The course of the unit'), unit_id: int('The unit of the document') },
  'get /api/v1/studios/': {
    ...PAGE,
    ...Q,
    kind: oneOf(['personal', 'team', 'area'], 'Portfolios of one kind only (default all)'),
    scope: oneOf(['mine', 'org'], 'mine (default): the caller’s portfolios; org: the campus’s (staff)'),
  },
  'get /api/v1/studios/{id}/activities/': PAGE,
  'get /api/v1/studios/{id}/projects/': OFFSET,
  'get /api/v1/studios/{id}/studiocurator/': { ...PAGE, ...OFFSET, ...ORDER_STR, ...Q, role: str('Members of one role only') },
  'get /api/v1/studios/follows_count/': Q,
  'get /api/v1/studios/follows_v2/': { ...PAGE, ...Q },
  'get /api/v1/teacher_plan/': {
    plan_sort: oneOf(['created_at', '-created_at', 'file_name', '-file_name', 'course_bag_tag', '-course_bag_tag'], 'The order of the plans (default: the one the teacher saved)'),
    search: str('Keeps the plans whose name contains it'),
  },
  'get /api/v1/team/{code}/courses/course_list/': {
    ...PAGE,
    ...SEARCH_STR,
    course_order: oneOf(['asc', 'desc'], 'Sort by title'),
    visible_order: oneOf(['asc', 'desc'], 'Sort by visibility'),
  },
  'get /api/v1/team/{code}/courses/org_course_bag_list/': PAGE,
  'get /api/v1/team/{code}/courses/org_course_list/': { ...PAGE, ...SEARCH_STR },
  'get /api/v1/team/{code}/students/': PAGE,
  'get /api/v1/teams/': { ...PAGE, ...ORDER_STR, ...SEARCH_STR, scope: oneOf(['', 'own'], 'own: only the teams the caller created or teaches') },
  'get /api/v1/teams/{team}/login_cards/': { ...PAGE, ids: str('Comma-separated student ids: the cards of these students only') },
  'get /api/v1/users/{id}/follow_studios/': { ...PAGE, ...Q },
  'get /api/v1/users/{username}/comments/': OFFSET,
  'get /api/v1/users/exam_encrypt_text/': { kind: oneOf(['exam', 'judge'], 'Which question bank the text opens', true) },
  'get /api/v1/users/me/studios/': OFFSET,
  'get /api/v1/users/personal_data/': USER_NAME,
  'get /api/v1/wechat_bind/': { user_id: int('The caller’s own user id') },
  'get /api/v1/wechat_scan_login/status/': { scan_id: str('The scan from wechat_scan_login', { required: true }) },
  'delete /api/v1/teams/{team}/': { flag: oneOf(['true'], 'Confirms the deletion (refused without it)', true) },
};
