/** Data center and data analysis series (spec 000 §3, 002 §3). */

export interface UsageStats {
  active_time: number;
  course_time: number;
  course_num: number;
  all_course_num: number;
  creation_time: number;
  project_num: number;
  extend_num: number;
  all_extend_num: number;
  data_start: string;
}

export interface ProjectAnalytics {
  project_name: string;
  id: number;
  views: number;
  loves: number;
  shared_views: number;
  remixes: number;
  favorites: number;
}

export interface ProgressSeries {
  date_list: string[];
  creative_line_data: number[];
  online_line_data: number[];
  data_start: string;
}

export interface PerfectMoment {
  study: { date: string; time: number };
  creative: { date: string; time: number };
}

export interface CourseTime {
  course: number;
  course_title: string;
  unit_id: number;
  /** seconds */
  total: number;
}

export interface CourseRank {
  user_id: number;
  user_name: string;
  courses_num: number;
  unread_courses_num: number;
}

export interface Extension {
  id: number;
  logo: string;
  name: string;
  usable: boolean;
}

export interface ExtensionRank {
  user: number;
  user_name: string;
  count: number;
  unused_count: number;
}

export type HourBand = '0-8' | '8-10' | '10-12' | '12-14' | '14-16' | '16-18' | '18-20' | '20-22' | '22-24';

export interface HeatEntry {
  date: string;
  hour: HourBand;
  /** minutes */
  val: number;
}

export interface ExcellentWorks {
  most_popular_project: { id: number; title: string; thumbnail_url: string } | null;
  most_influential_project: { id: number; title: string; thumbnail_url: string } | null;
}

/** One day of campus usage, the raw series analytics are computed from. */
export interface DailyUsage {
  date: string;
  user_id: number;
  online_minutes: number;
  creative_minutes: number;
  course_seconds: number;
  projects_submitted: number;
}
