/**
 * Data center and data analysis series (spec 000 §3, 002 §3). Times are seconds unless a field
 * says otherwise (the client shows hours as seconds / 3600 to one decimal); days are YYYY-MM-DD.
 */

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

/** The works-ranking sort fields (spec 002 §4.5, plus remixes for staff). */
export type WorksSort = 'views' | 'shared_views' | 'remixes' | 'loves' | 'favorites';

export interface ProgressSeries {
  /** every day of the range */
  date_list: string[];
  /** seconds per day on the creative platform */
  creative_line_data: number[];
  /** seconds per day on the teaching cloud */
  online_line_data: number[];
  data_start: string;
}

/** The best day of the range; date '' and time 0 when there was none. */
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
  /** username */
  user_name: string;
  /** display name (beyond the spec's fields, for the chart's labels) */
  name: string;
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
  /** user id */
  user: number;
  /** username */
  user_name: string;
  /** display name (beyond the spec's fields) */
  name: string;
  count: number;
  unused_count: number;
}

/** The platform of the usage heat grid: the teaching cloud or the creative platform. */
export type UsagePlatform = 'teach' | 'creative';

export type HourBand = '0-8' | '8-10' | '10-12' | '12-14' | '14-16' | '16-18' | '18-20' | '20-22' | '22-24';

export interface HeatEntry {
  date: string;
  hour: HourBand;
  /** minutes */
  val: number;
}

export interface OutstandingWork {
  id: number;
  title: string;
  thumbnail_url: string;
}

/** Most popular: most likes + favourites; most influential: most views; null without any. */
export interface ExcellentWorks {
  most_popular_project: OutstandingWork | null;
  most_influential_project: OutstandingWork | null;
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
