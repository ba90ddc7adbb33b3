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

// ---------------------------------------------------------------------------------------------
// The campus data centre and the team data report (spec 002 §2.9, §3, §7 "Data analysis").
// Days in answers are YYYY-MM-DD; calls send days as YYYYMMDD (start_date, end_date).

/**
 * GET /api/v1/data_analysis/organization/{orgId}/: the title, the service period and the four
 * quota gauges (used over max), plus the three counters (spec 002 §2.9, §3 "Organization data").
 */
export interface OrganizationAnalytics {
  id: number;
  name: string;
  text_mark: string;
  org_type: string;
  start_date: string;
  end_date: string;
  open_date: string;
  staff_nums: number;
  max_staff: number;
  org_real_used_student_nums: number;
  max_student: number;
  org_real_team_nums: number;
  max_team: number;
  org_real_used_team_studios_nums: number;
  max_team_studios_num: number;
  /** works made by the campus's members */
  project_num: number;
  /** courses of the campus (its course bags and its own courses) */
  all_course_num: number;
  all_extend_num: number;
}

/** What the activity series counts per day: active users (the default) or time on each platform. */
export type ActivityMetric = 'users' | 'time';

/**
 * GET /api/v1/data_analysis/organization/{orgId}/active/ (start_date, end_date, metric): one value
 * per day of the range on the teaching cloud (online) and the creative platform. With metric
 * `users` the values are users active that day; with `time`, seconds spent by all members.
 */
export interface ActivitySeries {
  date_list: string[];
  online_line_data: number[];
  creative_line_data: number[];
  open_date: string;
  /** beyond the spec's fields, for the overview's active data: the campus's members (staff and students) */
  member_num: number;
  /** members active on either platform at least once in the range */
  active_num: number;
  online_num: number;
  creative_num: number;
}

/** GET .../organization/{orgId}/course_hot/: the campus's most watched courses over the range. */
export interface CourseHotRow {
  course: number;
  course_title: string;
  unit_id: number;
  /** seconds watched by all members */
  total: number;
  /** members who watched it */
  learners: number;
}

/** GET .../organization/{orgId}/extend_hot/: the campus's most used extensions. */
export interface ExtensionHotRow {
  id: number;
  name: string;
  logo: string;
  /** uses by all members */
  count: number;
  /** members who used it */
  users: number;
}

/** GET .../organization/{orgId}/teams/: the team selector. */
export interface TeamOption {
  id: number;
  code: string;
  name: string;
  num_student: number;
}

/** GET /api/v1/data_analysis/team/{teamId}/: the team report's counters (spec 002 §3 "Team stats"). */
export interface TeamAnalytics {
  id: number;
  code: string;
  name: string;
  created_at: string;
  campus_id: number | null;
  is_now_create: boolean;
  num_student: number;
  course_num: number;
  num_studios: number;
  project_num: number;
}

/** Daily submissions (spec 002 §3): one count per day of date_list. */
export interface DailySubmissions {
  date_list: string[];
  result: number[];
}

/** The sort of a works ranking (spec 002 §4.5): views by default. */
export type RankingSort = 'views' | 'shared_views' | 'loves' | 'favorites';

/** A ranking row (spec 002 §3), with its author (beyond the spec's fields, for the bars' tooltips). */
export interface RankingRow {
  id: number;
  title: string;
  views: number;
  shared_views: number;
  loves: number;
  favorites: number;
  user_name: string;
  name: string;
}

/** The organisation-level ranking's order: influence (views) or popularity (likes + favourites). */
export type OrgRankingSort = 'influence' | 'popularity';

/** An organisation-level ranking row (spec 002 §3 "Ranking row", §9 popularity and influence). */
export interface OrgRankingRow extends RankingRow {
  remixs: number;
  /** views */
  influence: number;
  /** likes + favourites */
  popularity: number;
  share_count: number;
  /** the author's works in the campus */
  project_num: number;
}

/** Whose data a member call is about. */
export type MemberType = 'staff' | 'student';

/** Whose works a daily-works series counts: the campus's managers, its students or its teachers. */
export type WorksAuthorType = 'campus' | 'student' | 'staff';

/** Time statistics row (spec 002 §3): seconds on a platform over the range. */
export interface TimeStatRow {
  user_name: string;
  name: string;
  the_sum: number;
}

/** A work statistics row: how many works one member made over the range, and how they were received. */
export interface WorksStatRow {
  user_name: string;
  name: string;
  project_num: number;
  views: number;
  popularity: number;
}
