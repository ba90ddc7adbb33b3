/**
 * The campus data centre and the team data report (spec 002 §7 "Data analysis"): GET
 * /api/v1/data_analysis/organization/{orgId}/ and its /active/, /course_rank/, /extend_rank/ and
 * /teams/ (the spec's paths), plus the paths chosen for the calls it lists without one
 * (docs/api.md): /course_hot/, /extend_hot/, /average_time/, /time_statistics/,
 * /works_statistics/, /works_ranking/, /daily_works/, /overall_ranking/; and GET
 * /api/v1/data_analysis/team/{teamId}/ with /learn_time/, /daily_works/, /ranking/. Ranged calls
 * take start_date and end_date (YYYYMMDD). The answers are computed from the tables
 * (rules/campus-*.ts, rules/team-analytics.ts).
 */
import type { ActivityMetric, MemberType, OrgRankingSort, RankingSort, TeamOption, UsagePlatform, WorksAuthorType } from '@/types/analytics';
import type { UserType } from '@/types/user';
import { db } from '../db/db';
import { derived } from '../db/derived';
import type { OrganizationRecord, TeamRecord } from '../db/schema';
import { campusDataMessages as M } from '../messages/campus-data';
import { teamMessages } from '../messages/teams';
import { activity, averageTime, organizationSummary, timeStatistics } from '../rules/campus-analytics';
import { ACTIVITY_METRICS, AUTHOR_TYPES, MEMBER_TYPES, orgAccess, periodOf, type OrgRefusal } from '../rules/campus-scope';
import {
  courseHot,
  dailyWorks,
  extensionHot,
  memberWorksRanking,
  ORG_RANKING_SORTS,
  overallRanking,
  RANKING_SORTS,
  staffCourseRank,
  staffExtensionRank,
  worksStatistics,
} from '../rules/campus-works';
import type { DayRange } from '../rules/personal-analytics';
import { daysIn, MAX_RANGE_DAYS as AVERAGE_TIME_MAX_DAYS, PLATFORMS } from '../rules/personal-analytics';
import { datacenterMessages } from '../messages/datacenter';
import { canReadTeamReport, teamAnalytics, teamDailyWorks, teamLearnTime, teamRanking } from '../rules/team-analytics';
import { numStudents } from '../rules/team-stats';
import { API, errors, invalidChoice, json, route, type Answer, type AuthedContext } from './http';

const BASE = `${API}/data_analysis`;
const STAFF: readonly UserType[] = ['teacher', 'manager', 'manager|teacher'];

type OrgParams = { orgId: string };
type TeamParams = { teamId: string };

const REFUSALS: Record<OrgRefusal, () => Answer> = {
  notFound: () => errors.notFound(M.noOrganization),
  forbidden: () => errors.forbidden(M.forbidden),
  notOpen: () => errors.forbidden(M.notOpen),
};

/** A query parameter that must be one of `choices`; its default when absent (undefined: required). */
function choiceOf<T extends string>(url: URL, name: string, choices: readonly T[], fallback?: T): { value: T } | { error: Answer } {
  const raw = url.searchParams.get(name);
  if (raw == null && fallback !== undefined) return { value: fallback };
  return choices.includes(raw as T) ? { value: raw as T } : { error: invalidChoice(name, raw ?? '') };
}

/** A call about a campus the caller manages. */
function orgCall(path: string, answer: (org: OrganizationRecord, ctx: AuthedContext<OrgParams>) => Answer) {
  return route<OrgParams>(
    'get',
    `${BASE}/organization/:orgId/${path}`,
    (ctx) => {
      const orgId = Number(ctx.params.orgId);
      if (!Number.isInteger(orgId)) return errors.notFound(M.noOrganization);
      const access = orgAccess(ctx.me, orgId);
      return 'refusal' in access ? REFUSALS[access.refusal]() : answer(access.org, ctx);
    },
    { roles: STAFF },
  );
}

/** A call about a campus over the request's period. */
function orgRanged(path: string, answer: (org: OrganizationRecord, range: DayRange, url: URL) => Answer) {
  return orgCall(path, (org, { url }) => {
    const period = periodOf(url);
    return 'errors' in period ? errors.badRequest(period.errors) : answer(org, period.range, url);
  });
}

/** A call about a team whose report the caller may read. */
function teamCall(path: string, answer: (team: TeamRecord, ctx: AuthedContext<TeamParams>) => Answer) {
  return route<TeamParams>(
    'get',
    `${BASE}/team/:teamId/${path}`,
    (ctx) => {
      const team = db.teams.get(Number(ctx.params.teamId));
      if (!team) return errors.notFound(teamMessages.teamNotFound);
      return canReadTeamReport(ctx.me, team) ? answer(team, ctx) : errors.forbidden(M.teamForbidden);
    },
    { roles: STAFF },
  );
}

function teamRanged(path: string, answer: (team: TeamRecord, range: DayRange, url: URL) => Answer) {
  return teamCall(path, (team, { url }) => {
    const period = periodOf(url);
    return 'errors' in period ? errors.badRequest(period.errors) : answer(team, period.range, url);
  });
}

/** The team selector's list, by name; kept until the teams or their students change. */
function teamOptions(org: OrganizationRecord): TeamOption[] {
  return derived(`campus:${org.id}:team-options`, () =>
    db.teams
      .findBy('org_id', org.id)
      .map((t) => ({ id: t.id, code: t.code, name: t.name, num_student: numStudents(t.id) }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id),
  );
}

export const campusDataHandlers = [
  orgCall('', (org) => json(organizationSummary(org))),
  orgCall('teams/', (org) => json(teamOptions(org))),

  orgRanged('active/', (org, range, url) => {
    const metric = choiceOf<ActivityMetric>(url, 'metric', ACTIVITY_METRICS, 'users');
    return 'error' in metric ? metric.error : json(activity(org, range, metric.value));
  }),
  orgRanged('course_hot/', (org, range) => json(courseHot(org, range))),
  orgCall('extend_hot/', (org) => json(extensionHot(org))),
  orgCall('course_rank/', (org) => json(staffCourseRank(org))),
  orgCall('extend_rank/', (org) => json(staffExtensionRank(org))),

  orgRanged('average_time/', (org, range, url) => {
    // The heat map's periods are a month at most: recent (30 days), last month or a picked month (spec 002 §4.5).
    if (daysIn(range).length > AVERAGE_TIME_MAX_DAYS) return errors.badRequest({ end_date: [datacenterMessages.dateSpan({ days: AVERAGE_TIME_MAX_DAYS })] });
    const type = choiceOf<MemberType>(url, 'user_type', MEMBER_TYPES);
    if ('error' in type) return type.error;
    const platform = choiceOf<UsagePlatform>(url, 'platform', PLATFORMS, 'teach');
    return 'error' in platform ? platform.error : json(averageTime(org, type.value, platform.value, range));
  }),
  orgRanged('time_statistics/', (org, range, url) => {
    const platform = choiceOf<UsagePlatform>(url, 'platform', PLATFORMS, 'teach');
    return 'error' in platform ? platform.error : json(timeStatistics(org, platform.value, range));
  }),
  orgRanged('works_statistics/', (org, range, url) => {
    const type = choiceOf<MemberType>(url, 'user_type', MEMBER_TYPES);
    return 'error' in type ? type.error : json(worksStatistics(org, type.value, range));
  }),
  orgRanged('works_ranking/', (org, range, url) => {
    const type = choiceOf<MemberType>(url, 'user_type', MEMBER_TYPES);
    if ('error' in type) return type.error;
    const order = choiceOf<RankingSort>(url, 'order', RANKING_SORTS, 'views');
    return 'error' in order ? order.error : json(memberWorksRanking(org, type.value, range, order.value));
  }),
  orgCall('daily_works/', (org, { url }) => {
    const type = choiceOf<WorksAuthorType>(url, 'user_type', AUTHOR_TYPES);
    return 'error' in type ? type.error : json(dailyWorks(org, type.value));
  }),
  orgCall('overall_ranking/', (org, { url }) => {
    const order = choiceOf<OrgRankingSort>(url, 'order', ORG_RANKING_SORTS, 'influence');
    if ('error' in order) return order.error;
    // Without a period: all time.
    const ranged = url.searchParams.has('start_date') || url.searchParams.has('end_date');
    const period = ranged ? periodOf(url) : null;
    if (period && 'errors' in period) return errors.badRequest(period.errors);
    return json(overallRanking(org, order.value, period ? period.range : null));
  }),

  teamCall('', (team, { me }) => json(teamAnalytics(team, me))),
  teamRanged('learn_time/', (team, range) => json(teamLearnTime(team, range))),
  teamCall('daily_works/', (team) => json(teamDailyWorks(team))),
  teamRanged('ranking/', (team, range, url) => {
    const order = choiceOf<RankingSort>(url, 'order', RANKING_SORTS, 'views');
    return 'error' in order ? order.error : json(teamRanking(team, range, order.value));
  }),
];
