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
  user: string;
  saved: boolean;
  key_type: SecretType;
  secret: string;
  secret_image: string;
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
