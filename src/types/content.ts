/** Learning content: courses, course bags, community projects, favourites, history (spec 001 §3). */

export interface CourseUnit {
  id: number;
  title: string;
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
  campus: number | null;
  code: number;
  msg: string;
}

export interface CourseBag {
  id: number;
  title: string;
  new_suit_tags: string;
  new_program_platform: string;
  version: string;
  new_teaching_aid: string;
  courses: number[];
}

export type Difficulty = 'primary' | 'mid' | 'high';

/** Community / course project (spec 001 §3). */
export interface CourseProject {
  id: number;
  title: string;
  description: string;
  cover: string;
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
