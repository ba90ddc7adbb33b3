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
 * sends it as). Other writes take no body, a small body documented in docs/api.md, or a
 * multipart form (uploads).
 */
export const REQUESTS: Readonly<Record<string, string>> = {
  'patch /api/v1/org_students/{id}/': 'OrgStudentPatch',
  'patch /api/v1/teams/{team}/': 'TeamUpdatePayload',
  'post /api/v1/courses/{id}/grade/': 'CourseGrade',
  'post /api/v1/employee/': 'EmployeePayload',
  'post /api/v1/employee/check_team_course/': 'EmployeeCourseCheck',
  'post /api/v1/employee/invitation_reply/': 'InvitationReply',
  'post /api/v1/export/excel/': 'ExcelExportRequest',
  'post /api/v1/forget/captcha/': 'CaptchaCheckRequest',
  'post /api/v1/login/': 'LoginRequest',
  'post /api/v1/login/captcha/': 'CaptchaCheckRequest',
  'post /api/v1/org_students/': 'OrgStudentPayload',
  'post /api/v1/org_students/batch_update/': 'OrgStudentBatchUpdate',
  'post /api/v1/registry/': 'RegisterRequest',
  'post /api/v1/registry/captcha/': 'CaptchaCheckRequest',
  'post /api/v1/set_phone_status/': 'PhoneStatusRequest',
  'post /api/v1/teacher_plan/plan_sort/': 'PlanSortAnswer',
  'post /api/v1/teams/': 'TeamCreatePayload',
  'post /api/v1/thridaccount_bind/': 'BindRequest',
  'put /api/v1/employee/{id}/': 'EmployeeUpdate',
};
