/**
 * The personal data center (spec 000 §7 "Data center"): GET /api/v1/data_analysis/{user,
 * project, project/excellent, progress, progress/perfect_moment, course, course/rank, extend,
 * extend/rank, platform}/, all with user_name. The ranged calls take start_time and end_time
 * (YYYYMMDD); the rankings and the extension list are not ranged. Rules and sums live in
 * rules/personal-analytics.ts.
 */
import type { UsagePlatform, WorksSort } from '@/types/analytics';
import { db } from '../db/db';
import { identify, type Identity } from '../rules/identity';
import {
  PLATFORMS,
  WORKS_SORTS,
  canReadPersonalData,
  hasPersonalDataCenter,
  courseRanking,
  courseTimes,
  excellentWorks,
  extensionList,
  extensionRanking,
  perfectMoment,
  platformHeat,
  progress,
  rangeOf,
  userStats,
  worksRanking,
  type DayRange,
} from '../rules/personal-analytics';
import { API, errors, json, route, type Answer, type AuthedContext } from './http';
import { datacenterMessages as M } from '../messages/datacenter';
import { userMessages } from '../messages/users';

const BASE = `${API}/data_analysis`;

/** The viewed user, once the caller may read their data; or the error answer. */
function viewedUser({ url, me }: AuthedContext<Record<string, never>>): { viewed: Identity } | { error: Answer } {
  if (!hasPersonalDataCenter(me)) return { error: errors.forbidden(M.notInCampus) };
  const userName = url.searchParams.get('user_name')?.trim();
  if (!userName) return { error: errors.badRequest({ user_name: [M.userNameRequired] }) };
  const user = db.users.findOne('username', userName);
  if (!user) return { error: errors.notFound(userMessages.noUser({ username: userName })) };
  const viewed = identify(user);
  if (!canReadPersonalData(me, viewed)) return { error: errors.forbidden(M.forbidden) };
  return { viewed };
}

/** A call about one user, without a range. */
function personal(path: string, answer: (viewed: Identity, ctx: AuthedContext<Record<string, never>>) => Answer) {
  return route<Record<string, never>>('get', `${BASE}/${path}`, (ctx) => {
    const who = viewedUser(ctx);
    return 'error' in who ? who.error : answer(who.viewed, ctx);
  });
}

/** A call about one user over a range of days. */
function ranged(path: string, answer: (viewed: Identity, range: DayRange, ctx: AuthedContext<Record<string, never>>) => Answer) {
  return personal(path, (viewed, ctx) => {
    const range = rangeOf(ctx.url);
    return 'errors' in range ? errors.badRequest(range.errors) : answer(viewed, range.range, ctx);
  });
}

/** Course and extension rankings are for teachers and managers (spec 000 §6). */
function staffOnly(viewed: Identity, answer: () => Answer): Answer {
  return viewed.userType === 'student' ? errors.forbidden(M.studentRankings) : answer();
}

export const datacenterHandlers = [
  ranged('user/', (viewed, range) => json(userStats(viewed, range))),

  ranged('project/', (viewed, range, { url }) => {
    const order = url.searchParams.get('order') ?? 'views';
    if (!WORKS_SORTS.includes(order as WorksSort)) return errors.badRequest({ order: [M.order({ choices: WORKS_SORTS.join(', ') })] });
    return json(worksRanking(viewed, range, order as WorksSort));
  }),
  ranged('project/excellent/', (viewed, range) => json(excellentWorks(viewed, range))),

  ranged('progress/', (viewed, range) => json(progress(viewed, range))),
  ranged('progress/perfect_moment/', (viewed, range) => json(perfectMoment(viewed, range))),

  ranged('course/', (viewed, range) => json(courseTimes(viewed, range))),
  personal('course/rank/', (viewed) => staffOnly(viewed, () => json(courseRanking(viewed)))),

  personal('extend/', (viewed) => json(extensionList(viewed))),
  personal('extend/rank/', (viewed) => staffOnly(viewed, () => json(extensionRanking(viewed)))),

  ranged('platform/', (viewed, range, { url }) => {
    const platform = url.searchParams.get('platform');
    if (!PLATFORMS.includes(platform as UsagePlatform)) return errors.badRequest({ platform: [M.platform] });
    return json(platformHeat(viewed, range, platform as UsagePlatform));
  }),
];
