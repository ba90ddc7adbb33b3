/** Management area entities (spec 002 §3). */

export type SecretType = 'image' | 'word';
export type ProjectPlatform = 'scratch' | 'snap';

/** A personal project (lms). */
export interface LmsProject {
  id: number;
  title: string;
  image: string;
  platform: ProjectPlatform;
  lms_public: boolean;
  created_at: string;
  updated_at: string;
  /** extra fields shown in lists */
  author_username: string;
  views: number;
  loves: number;
  favorites: number;
  remixes: number;
  shared_views: number;
}

export interface TeamTeacher {
  id: number;
  name: string;
  username: string;
  regional_username: string;
}

export interface Team {
  id: number;
  code: string;
  name: string;
  cover: string;
  description: string;
  show_key: boolean;
  key_type: SecretType;
  team_teacher: TeamTeacher[];
  is_now_create: boolean;
  is_touch: boolean;
  course: number[];
  course_bag: number[];
  created_at: string;
  campus_id: number | null;
  num_student: number;
  num_studios: number;
  course_num: number;
  project_num: number;
  oj_platform: 1 | 2;
  exam_platform: 1 | 2;
  /** beyond the spec: the version of the teaching teachers; the change-teachers dialog sends it back (409 when stale) */
  teachers_version?: string;
}

export interface TeamStudent {
  id: number;
  name: string;
  /** the account's username (auto-generated on creation); the name links to /account/home/{user} */
  user: string;
  saved: boolean;
  key_type: SecretType;
  secret: string;
  secret_image: string;
  /** the student's other teams: deleting them from this one keeps the account when there are any */
  other_teams: { code: string; name: string }[];
  created_at: string;
}

/** A teacher the team wizard and the teacher-change dialog offer (spec 002 §3 "Teacher option"). */
export interface TeacherOption {
  /** the teacher's user id (what `team_teacher` takes) */
  user: number;
  name: string;
  username: string;
  regional_username: string;
}

/** What creating a team sends (spec 002 §4.2). */
export interface TeamCreatePayload {
  name: string;
  /** user ids of the teaching teachers, 1 to 3 */
  team_teacher: number[];
  description: string;
  cover: string;
  key_type: SecretType;
  oj_platform?: 1 | 2;
  exam_platform?: 1 | 2;
  from_type?: string;
}

/** What the team detail can change (spec 002 §7 "PATCH/PUT team"). */
export type TeamUpdatePayload = Partial<
  Pick<Team, 'description' | 'cover' | 'show_key' | 'is_touch' | 'oj_platform' | 'exam_platform' | 'teachers_version'> & { team_teacher: number[]; from_type: string }
>;

/** A course in a team (spec 002 §3 "Course in a team"). */
export interface TeamCourse {
  id: number;
  title: string;
  unit_id: number;
  is_visible: boolean;
  cover: string;
}

/** A course bag of a team or a campus (spec 002 §3 "Course bag"). */
export interface TeamCourseBag {
  id: number;
  title: string;
  /** courses in the bag */
  course_count: number;
}

/** A course or bag the campus offers for a team: `in_team` when the team has it already. */
export interface CourseOption {
  id: number;
  title: string;
  in_team: boolean;
}

/** The answer of moving or copying several students (beyond the spec: the year-end regrouping). */
/** Why one name of a batch create was refused (beyond the spec: docs/api.md). */
export type BatchCreateReason = 'name_required' | 'name_too_long' | 'name_pattern' | 'duplicate' | 'quota';

export interface BatchCreateFailure<M extends string = string> {
  /** the name's place in the list sent */
  index: number;
  /** the name as the server read it (trimmed, runs of spaces collapsed) */
  name: string;
  reason: BatchCreateReason;
  /** the reason as a sentence in the request's language */
  message: M;
}

/** POST /api/v1/team/{code}/students/batch_create/: the created students and each refused name. */
export interface BatchCreateReport<M extends string = string> {
  created: TeamStudent[];
  failed: BatchCreateFailure<M>[];
}

export interface StudentMoveReport {
  moved: { id: number; name: string }[];
  failed: { id: number; name: string; reason: string }[];
}

/** A campus student named in a batch answer. */
export interface BatchStudent {
  id: number;
  name: string;
}

/**
 * POST /api/v1/org_students/batch_update/ and batch_move/ (beyond the spec): the students changed,
 * and each one left as it was with the reason in the request's language.
 */
export interface OrgStudentBatchReport {
  changed: BatchStudent[];
  failed: (BatchStudent & { reason: string })[];
}

/** What a batch_update sets on every chosen student: one switch. */
export type OrgStudentBatchSwitch = { is_freeze: boolean } | { allow_comments: boolean };

export interface Employee {
  id: number;
  user: number;
  name: string;
  username: string;
  phone: string;
  /** 0 invited and pending, 1 active */
  status: 0 | 1;
  is_new: boolean;
  is_manager: boolean;
  is_campus_manager: boolean;
  /** holds the teacher role (beyond the spec's fields: a manager or staff member may not) */
  is_teacher: boolean;
  is_full: boolean;
  student_nums: string;
  team_nums: string;
  studio_nums: string;
  teacher_student_nums: number;
  teacher_team_nums: number;
  teacher_studio_nums: number;
  team: { id: number; name: string }[];
  team_only_teacher: boolean;
  course: number[];
  course_bag: number[];
  created_at: string;
  /** beyond the spec: the version of what the modify wizard shows; sent back with a change (409 when stale) */
  version: string;
}

/** A campus student's status (spec 002 §4.8): frozen, comments forbidden, or normal. */
export type OrgStudentStatus = 'normal' | 'freeze' | 'no_comment';
/** The student table's status filter (`role` of GET /api/v1/org_students/). */
export const ORG_STUDENT_STATUS_FILTERS = ['all', 'normal', 'freeze', 'no_comment'] as const;
export type OrgStudentStatusFilter = (typeof ORG_STUDENT_STATUS_FILTERS)[number];

export interface OrgStudent {
  id: number;
  name: string;
  username: string;
  secret_type: SecretType;
  secret: string;
  secret_image: string;
  student_team: { id: number; name: string }[];
  is_freeze: boolean;
  allow_comments: boolean;
  is_set_password: boolean;
  created_at: string;
  /** beyond the spec: the version of the name and teams the edit dialog shows; sent back with a change of teams (409 when stale) */
  version: string;
}

export interface LoginCard {
  key_type: SecretType;
  secret: string;
  secret_image: string;
  name: string;
  /** the student's account (the teacher's roster lists it, for a lost card) */
  username: string;
  team: string;
  team_name: string;
}

export interface QuotaSummary {
  remaining_students: number;
  remaining_team: number;
  remaining_portfolio: number;
}

// ---------------------------------------------------------------------------------------------
// Campus management centre (spec 002 §2.8, §3, §7 "Employees", "Org students")

/** What the add- and modify-teacher wizards send (POST /api/v1/employee/, PUT /api/v1/employee/{id}/). */
export interface EmployeePayload {
  /** the teacher's name in this campus */
  name: string;
  phone: string;
  /** the chosen staff member's employee id (other_staff); null when a new user is invited */
  employee: number | null;
  /** true: shares the campus quota; false: the dedicated quota below */
  is_full: boolean;
  student_num: number;
  team_num: number;
  sample_reels: number;
  /** ids of the teams the person teaches */
  team_list: number[];
  courses: number[];
  course_bags: number[];
  /** modify only, beyond the spec's payload: set up (true) or revoke (false) the manager role */
  is_manager?: boolean;
  /** modify only, beyond the spec's payload: the version the wizard read (409 when the teacher changed since) */
  version?: string;
}

/** GET /api/v1/employee/other_staff/: campus staff who are not teachers yet. */
export interface OtherStaff {
  id: number;
  phone: string;
  regional_username: string;
  username: string;
  /** cannot be chosen (e.g. an invitation still pending) */
  disabled: boolean;
  /** a manager chosen as teacher skips the quota and course step (beyond the spec's fields) */
  is_manager: boolean;
}

/**
 * What a phone number is to the campus (GET /api/v1/employee/check_user_info/?phone=): 'new' no
 * account yet, 'user' an account outside this campus's staff, 'teacher' already a teacher here,
 * 'staff' or 'manager' campus staff (choose them from the staff menu instead).
 */
export type PhoneType = 'new' | 'user' | 'teacher' | 'staff' | 'manager';

export interface PhoneLookup {
  type: PhoneType;
}

/** A course or course bag the campus can assign to a teacher. */
export interface AssignableCourse {
  id: number;
  title: string;
}

/** DELETE /api/v1/employee/{id}/ */
export interface EmployeeDeleteAnswer {
  detail: string;
  /** the person is left as campus staff with no role: offer to move them out or delete the account */
  check_again: boolean;
  /** how many campuses the person belongs to */
  campus_count: number;
}

/** POST /api/v1/org_students/ and the fields of PATCH /api/v1/org_students/{id}/ */
export interface OrgStudentPayload {
  name: string;
  secret_type: SecretType;
  /** the word key (word type) */
  secret: string;
  /** the picture key's path (image type) */
  secret_image: string;
  student_team_id: number[];
}

export type OrgStudentPatch = Partial<OrgStudentPayload & Pick<OrgStudent, 'is_freeze' | 'allow_comments' | 'version'>>;

/** Why an imported row was not created. */
export type ImportSkipReason =
  | 'name_required'
  | 'name_too_long'
  | 'name_pattern'
  | 'team_required'
  | 'unknown_team'
  | 'secret_type'
  /** the team already has a student of this name */
  | 'duplicate'
  /** an earlier row of the file gives the same name for the same team */
  | 'duplicate_in_file'
  | 'quota';

export interface ImportRowResult {
  /** the row number in the sheet (the header is row 1) */
  row: number;
  name: string;
  team: string;
  /** the key-type cell as written ('' when empty or without the column) */
  key_type: string;
  /** created; ready (valid and fits, but not written: a preview, or an all-or-nothing import refused); skipped */
  status: 'created' | 'ready' | 'skipped';
  reason: ImportSkipReason | null;
}

/** POST /api/v1/org_students/batch_add/ (multipart excel_file, optional preview and all_or_nothing) */
export interface ImportAnswer {
  success: boolean;
  /** nothing was written: the rows' verdicts only */
  preview: boolean;
  /** the valid rows were created (false for a preview, or an all-or-nothing import with a skipped row) */
  written: boolean;
  /** rows created */
  created: number;
  /** rows skipped, with their reasons */
  skipped: number;
  /** rows that are valid and fit the quota (created when written) */
  fits: number;
  /** the room left, before this import, in the quota pools the file's teams draw on */
  quota_left: number;
  rows: ImportRowResult[];
}

/** GET /api/v1/teams/teacher_options/: the teachers the team wizard offers. */
export interface TeacherOptions {
  results: TeacherOption[];
}

/** GET /api/v1/teams/covers/: the cover pictures the team wizard offers. */
export interface TeamCovers {
  results: string[];
}

/** PUT /api/v1/employee/{id}/: the modify wizard's payload with the employee's id. */
export type EmployeeUpdate = EmployeePayload & { id: number };

/** POST /api/v1/employee/check_team_course/: the chosen teams and courses to check against each other. */
export type EmployeeCourseCheck = Pick<EmployeePayload, 'courses' | 'course_bags' | 'team_list'>;

/** POST /api/v1/org_students/batch_update/: one switch for the chosen students. */
export type OrgStudentBatchUpdate = { student_ids: number[] } & OrgStudentBatchSwitch;

/** POST /api/v1/employee/: the staff member is added, or (a user of another campus) invited. */
export interface EmployeeCreateAnswer {
  message: string;
  invited: boolean;
}

/** DELETE /api/v1/team/{code}/students/{id}/: whether the student's account went with the membership. */
export interface TeamStudentDeleteAnswer {
  account_deleted: boolean;
}

/** PUT /api/v1/employee/{id}/: the staff member as changed, and a sentence saying so. */
export interface EmployeeUpdateAnswer extends Employee {
  message: string;
}

// --- write calls' bodies and answers (docs/openapi.json) ------------------------------------------

/** The answer of POST /api/v1/org_students/batch_add/: the import's verdicts and the sentence that sums them up. */
export interface ImportReport extends ImportAnswer {
  message: string;
}

/** POST /api/v1/team/{code}/courses/ and …/delete_team_course/: the courses and course bags to add or remove (at least one id). */
export interface CourseSelection {
  course_id_list?: number[];
  course_bag_id_list?: number[];
}

/** The answer of POST /api/v1/team/{code}/courses/: the team's courses and course bags after the change. */
export interface TeamCourseIds {
  course_id_list: number[];
  course_bag_id_list: number[];
}

/** The answer of POST /api/v1/team/{code}/courses/delete_team_course/: the team's courses left. */
export interface TeamCoursesLeft {
  course_id_list: number[];
}

/** POST /api/v1/team/{code}/courses/change_visable/: shows or hides one course for the team's students. */
export interface CourseVisibilitySwitch {
  is_visible: boolean;
  course_id: number;
}

/** POST /api/v1/team/{code}/courses/open_visable/ and close_visable/: the courses to show or hide. */
export interface CourseIdList {
  course_id_list: number[];
}

/** The answer of the visibility calls: each course changed, as the team's course list shows it. */
export interface TeamCourseChanges {
  results: TeamCourse[];
}

/** POST /api/v1/team/{code}/students/add_org_student/: a student of the campus, by username. */
export interface OrgStudentAddRequest {
  username: string;
  /** where the add was started from (the spec's from_type) */
  from_type: string;
}

/** The answer of …/add_org_student/: the sentence shown (the spec's spelling `messager`) and the new member. */
export interface OrgStudentAdded {
  messager: string;
  student: TeamStudent;
}

/** A batch call's students: POST …/students/batch_delete/, org_students/batch_delete/. */
export interface StudentIds {
  student_ids: readonly number[];
}

/** One student a team's batch delete removed, and whether their account went with them. */
export interface TeamStudentDeleted {
  id: number;
  name: string;
  account_deleted: boolean;
}

/** The answer of POST /api/v1/team/{code}/students/batch_delete/. */
export interface TeamStudentsDeleted {
  deleted: TeamStudentDeleted[];
}

/** POST /api/v1/team/{code}/students/batch_change_key/: a new key of one type for each student. */
export interface StudentKeysChange {
  student_ids: readonly number[];
  secret_type: SecretType;
}

/** The answer of …/batch_change_key/: each student with the new key. */
export interface StudentKeysChanged {
  changed: TeamStudent[];
}

/** The answer of POST /api/v1/org_students/batch_delete/: the students deleted. */
export interface OrgStudentsDeleted {
  deleted: BatchStudent[];
}

/** POST /api/v1/org_students/change_secret/ and …/students/{id}/change_key/: the kind of key wanted. */
export interface SecretTypeChoice {
  secret_type: SecretType;
}

/** The answer of POST /api/v1/org_students/change_secret/: a fresh key (a word, or a picture's path). */
export interface FreshSecret {
  secret: string;
}

/** POST /api/v1/change/password/: the password of a campus student who has none. */
export interface StudentPasswordSet {
  password: string;
  student_id: number;
}

/** POST /api/v1/team/{code}/students/ (and each item of …/batch_create/): a new student, by name. */
export interface TeamStudentCreate {
  name: string;
}

/** PUT /api/v1/team/{code}/students/{id}/: moves the student to another team (by code or id). */
export interface StudentMove {
  name: string;
  team: string;
}

/** POST /api/v1/team/{code}/students/move/: several students moved, or copied, to another team. */
export interface StudentsMove {
  student_ids: readonly number[];
  team: string;
  copy: boolean;
}

/** POST /api/v1/org_students/batch_move/: several campus students put in one team (by id). */
export interface OrgStudentBatchMove {
  student_ids: number[];
  team: number;
}

/** POST /api/v1/reset/: a new password for the teacher, sent by SMS. */
export interface EmployeeReset {
  employee_id: number;
}
