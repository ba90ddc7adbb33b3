/**
 * The campus's works, course watching and extensions, for the data centre (spec 002 §2.9, §3,
 * §9), computed from the raw tables: projects (a work is submitted on the day it was created),
 * courseWatches, extensionUses.
 *
 *   Works of the campus = projects of its members; their author type is the member's (managers
 *   "campus", other employees "staff", students "student"). Rankings sort by the chosen field,
 *   newer works first on ties; popularity = likes + favourites, influence = views.
 *   Course ranking of the period = hours watched by members per course, and how many watched it.
 *   Extension ranking = uses by members per extension, and how many used it.
 *   Staff rankings = courses watched (over half an hour) versus unwatched, and extensions used
 *   versus unused, per staff member, from the service start date to yesterday.
 *
 * Each campus's works, watches and extension uses are gathered once into sorted lists (derived
 * caches), so every call is a slice and a sort of the slice.
 */
import type {
  CourseHotRow,
  CourseRank,
  DailySubmissions,
  ExtensionHotRow,
  ExtensionRank,
  MemberType,
  OrgRankingRow,
  OrgRankingSort,
  RankingRow,
  RankingSort,
  WorksAuthorType,
  WorksStatRow,
} from '@/types/analytics';
import { db } from '../db/db';
import { derived } from '../db/derived';
import { dayFrom } from '../db/random';
import type { CourseWatchRecord, OrganizationRecord, ProjectRecord } from '../db/schema';
import { DAILY_CHART_DAYS, lastDataDay, lastDays, membersOf, memberTypeOf, RANK_ROWS, spanOf } from './campus-scope';
import { activeStaffOf, daysIn, displayName, staffCourseRows, staffExtensionRows, type DayRange } from './personal-analytics';

/**
 * Organisation-level rankings (spec 002 §2.9, §9): 40 works of all time, 20 of the last 30 days,
 * and 10 (RANK_ROWS, like every other ranking) of a period of a week or less (the last 7 days).
 */
export const ORG_RANKING_ALL_TIME = 40;
export const ORG_RANKING_PERIOD = 20;
export const ORG_RANKING_WEEK_DAYS = 7;

/** How many works the organisation ranking of a period lists: 10 up to a week, 20 beyond. */
export function orgRankingRows(range: DayRange): number {
  return daysIn(range).length <= ORG_RANKING_WEEK_DAYS ? RANK_ROWS : ORG_RANKING_PERIOD;
}

export const RANKING_SORTS: readonly RankingSort[] = ['views', 'shared_views', 'loves', 'favorites'];
export const ORG_RANKING_SORTS: readonly OrgRankingSort[] = ['influence', 'popularity'];

export interface CampusWork {
  project: ProjectRecord;
  day: string;
  author: WorksAuthorType;
}

interface WorksIndex {
  /** oldest first */
  list: CampusWork[];
  days: string[];
  /** works per author (all time) */
  perAuthor: Map<number, number>;
}

export function campusWorks(org: OrganizationRecord): WorksIndex {
  return derived(`campus:${org.id}:works`, () => {
    const list: CampusWork[] = [];
    const perAuthor = new Map<number, number>();
    for (const [userId, author] of membersOf(org).types) {
      const projects = db.projects.findBy('owner_id', userId);
      if (projects.length > 0) perAuthor.set(userId, projects.length);
      for (const project of projects) list.push({ project, day: project.created_at.slice(0, 10), author });
    }
    list.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : a.project.id - b.project.id));
    return { list, days: list.map((w) => w.day), perAuthor };
  });
}

function worksIn(org: OrganizationRecord, range: DayRange): CampusWork[] {
  const index = campusWorks(org);
  const [from, to] = spanOf(index.days, range);
  return index.list.slice(from, to);
}

export const popularity = (p: ProjectRecord) => p.loves + p.favorites;

/** Works best first by `score`, newer first on ties. */
export function byScore(score: (p: ProjectRecord) => number) {
  return ({ project: a }: { project: ProjectRecord }, { project: b }: { project: ProjectRecord }) =>
    score(b) - score(a) || b.created_at.localeCompare(a.created_at) || b.id - a.id;
}

export function rankingRow(p: ProjectRecord): RankingRow {
  const owner = db.users.get(p.owner_id);
  return {
    id: p.id,
    title: p.title,
    views: p.views,
    shared_views: p.shared_views,
    loves: p.loves,
    favorites: p.favorites,
    user_name: owner?.username ?? '',
    name: owner ? displayName(owner) : '',
  };
}

/** Works submitted per day of the last 31 days (up to yesterday) by one author type. */
export function dailyWorks(org: OrganizationRecord, author: WorksAuthorType, today: Date = new Date()): DailySubmissions {
  const range = lastDays(DAILY_CHART_DAYS, today);
  const counts = new Map<string, number>();
  for (const w of worksIn(org, range)) if (w.author === author) counts.set(w.day, (counts.get(w.day) ?? 0) + 1);
  const dates = daysIn(range);
  return { date_list: dates, result: dates.map((d) => counts.get(d) ?? 0) };
}

/** The period's works by members of one type, best first by `order`, at most RANK_ROWS. */
export function memberWorksRanking(org: OrganizationRecord, type: MemberType, range: DayRange, order: RankingSort): RankingRow[] {
  return worksIn(org, range)
    .filter((w) => memberTypeOf(w.author) === type)
    .sort(byScore((p) => p[order]))
    .slice(0, RANK_ROWS)
    .map((w) => rankingRow(w.project));
}

/** Per member of one type: works made in the period, their views and popularity; most works first, at most RANK_ROWS. */
export function worksStatistics(org: OrganizationRecord, type: MemberType, range: DayRange): WorksStatRow[] {
  const rows = new Map<number, WorksStatRow>();
  for (const w of worksIn(org, range)) {
    if (memberTypeOf(w.author) !== type) continue;
    let row = rows.get(w.project.owner_id);
    if (!row) {
      const owner = db.users.get(w.project.owner_id);
      row = { user_name: owner?.username ?? '', name: owner ? displayName(owner) : '', project_num: 0, views: 0, popularity: 0 };
      rows.set(w.project.owner_id, row);
    }
    row.project_num += 1;
    row.views += w.project.views;
    row.popularity += popularity(w.project);
  }
  return [...rows.values()].sort((a, b) => b.project_num - a.project_num || b.views - a.views || a.user_name.localeCompare(b.user_name)).slice(0, RANK_ROWS);
}

function orgRankingRow(org: OrganizationRecord, p: ProjectRecord): OrgRankingRow {
  return {
    ...rankingRow(p),
    remixs: p.remixes,
    influence: p.views,
    popularity: popularity(p),
    share_count: p.shared_views,
    project_num: campusWorks(org).perAuthor.get(p.owner_id) ?? 0,
  };
}

const orgScore = (order: OrgRankingSort) => (order === 'popularity' ? popularity : (p: ProjectRecord) => p.views);

/**
 * All the campus's works up to last night (40), or the period's (10 for a week, 20 for longer),
 * best first by influence or popularity.
 */
export function overallRanking(org: OrganizationRecord, order: OrgRankingSort, range: DayRange | null, today: Date = new Date()): OrgRankingRow[] {
  if (!range) {
    const end = lastDataDay(today);
    const top = derived(`campus:${org.id}:ranking:${order}:${end}`, () => worksIn(org, { start: '', end }).sort(byScore(orgScore(order))).slice(0, ORG_RANKING_ALL_TIME));
    return top.map((w) => orgRankingRow(org, w.project));
  }
  return worksIn(org, range)
    .sort(byScore(orgScore(order)))
    .slice(0, orgRankingRows(range))
    .map((w) => orgRankingRow(org, w.project));
}

// ---------------------------------------------------------------------------------------------
// Course watching and extensions

function campusWatches(org: OrganizationRecord): { list: CourseWatchRecord[]; days: string[] } {
  return derived(`campus:${org.id}:watches`, () => {
    const list: CourseWatchRecord[] = [];
    for (const userId of membersOf(org).types.keys()) for (const w of db.courseWatches.findBy('user_id', userId)) list.push(w);
    list.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id));
    return { list, days: list.map((w) => w.date) };
  });
}

/** The period's most watched courses: seconds, learners and the unit watched last, at most RANK_ROWS. */
export function courseHot(org: OrganizationRecord, range: DayRange): CourseHotRow[] {
  const { list, days } = campusWatches(org);
  const [from, to] = spanOf(days, range);
  const courses = new Map<number, { total: number; learners: Set<number>; unit: number }>();
  for (let i = from; i < to; i++) {
    const w = list[i];
    const entry = courses.get(w.course_id) ?? { total: 0, learners: new Set<number>(), unit: w.unit_id };
    entry.total += w.seconds;
    entry.learners.add(w.user_id);
    entry.unit = w.unit_id;
    courses.set(w.course_id, entry);
  }
  return [...courses]
    .map(([course, c]) => ({ course, course_title: db.courses.get(course)?.title ?? '', unit_id: c.unit, total: c.total, learners: c.learners.size }))
    .sort((a, b) => b.total - a.total || a.course - b.course)
    .slice(0, RANK_ROWS);
}

/** The campus's most used extensions: uses and users, at most RANK_ROWS. */
export function extensionHot(org: OrganizationRecord): ExtensionHotRow[] {
  return derived(`campus:${org.id}:extensions`, () => {
    const uses = new Map<number, { count: number; users: number }>();
    for (const userId of membersOf(org).types.keys()) {
      for (const u of db.extensionUses.findBy('user_id', userId)) {
        if (u.count <= 0) continue;
        const entry = uses.get(u.extension_id) ?? { count: 0, users: 0 };
        entry.count += u.count;
        entry.users += 1;
        uses.set(u.extension_id, entry);
      }
    }
    return [...uses]
      .flatMap(([id, e]) => {
        const extension = db.extensions.get(id);
        return extension ? [{ id, name: extension.name, logo: extension.logo, count: e.count, users: e.users }] : [];
      })
      .sort((a, b) => b.count - a.count || a.id - b.id)
      .slice(0, RANK_ROWS);
  });
}

/** From the service start date to yesterday (spec 002 §2.9); empty before the service starts. */
export function sinceStart(org: OrganizationRecord, today: Date = new Date()): DayRange {
  return { start: org.start_date, end: dayFrom(today, -1) };
}

/** Courses watched versus unwatched per staff member since the service start, most watched first, at most RANK_ROWS. */
export function staffCourseRank(org: OrganizationRecord, today: Date = new Date()): CourseRank[] {
  const range = sinceStart(org, today);
  return derived(`campus:${org.id}:course_rank:${range.end}`, () =>
    staffCourseRows(activeStaffOf(org), range)
      .sort((a, b) => b.courses_num - a.courses_num || a.user_id - b.user_id)
      .slice(0, RANK_ROWS),
  );
}

/** Extensions used versus unused per staff member, most used first, at most RANK_ROWS. */
export function staffExtensionRank(org: OrganizationRecord): ExtensionRank[] {
  return derived(`campus:${org.id}:extend_rank`, () =>
    staffExtensionRows(activeStaffOf(org))
      .sort((a, b) => b.count - a.count || a.user - b.user)
      .slice(0, RANK_ROWS),
  );
}
