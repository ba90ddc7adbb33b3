/**
 * Shapes the answers into what each chart draws (and what its accessible table lists), so the
 * spec's rules are tested without a canvas: hours to one decimal, the 24-hour cap, course titles
 * cut at 30, at most 20 course bars and 10 ranking bars, the works series by user type.
 */
import type { CourseRank, CourseTime, ExtensionRank, ProgressSeries, ProjectAnalytics, WorksSort } from '@/types/analytics';
import { COURSE_CHART_BARS, RANKING_BARS, hoursOf, progressAxisMax, shortDay, truncateTitle } from './format';

export interface ProgressChartData {
  days: string[];
  labels: string[];
  online: number[];
  creative: number[];
  /** y-axis maximum in hours */
  max: number;
  hasData: boolean;
}

export function progressChartData(series: ProgressSeries): ProgressChartData {
  const online = series.online_line_data.map(hoursOf);
  const creative = series.creative_line_data.map(hoursOf);
  return {
    days: series.date_list,
    labels: series.date_list.map(shortDay),
    online,
    creative,
    max: progressAxisMax([...online, ...creative]),
    hasData: [...series.online_line_data, ...series.creative_line_data].some((v) => v > 0),
  };
}

export interface CourseChartData {
  /** full titles, for the table and the tooltip */
  titles: string[];
  /** axis labels, cut at 30 characters */
  labels: string[];
  hours: number[];
}

/** The longest-watched courses first, at most COURSE_CHART_BARS. */
export function courseChartData(courses: readonly CourseTime[]): CourseChartData {
  const top = [...courses].sort((a, b) => b.total - a.total).slice(0, COURSE_CHART_BARS);
  return { titles: top.map((c) => c.course_title), labels: top.map((c) => truncateTitle(c.course_title)), hours: top.map((c) => hoursOf(c.total)) };
}

export interface WorksChartData {
  titles: string[];
  labels: string[];
  /** one list of values per field, in the order of `fields` */
  values: Record<WorksSort, number[]>;
}

export function worksChartData(works: readonly ProjectAnalytics[]): WorksChartData {
  const top = works.slice(0, RANKING_BARS);
  const pick = (field: WorksSort) => top.map((w) => w[field]);
  return {
    titles: top.map((w) => w.project_name),
    labels: top.map((w) => truncateTitle(w.project_name)),
    values: { views: pick('views'), shared_views: pick('shared_views'), remixes: pick('remixes'), loves: pick('loves'), favorites: pick('favorites') },
  };
}

export interface RankChartData {
  names: string[];
  done: number[];
  notDone: number[];
  /** index of the viewed user's bar, -1 when not in the list */
  viewedIndex: number;
}

export function courseRankChartData(rows: readonly CourseRank[], viewedUserName: string): RankChartData {
  const top = rows.slice(0, RANKING_BARS);
  return {
    names: top.map((r) => r.name || r.user_name),
    done: top.map((r) => r.courses_num),
    notDone: top.map((r) => r.unread_courses_num),
    viewedIndex: top.findIndex((r) => r.user_name === viewedUserName),
  };
}

export function extensionRankChartData(rows: readonly ExtensionRank[], viewedUserName: string): RankChartData {
  const top = rows.slice(0, RANKING_BARS);
  return {
    names: top.map((r) => r.name || r.user_name),
    done: top.map((r) => r.count),
    notDone: top.map((r) => r.unused_count),
    viewedIndex: top.findIndex((r) => r.user_name === viewedUserName),
  };
}
