/**
 * The rules as a table a test walks (issue 25), like scratch-www's studio permissions: every write
 * route of the mock × every kind of caller. Each cell calls the mock as that caller; an allowed
 * cell must succeed, a refused one must fail and write nothing (every row a call writes is
 * recorded, so "nothing changed" is read back from the database itself). The write routes are
 * enumerated from the route registry: a new write route without a row fails the test.
 *
 * The resources the rows act on are chosen around one campus team, ROBOTS of Sunshine: created by
 * the manager, taught by Sophie (the co-teacher) and Daniel (removed from the campus before each
 * row), its portfolio "Robot Builds" (owner the manager, its teachers managers), and Sunshine's
 * regional portfolio "Sunshine Stars" (owner the manager; Li Ming, the student, a curator).
 */
import { describe, expect, it } from 'vitest';
import { db } from './db/db';
import type { RowChange } from './db/table';
import { apiRoutes } from './handlers/api';
import { issueToken } from './rules/tokens';
import { call, multipart, recordingWrites, type CallInit } from './test-helpers';
import { ensureDemoWorld, resetDemoWorld } from './testing';

/** The callers (identities) of the table. */
const WHO = [
  'signedOut',
  'student',
  'frozenStudent',
  'coTeacher',
  'offTeamTeacher',
  'otherCampusTeacher',
  'removedTeacher',
  'expiredTeacher',
  'notStartedTeacher',
  'manager',
  'otherCampusManager',
] as const;
type Who = (typeof WHO)[number];

/** The demo account behind each caller. */
const ACCOUNT: Record<Exclude<Who, 'signedOut'>, string> = {
  student: 'student', // Li Ming, of ABCDEF; curator of Sunshine Stars
  frozenStudent: 'stu_abcdef_20', // Grace Mitchell, frozen in the seed; her token was issued before
  coTeacher: 'sophie_turner', // teaches ROBOTS, did not create it
  offTeamTeacher: 'oliver_bennett', // a Sunshine teacher who does not teach ROBOTS
  otherCampusTeacher: 'hannah_price', // a Riverside teacher
  removedTeacher: 'daniel_hughes', // taught ROBOTS; deleted and removed from Sunshine before each row
  expiredTeacher: 'expired', // Hilltop, whose service has ended
  notStartedTeacher: 'upcoming', // Northstar, whose service has not started
  manager: 'manager', // Sunshine's manager, creator of ROBOTS
  otherCampusManager: 'expiring', // Riverside's manager
};

const user = (username: string) => db.users.findOne('username', username)!;
const team = (code: string) => db.teams.findOne('code', code)!;
const studio = (title: string) => db.studios.all().find((s) => s.title === title)!;
const orgStudent = (username: string) => db.orgStudents.findOne('user_id', user(username).id)!;
const employee = (username: string) => db.employees.findBy('user_id', user(username).id)[0];
const membership = (code: string, index = 0) => db.teamStudents.findBy('team_id', team(code).id)[index];
const publicProject = (username: string) => db.projects.findBy('owner_id', user(username).id).find((p) => p.lms_public)!;
const memberRow = (title: string, username: string) => db.studioMembers.findBy('studio_id', studio(title).id).find((m) => m.user_id === user(username).id)!;
const managerPlan = () => db.teachPlans.findBy('owner_id', user('manager').id).find((p) => !p.auto_generated && p.is_share)!;
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));

/** Who each row lets through; everyone else is refused. */
/** The teacher a new team of the caller's names: their own account, or for a manager one of the campus's teachers. */
const TEACHER_OF: Partial<Record<Who, string>> = {
  ...Object.fromEntries(WHO.filter((w) => w !== 'signedOut').map((w) => [w, ACCOUNT[w as Exclude<Who, 'signedOut'>]])),
  manager: 'sophie_turner',
  otherCampusManager: 'hannah_price',
};

const ALL_SIGNED_IN: readonly Who[] = WHO.filter((w) => w !== 'signedOut' && w !== 'frozenStudent');
const STAFF: readonly Who[] = ALL_SIGNED_IN.filter((w) => w !== 'student');

interface Row {
  /** the address, from the caller (some rows act on the caller's own records) */
  path: string | ((who: Who) => string);
  init?: (who: Who) => Omit<CallInit, 'token' | 'method'>;
  /** the callers the row lets through (2xx); 'public': the same answer whoever calls */
  allow: readonly Who[] | 'public';
}

const TABLE: Record<string, Row> = {
  // --- sign-in, registration, password reset: public, the caller's token changes nothing
  'post /api/v1/login/': { path: '/api/v1/login/', init: () => ({ body: { login_type: 'password', username: 'solo', password: 'demo1234' } }), allow: 'public' },
  'post /api/v1/login/captcha/': { path: '/api/v1/login/captcha/', init: () => ({ body: {} }), allow: 'public' },
  'post /api/v1/login/handoff/': { path: '/api/v1/login/handoff/', init: () => ({ body: {} }), allow: ALL_SIGNED_IN },
  'post /rest-auth/logout/': { path: '/rest-auth/logout/', init: () => ({ body: {} }), allow: ALL_SIGNED_IN },
  'post /api/v1/wechat_scan_login/confirm/': { path: '/api/v1/wechat_scan_login/confirm/', init: () => ({ body: { scan_id: 'none' } }), allow: [] },
  'post /api/v1/join/:code/': { path: '/api/v1/join/ABCDEF/', init: () => ({ body: { name: 'Emma Wilson' } }), allow: 'public' },
  'post /api/v1/registry/captcha/': { path: '/api/v1/registry/captcha/', init: () => ({ body: {} }), allow: 'public' },
  'post /api/v1/registry/phone/': { path: '/api/v1/registry/phone/', init: () => ({ body: {} }), allow: 'public' },
  'post /api/v1/registry/username/': { path: '/api/v1/registry/username/', init: () => ({ body: {} }), allow: 'public' },
  'post /api/v1/registry/': { path: '/api/v1/registry/', init: () => ({ body: {} }), allow: 'public' },
  'post /api/v1/forget/captcha/': { path: '/api/v1/forget/captcha/', init: () => ({ body: {} }), allow: 'public' },
  'post /api/v1/forget/phone/': { path: '/api/v1/forget/phone/', init: () => ({ body: {} }), allow: 'public' },
  'post /api/v1/forget/password/': { path: '/api/v1/forget/password/', init: () => ({ body: {} }), allow: 'public' },
  'post /api/v1/vod_sign': { path: '/api/v1/vod_sign', init: () => ({ body: {} }), allow: 'public' },
  'post /api/v1/wechat_bind/:bindId/': { path: '/api/v1/wechat_bind/none/', init: () => ({ body: {} }), allow: 'public' },


  // --- the caller's own account and records
  'patch /api/v1/users/me/': { path: '/api/v1/users/me/', init: () => ({ body: { description: 'Hello' } }), allow: ALL_SIGNED_IN },
  'post /api/v1/users/usage_report/': { path: '/api/v1/users/usage_report/', init: () => ({ body: { platform: 'teach' } }), allow: ALL_SIGNED_IN },
  'post /api/v1/users/exam_click/': { path: '/api/v1/users/exam_click/', init: () => ({ body: { platform: '1' } }), allow: ALL_SIGNED_IN },
  'post /api/v1/users/judge_click/': { path: '/api/v1/users/judge_click/', init: () => ({ body: { platform: '1' } }), allow: ALL_SIGNED_IN },
  'post /api/v1/users/typing_click/': { path: '/api/v1/users/typing_click/', init: () => ({ body: { platform: '1' } }), allow: ALL_SIGNED_IN },
  'post /api/v2/user/:id/campus_select/': {
    path: () => `/api/v2/user/${user('multi').id}/campus_select/`,
    init: () => ({ body: { campus_id: team('RIVERS').org_id } }),
    allow: [],
  },
  'post /api/v1/profiles/mark_top_notification/': { path: '/api/v1/profiles/mark_top_notification/', init: () => ({ body: { notification_id: db.topNotifications.all()[0]?.id ?? 1 } }), allow: ALL_SIGNED_IN },
  'post /api/v1/feedback/': {
    path: '/api/v1/feedback/',
    init: () => ({ form: multipart({ feedback_type: 'suggestion', subject: 'Slow page', content: 'The course page loads slowly on Mondays.', contact: 'parent@example.com' }) }),
    allow: ALL_SIGNED_IN,
  },
  'post /check': { path: '/check', init: () => ({ body: { content: 'hello' } }), allow: ALL_SIGNED_IN },
  'post /api/v1/profiles/mark_all/': { path: '/api/v1/profiles/mark_all/', init: () => ({ body: {} }), allow: ALL_SIGNED_IN },
  'post /api/v1/users/:username/comments/': { path: '/api/v1/users/student/comments/', init: () => ({ body: { content: 'Great work!' } }), allow: ALL_SIGNED_IN },
  'delete /api/v1/profiles/favorites_clear/': { path: '/api/v1/profiles/favorites_clear/', allow: ALL_SIGNED_IN },
  'delete /api/v1/projects/:id/favorite/': {
    path: () => `/api/v1/projects/${db.favorites.findBy('user_id', user('student').id)[0].project_id}/favorite/`,
    allow: ['student', 'manager'], // both have that work among their favourites
  },
  'post /api/v1/profiles/learn_history/': { path: '/api/v1/profiles/learn_history/', init: () => ({ body: { resourcetype: 'CourseProjectHistory', project: db.courseProjects.all()[0].id } }), allow: ALL_SIGNED_IN },
  'delete /api/v1/studios/:id/follow/': { path: () => `/api/v1/studios/${studio('Sunshine Stars').id}/follow/`, allow: [] },
  'post /api/v1/export/excel/': { path: '/api/v1/export/excel/', init: () => ({ body: { filename: 'a', headers_name: ['A'], headers_key: ['a'], data: [{ a: '1' }] } }), allow: ALL_SIGNED_IN },
  // rating and feedback: staff of a running campus, on the platform's own courses
  'post /api/v1/courses/:id/feedback/': {
    path: () => `/api/v1/courses/${db.courses.findBy('campus', null)[0].id}/feedback/`,
    init: () => ({ form: multipart({ item: '1', content: 'The second unit needs more examples.' }) }),
    allow: ['coTeacher', 'offTeamTeacher', 'otherCampusTeacher', 'expiredTeacher', 'notStartedTeacher', 'manager', 'otherCampusManager'],
  },
  'post /api/v1/courses/:id/grade/': {
    path: () => `/api/v1/courses/${db.courses.findBy('campus', null)[0].id}/grade/`,
    init: () => ({ body: { simple: 5, vividness: 5, teaching_objective: 5, interest: 5, effective: 5, content: 'Good' } }),
    allow: ['coTeacher', 'offTeamTeacher', 'otherCampusTeacher', 'expiredTeacher', 'notStartedTeacher', 'manager', 'otherCampusManager'],
  },
  'post /api/v1/set_phone_status/': { path: '/api/v1/set_phone_status/', init: () => ({ body: { status: false } }), allow: ALL_SIGNED_IN },
  'post /api/v1/thridaccount_bind/': { path: '/api/v1/thridaccount_bind/', init: () => ({ body: {} }), allow: [] },
  'post /api/v1/student_settings/': { path: '/api/v1/student_settings/', init: () => ({ body: { type: 'change_key_login', is_enable: '1' } }), allow: ['student'] },
  'put /api/v1/users/change_username/': { path: '/api/v1/users/change_username/', init: () => ({ body: { username: 'new_name_1' } }), allow: [] },
  'post /api/v1/invitation_code': { path: '/api/v1/invitation_code', init: () => ({ body: { invitation_code: 'NOPE' } }), allow: [] },
  'post /api/v1/wechat_unbind': { path: '/api/v1/wechat_unbind', init: () => ({ body: {} }), allow: STAFF },
  'post /api/v1/employee/invitation_reply/': { path: '/api/v1/employee/invitation_reply/', init: () => ({ body: { id: employee('multi').id, status: true } }), allow: [] },

  // --- projects: the owner's own
  'put /api/v1/lms/projects/:id/lms_public/': { path: () => `/api/v1/lms/projects/${publicProject('student').id}/lms_public/`, allow: ['student'] },
  'delete /api/v1/lms/projects/:id/lms_public/': { path: () => `/api/v1/lms/projects/${publicProject('student').id}/lms_public/`, allow: ['student'] },
  'delete /api/v1/lms/projects/:id/': { path: () => `/api/v1/lms/projects/${publicProject('student').id}/`, allow: ['student'] },

  // --- the management centre (Sunshine's managers, while the service runs)
  'post /api/v1/org_students/': {
    path: '/api/v1/org_students/',
    init: () => ({ body: { name: 'Zoe', secret_type: 'word', secret: 'apple', secret_image: '', student_team_id: [team('ROBOTS').id] } }),
    allow: ['manager'],
  },
  'patch /api/v1/org_students/:id/': { path: () => `/api/v1/org_students/${orgStudent('stu_robots_01').id}/`, init: () => ({ body: { name: 'Renamed' } }), allow: ['manager'] },
  'delete /api/v1/org_students/:id/': { path: () => `/api/v1/org_students/${orgStudent('stu_robots_01').id}/`, allow: ['manager'] },
  'post /api/v1/org_students/change_secret/': { path: '/api/v1/org_students/change_secret/', init: () => ({ body: { secret_type: 'word' } }), allow: ['manager', 'otherCampusManager'] },
  'post /api/v1/change/password/': { path: '/api/v1/change/password/', init: () => ({ body: { student_id: orgStudent('stu_robots_01').id, password: 'abc12345' } }), allow: ['manager'] },
  'post /api/v1/org_students/batch_update/': { path: '/api/v1/org_students/batch_update/', init: () => ({ body: { student_ids: [orgStudent('stu_robots_01').id], is_freeze: true } }), allow: ['manager'] },
  'post /api/v1/org_students/batch_move/': {
    path: '/api/v1/org_students/batch_move/',
    init: () => ({ body: { student_ids: [orgStudent('stu_robots_01').id], team: team('NEWBIE').id } }),
    allow: ['manager'],
  },
  'post /api/v1/org_students/batch_delete/': { path: '/api/v1/org_students/batch_delete/', init: () => ({ body: { student_ids: [orgStudent('stu_robots_01').id] } }), allow: ['manager'] },
  'post /api/v1/org_students/batch_add/': { path: '/api/v1/org_students/batch_add/', init: () => ({ form: multipart({}) }), allow: [] },
  'post /api/v1/employee/check_team_course/': {
    path: '/api/v1/employee/check_team_course/',
    init: () => ({ body: { team_list: [team('ROBOTS').id], courses: [], course_bags: [] } }),
    allow: ['manager'],
  },
  'post /api/v1/employee/': { path: '/api/v1/employee/', init: () => ({ body: { name: 'Ann', phone: '13912345678', is_full: true, team_list: [], courses: [], course_bags: [] } }), allow: ['manager', 'otherCampusManager'] },
  'put /api/v1/employee/:id/': {
    path: () => `/api/v1/employee/${employee('sophie_turner').id}/`,
    init: () => ({ body: { name: 'Sophie Turner', is_full: true, team_list: [team('ROBOTS').id], courses: employee('sophie_turner').courses, course_bags: [] } }),
    allow: ['manager'],
  },
  'delete /api/v1/employee/:id/': { path: () => `/api/v1/employee/${employee('oliver_bennett').id}/`, allow: ['manager'] },
  'delete /api/v1/employee/:id/remove_to_campus/': { path: () => `/api/v1/employee/${employee('multi').id}/remove_to_campus/`, allow: [] },
  'delete /api/v1/employee/:id/remove_user/': { path: () => `/api/v1/employee/${employee('oliver_bennett').id}/remove_user/`, allow: [] },
  'post /api/v1/reset/': { path: '/api/v1/reset/', init: () => ({ body: { employee_id: employee('sophie_turner').id } }), allow: ['manager'] },

  // --- teams (ROBOTS: created by the manager, taught by the co-teacher)
  'post /api/v1/teams/': {
    path: '/api/v1/teams/',
    // a manager names a teacher of the campus; a teacher, themselves
    init: (who) => ({ body: { name: 'New Team', description: '', key_type: 'word', team_teacher: [user(TEACHER_OF[who] ?? 'sophie_turner').id] } }),
    allow: ['coTeacher', 'offTeamTeacher', 'otherCampusTeacher', 'manager', 'otherCampusManager'],
  },
  'patch /api/v1/teams/:team/': { path: '/api/v1/teams/ROBOTS/', init: () => ({ body: { description: 'Changed' } }), allow: ['coTeacher', 'manager'] },
  'delete /api/v1/teams/:team/': { path: '/api/v1/teams/NEWBIE/', init: () => ({ query: { flag: 'true' } }), allow: [] },
  'post /api/v1/team/:code/students/': { path: '/api/v1/team/ROBOTS/students/', init: () => ({ body: { name: 'Zoe' } }), allow: ['manager'] },
  'post /api/v1/team/:code/students/batch_create/': { path: '/api/v1/team/ROBOTS/students/batch_create/', init: () => ({ body: [{ name: 'Zoe' }] }), allow: ['manager'] },
  'post /api/v1/team/:code/students/add_org_student/': { path: '/api/v1/team/ROBOTS/students/add_org_student/', init: () => ({ body: { username: 'stu_galaxy_01' } }), allow: ['manager'] },
  'put /api/v1/team/:code/students/:id/': { path: () => `/api/v1/team/ROBOTS/students/${membership('ROBOTS').id}/`, init: () => ({ body: { team: 'NEWBIE' } }), allow: ['manager'] },
  'post /api/v1/team/:code/students/move/': {
    path: '/api/v1/team/ROBOTS/students/move/',
    init: () => ({ body: { student_ids: [membership('ROBOTS').id], team: 'NEWBIE', copy: true } }),
    allow: ['manager'],
  },
  'delete /api/v1/team/:code/students/:id/': { path: () => `/api/v1/team/ROBOTS/students/${membership('ROBOTS').id}/`, allow: ['manager'] },
  'post /api/v1/team/:code/students/batch_delete/': { path: '/api/v1/team/ROBOTS/students/batch_delete/', init: () => ({ body: { student_ids: [membership('ROBOTS').id] } }), allow: ['manager'] },
  'post /api/v1/team/:code/students/batch_change_key/': {
    path: '/api/v1/team/ROBOTS/students/batch_change_key/',
    init: () => ({ body: { student_ids: [membership('ROBOTS').id], secret_type: 'word' } }),
    allow: ['manager'],
  },
  'post /api/v1/team/:code/students/:id/change_key/': { path: () => `/api/v1/team/ROBOTS/students/${membership('ROBOTS').id}/change_key/`, init: () => ({ body: { secret_type: 'word' } }), allow: ['manager'] },
  'post /api/v1/team/:code/courses/': { path: '/api/v1/team/ROBOTS/courses/', init: () => ({ body: { course_id_list: [db.courses.all()[0].id], course_bag_id_list: [] } }), allow: ['manager'] },
  'post /api/v1/team/:code/courses/delete_team_course/': {
    path: '/api/v1/team/ROBOTS/courses/delete_team_course/',
    init: () => ({ body: { course_id_list: [team('ROBOTS').courses[0]], course_bag_id_list: [] } }),
    allow: ['coTeacher', 'manager'],
  },
  'post /api/v1/team/:code/courses/change_visable/': {
    path: '/api/v1/team/ROBOTS/courses/change_visable/',
    init: () => ({ body: { course_id: team('ROBOTS').courses[0], is_visible: false } }),
    allow: ['coTeacher', 'manager'],
  },
  'post /api/v1/team/:code/courses/open_visable/': { path: '/api/v1/team/ROBOTS/courses/open_visable/', init: () => ({ body: { course_id_list: [team('ROBOTS').courses[0]] } }), allow: ['coTeacher', 'manager'] },
  'post /api/v1/team/:code/courses/close_visable/': { path: '/api/v1/team/ROBOTS/courses/close_visable/', init: () => ({ body: { course_id_list: [team('ROBOTS').courses[0]] } }), allow: ['coTeacher', 'manager'] },

  // --- portfolios
  'post /api/v1/studios/': {
    path: '/api/v1/studios/',
    init: () => ({ form: multipart({ kind: 'personal', title: 'Mine', description: '', cover: { filename: 'cover.png', type: 'image/png', bytes: PNG } }) }),
    allow: ALL_SIGNED_IN,
  },
  'patch /api/v1/studios/:id/': { path: () => `/api/v1/studios/${studio('Robot Builds').id}/`, init: () => ({ body: { title: 'Robots!' } }), allow: ['coTeacher', 'manager'] },
  'patch /api/v1/lms/studios/:id/': { path: () => `/api/v1/lms/studios/${studio('Sunshine Stars').id}/`, init: () => ({ body: { is_touch: true } }), allow: ['student', 'manager'] },
  'delete /api/v1/studios/:id/': { path: () => `/api/v1/studios/${studio('Robot Builds').id}/`, allow: ['coTeacher', 'manager'] },
  'delete /api/v1/studios/:id/regional/': { path: () => `/api/v1/studios/${studio('Sunshine Stars').id}/regional/`, allow: ['manager'] },
  'post /api/v1/studio/gallery/:id/set/': {
    path: () => `/api/v1/studio/gallery/${studio('Robot Builds').id}/set/`,
    init: () => ({ form: multipart({ file: { filename: 'cover.png', type: 'image/png', bytes: PNG } }) }),
    allow: ['coTeacher', 'manager'],
  },
  'post /api/v1/studios/:id/follow/': { path: () => `/api/v1/studios/${studio('Robot Builds').id}/follow/`, init: () => ({ body: {} }), allow: ALL_SIGNED_IN },
  'post /api/v1/studios/:id/projects/': {
    path: () => `/api/v1/studios/${studio('Sunshine Stars').id}/projects/`,
    init: (who) => ({ body: { project_ids: who === 'signedOut' ? [1] : db.projects.findBy('owner_id', user(ACCOUNT[who]).id).filter((p) => p.lms_public).slice(0, 1).map((p) => p.id) } }),
    allow: ['student', 'manager'],
  },
  'delete /api/v1/studios/:id/projects/:pid/': {
    path: () => `/api/v1/studios/${studio('Sunshine Stars').id}/projects/${db.studioProjects.findBy('studio_id', studio('Sunshine Stars').id)[0].project_id}/`,
    allow: ['student', 'manager'], // the student is that work's author
  },
  'post /api/v1/studios/:id/studiocurator/': { path: () => `/api/v1/studios/${studio('Robot Builds').id}/studiocurator/`, init: () => ({ body: { user_name: 'stu_galaxy_01' } }), allow: ['coTeacher', 'manager'] },
  'patch /api/v1/studios/:id/studiocurator/:cid/': {
    path: () => `/api/v1/studios/${studio('Sunshine Stars').id}/studiocurator/${memberRow('Sunshine Stars', 'student').id}/`,
    init: () => ({ body: { role: 'manager' } }),
    allow: ['manager'],
  },
  'put /api/v1/studios/:id/studiocurator/:cid/': {
    path: () => `/api/v1/studios/${studio('Sunshine Stars').id}/studiocurator/${memberRow('Sunshine Stars', 'student').id}/`,
    init: () => ({ body: { role: 'manager' } }),
    allow: ['manager'],
  },
  'delete /api/v1/studios/:id/studiocurator/:cid/': {
    path: () => `/api/v1/studios/${studio('Sunshine Stars').id}/studiocurator/${memberRow('Sunshine Stars', 'student').id}/`,
    allow: ['student', 'manager'],
  },
  'post /api/v1/studios/:id/studiocurator/curator/': { path: () => `/api/v1/studios/${studio('Sunshine Stars').id}/studiocurator/curator/`, init: () => ({ body: {} }), allow: ['coTeacher'] }, // Sophie's invitation

  // --- teaching plans
  'post /api/v1/teacher_plan/plan_sort/': { path: '/api/v1/teacher_plan/plan_sort/', init: () => ({ body: { plan_sort: 'file_name' } }), allow: STAFF },
  'post /api/v1/teacher_plan/load/': { path: '/api/v1/teacher_plan/load/', init: () => ({ form: multipart({}) }), allow: [] },
  // the manager's own uploaded plan, shared into Sunshine
  'patch /api/v1/teacher_plan/:id/': { path: () => `/api/v1/teacher_plan/${managerPlan().id}/`, init: () => ({ body: { enable: true } }), allow: ['manager'] },
  'delete /api/v1/teacher_plan/:id/': { path: () => `/api/v1/teacher_plan/${managerPlan().id}/`, allow: ['manager'] },
  'post /api/v1/organization_teachplan/': {
    path: '/api/v1/organization_teachplan/',
    init: () => ({ body: { type: 'modify', id: db.teachPlans.all().find((p) => p.auto_generated)!.id, enable: true } }),
    allow: [],
  },
  'post /api/v1/teacher_plan/share/': { path: '/api/v1/teacher_plan/share/', init: () => ({ body: { type: 'cancel_share', id: managerPlan().id } }), allow: ['manager'] },
  // regeneration: staff of a running campus with auto plans (Sunshine)
  'post /api/v1/teacher_plan/reset/': { path: '/api/v1/teacher_plan/reset/', init: () => ({ body: {} }), allow: ['coTeacher', 'offTeamTeacher', 'manager'] },
};

const writeRoutes = apiRoutes.filter((r) => r.method !== 'get');
const keyOf = (r: (typeof writeRoutes)[number]) => `${r.method} ${r.path.replace(/^\*/, '')}`;

/** Every caller's token in the world as it is now (issued directly: a sign-in would be refused for some). */
function tokensNow(): Partial<Record<Who, string>> {
  const out: Partial<Record<Who, string>> = {};
  for (const who of WHO) if (who !== 'signedOut') out[who] = issueToken(user(ACCOUNT[who]).id, false).token;
  return out;
}

/** The world of a row: the seed, with the removed teacher deleted and removed from Sunshine by its manager. */
async function prepare(): Promise<Partial<Record<Who, string>>> {
  ensureDemoWorld();
  resetDemoWorld();
  const tokens = tokensNow();
  const row = employee('daniel_hughes');
  expect((await call(`/api/v1/employee/${row.id}/`, { method: 'DELETE', token: tokens.manager })).status).toBe(200);
  expect((await call(`/api/v1/employee/${row.id}/remove_user/`, { method: 'DELETE', token: tokens.manager })).status).toBe(200);
  return tokens;
}

interface Outcome {
  status: number;
  writes: RowChange[];
}

async function cell(key: string, row: Row, who: Who, tokens: Partial<Record<Who, string>>): Promise<Outcome> {
  const method = key.split(' ')[0].toUpperCase();
  const path = typeof row.path === 'string' ? row.path : row.path(who);
  const init = row.init?.(who) ?? {};
  const { result, writes } = await recordingWrites(() => call(path, { ...init, method, token: who === 'signedOut' ? null : tokens[who] }));
  return { status: result.status, writes };
}

describe('the rights table: every write route × every caller', () => {
  it('has a row for every write route of the registry, and none for a route that is gone', () => {
    expect(Object.keys(TABLE).sort()).toEqual(writeRoutes.map(keyOf).sort());
  });

  it.each(writeRoutes.map(keyOf).filter((k) => TABLE[k]))('%s', async (key) => {
    const row = TABLE[key];
    let tokens = await prepare();
    const seen: Record<string, number> = {};
    const problems: string[] = [];
    const first = row.allow === 'public' ? await cell(key, row, 'signedOut', tokens) : null;
    for (const who of WHO) {
      const outcome = await cell(key, row, who, tokens);
      seen[who] = outcome.status;
      const ok = outcome.status >= 200 && outcome.status < 300;
      if (row.allow === 'public') {
        if (outcome.status !== first!.status) problems.push(`${who}: ${outcome.status}, signed out ${first!.status}`);
      } else if (row.allow.includes(who) !== ok) problems.push(`${who}: ${outcome.status} (${row.allow.includes(who) ? 'allowed' : 'refused'} by the table)`);
      else if (!ok && (who === 'signedOut' || who === 'frozenStudent') && outcome.status !== 401) problems.push(`${who}: ${outcome.status}, not 401`);
      if (!ok && outcome.writes.length > 0) problems.push(`${who}: refused (${outcome.status}) but wrote ${outcome.writes.map((w) => `${w.table}:${w.id}`).join(', ')}`);
      if (ok || outcome.writes.length > 0) tokens = await prepare();
    }
    expect(problems, JSON.stringify(seen)).toEqual([]);
  });
});
