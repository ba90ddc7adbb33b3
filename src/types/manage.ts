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
  Pick<Team, 'description' | 'cover' | 'show_key' | 'is_touch' | 'oj_platform' | 'exam_platform'> & { team_teacher: number[]; from_type: string }
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
export interface StudentMoveReport {
  moved: { id: number; name: string }[];
  failed: { id: number; name: string; reason: string }[];
}

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
}

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
}

export interface LoginCard {
  key_type: SecretType;
  secret: string;
  secret_image: string;
  name: string;
  team: string;
  team_name: string;
}

export interface QuotaSummary {
  remaining_students: number;
  remaining_team: number;
  remaining_portfolio: number;
}
