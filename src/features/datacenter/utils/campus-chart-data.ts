/**
 * Shapes the campus data centre's answers into what each chart draws and what its table and
 * summary say (spec 002 §9): hours to one decimal, 20 course bars, 10 ranking bars (40 and 20
 * at organisation level), counts with an axis of at least 5, and where each bar leads.
 */
import type {
  ActivityMetric,
  ActivitySeries,
  CourseHotRow,
  CourseTime,
  DailySubmissions,
  ExtensionHotRow,
  OrgRankingRow,
  RankingRow,
  RankingSort,
  TimeStatRow,
  WorksStatRow,
} from '@/types/analytics';
import { countAxisMax } from './campus-format';
import { COURSE_CHART_BARS, RANKING_BARS, hoursOf, shortDay, truncateTitle } from './format';
import { paths } from '@/lib/paths';

/** Organisation-level rankings (spec 002 §9): 40 bars of all time, 20 of the last 30 days, and 10 of the last 7 (as every ranking). */
export const ORG_RANKING_ALL_TIME_BARS = 40;
export const ORG_RANKING_PERIOD_BARS = 20;
export const ORG_RANKING_WEEK_BARS = RANKING_BARS;


export interface DaySeriesData {
  days: string[];
  labels: string[];
  online: number[];
  creative: number[];
  max: number | undefined;
  hasData: boolean;
  /** the busiest day on either platform; null without data */
  peak: { day: string; online: number; creative: number } | null;
}

/** Users per day as they are; time per day in hours to one decimal. */
export function activityChartData(series: ActivitySeries, metric: ActivityMetric): DaySeriesData {
  const value = metric === 'time' ? hoursOf : (n: number) => n;
  const online = series.online_line_data.map(value);
  const creative = series.creative_line_data.map(value);
  let peakAt = -1;
  online.forEach((v, i) => {
    if (v + creative[i] > 0 && (peakAt < 0 || v + creative[i] > online[peakAt] + creative[peakAt])) peakAt = i;
  });
  return {
    days: series.date_list,
    labels: series.date_list.map(shortDay),
    online,
    creative,
    max: metric === 'users' ? countAxisMax([...online, ...creative]) : undefined,
    hasData: peakAt >= 0,
    peak: peakAt < 0 ? null : { day: series.date_list[peakAt], online: online[peakAt], creative: creative[peakAt] },
  };
}

export interface ActiveSummary {
  members: number;
  active: number;
  /** active / members in percent, one decimal */
  rate: number;
  online: number;
  creative: number;
  /** mean of the daily active users on the teaching cloud and on the creative platform, one decimal */
  dailyOnline: number;
  dailyCreative: number;
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10;
const mean = (values: readonly number[]) => (values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length);

export function activeSummary(series: ActivitySeries): ActiveSummary {
  return {
    members: series.member_num,
    active: series.active_num,
    rate: series.member_num > 0 ? oneDecimal((series.active_num / series.member_num) * 100) : 0,
    online: series.online_num,
    creative: series.creative_num,
    dailyOnline: oneDecimal(mean(series.online_line_data)),
    dailyCreative: oneDecimal(mean(series.creative_line_data)),
  };
}

export interface DailyWorksData {
  days: string[];
  labels: string[];
  counts: number[];
  total: number;
  max: number | undefined;
}

export function dailyWorksChartData(series: DailySubmissions): DailyWorksData {
  const counts = series.result;
  return {
    days: series.date_list,
    labels: series.date_list.map(shortDay),
    counts,
    total: counts.reduce((a, b) => a + b, 0),
    max: countAxisMax(counts),
  };
}

/** The stacked daily chart: one series per author type, on the days of the first. */
export function stackedWorksChartData(series: readonly DailySubmissions[]) {
  const days = series[0]?.date_list ?? [];
  const stacks = series.map((s) => days.map((day) => s.result[s.date_list.indexOf(day)] ?? 0));
  const totals = days.map((_, i) => stacks.reduce((sum, s) => sum + s[i], 0));
  return {
    days,
    labels: days.map(shortDay),
    stacks,
    totals,
    total: totals.reduce((a, b) => a + b, 0),
    max: countAxisMax(totals),
  };
}

export interface LearnTimeData {
  titles: string[];
  labels: string[];
  hours: number[];
  links: string[];
}

/** The longest-watched courses first, at most 20, each leading to its course (spec 002 §2.9). */
export function learnTimeChartData(rows: readonly (CourseTime | CourseHotRow)[], bars = COURSE_CHART_BARS): LearnTimeData {
  const top = [...rows].sort((a, b) => b.total - a.total).slice(0, bars);
  return {
    titles: top.map((c) => c.course_title),
    labels: top.map((c) => truncateTitle(c.course_title)),
    hours: top.map((c) => hoursOf(c.total)),
    links: top.map((c) => paths.course.href(c.course, c.unit_id)),
  };
}

export interface RankingData {
  titles: string[];
  labels: string[];
  authors: string[];
  values: Record<RankingSort, number[]>;
  links: string[];
}

/** The server's order, at most `bars` works, each leading to its project. */
export function rankingChartData(rows: readonly RankingRow[], bars = RANKING_BARS): RankingData {
  const top = rows.slice(0, bars);
  const pick = (field: RankingSort) => top.map((r) => r[field]);
  return {
    titles: top.map((r) => r.title),
    labels: top.map((r) => truncateTitle(r.title)),
    authors: top.map((r) => r.name || r.user_name),
    values: { views: pick('views'), shared_views: pick('shared_views'), loves: pick('loves'), favorites: pick('favorites') },
    links: top.map((r) => paths.project.href(r.id)),
  };
}

export interface OrgRankingData {
  titles: string[];
  labels: string[];
  authors: string[];
  popularity: number[];
  influence: number[];
  links: string[];
}

export function orgRankingChartData(rows: readonly OrgRankingRow[], bars: number): OrgRankingData {
  const top = rows.slice(0, bars);
  return {
    titles: top.map((r) => r.title),
    labels: top.map((r) => truncateTitle(r.title, 16)),
    authors: top.map((r) => r.name || r.user_name),
    popularity: top.map((r) => r.popularity),
    influence: top.map((r) => r.influence),
    links: top.map((r) => paths.project.href(r.id)),
  };
}

export interface PeopleData {
  names: string[];
  links: string[];
}

/** Staff time on a platform, most first, hours to one decimal, each leading to the person's home. */
export function timeStatChartData(rows: readonly TimeStatRow[], bars = RANKING_BARS): PeopleData & { hours: number[] } {
  const top = [...rows].sort((a, b) => b.the_sum - a.the_sum).slice(0, bars);
  return { names: top.map((r) => r.name || r.user_name), links: top.map((r) => paths.userHome.href(r.user_name)), hours: top.map((r) => hoursOf(r.the_sum)) };
}

export function worksStatChartData(rows: readonly WorksStatRow[], bars = RANKING_BARS): PeopleData & { works: number[]; views: number[]; popularity: number[] } {
  const top = rows.slice(0, bars);
  return {
    names: top.map((r) => r.name || r.user_name),
    links: top.map((r) => paths.userHome.href(r.user_name)),
    works: top.map((r) => r.project_num),
    views: top.map((r) => r.views),
    popularity: top.map((r) => r.popularity),
  };
}

export function extensionHotChartData(rows: readonly ExtensionHotRow[], bars = RANKING_BARS) {
  const top = rows.slice(0, bars);
  return { names: top.map((r) => r.name), counts: top.map((r) => r.count), users: top.map((r) => r.users) };
}
