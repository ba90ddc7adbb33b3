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

export interface TeachPlan {
  id: number;
  file_name: string;
  file_url: string;
  course_bag_tag: string;
  course_bag: number | null;
  enable: boolean;
  is_share: boolean;
  author: string;
  from_campus: number | null;
  created_at: string;
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
