/**
 * Lists of the personal area (spec 000 §7 "Followed portfolios", spec 001 §7 "Notifications,
 * favourites, history"):
 * - favourites: GET /api/v1/profiles/favorites/ (path chosen; page, page_size, q, username),
 *   DELETE /api/v1/projects/{id}/favorite/, DELETE /api/v1/profiles/favorites_clear/;
 * - learning history: GET /api/v1/profiles/learn_history/ (path chosen; page, page_size, q, username),
 *   and POST to the same path to record a view (a course unit or a project; a repeat view moves
 *   the entry to the top instead of adding another);
 * - followed portfolios: GET /api/v1/studios/follows_v2/ (own), GET /api/v1/users/{id}/follow_studios/
 *   (another user's; id or username), GET /api/v1/studios/follows_count/ (q), DELETE /api/v1/studios/{id}/follow/.
 * Any signed-in user may read another user's lists (their home page shows them read-only);
 * only the owner changes them.
 */
import type { Favorite, LearningHistory } from '@/types/content';
import type { FollowedStudio } from '@/types/portfolio';
import { db } from '../db/db';
import type { FavoriteRecord, HistoryRecord, StudioFollowRecord, UserRecord } from '../db/schema';
import type { Identity } from '../rules/identity';
import { canReadCourse } from '../rules/course-access';
import { API, errors, json, matches, noContent, pageOf, readBody, route } from './http';
import { profileMessages as M } from '../messages/profile';
import { userMessages } from '../messages/users';

/** spec 001 §9: favourites and history default to 8 per page */
const LIST_PAGE_SIZE = 8;
/** 001 §9: the viewer's followed portfolios default to 8 a page... */
const OWN_FOLLOW_PAGE_SIZE = 8;
/** ...000 §9: another user's studio list to 18. */
const OTHER_FOLLOW_PAGE_SIZE = 18;

const positiveId = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null);

/** The history entry a view records, or null for an entry that names nothing the caller may read. */
function historyEntryOf(body: Record<string, unknown>, me: Identity): Omit<HistoryRecord, 'id' | 'user_id' | 'updated_at'> | null {
  if (body.resourcetype === 'CourseProjectHistory') {
    const project = db.courseProjects.get(positiveId(body.project));
    return project ? { resourcetype: 'CourseProjectHistory', course: null, unit: null, project: project.id } : null;
  }
  if (body.resourcetype !== 'CourseHistory') return null;
  const course = db.courses.get(positiveId(body.course));
  if (!course || !canReadCourse(me, course)) return null;
  const units = course.chapters.flatMap((c) => c.units);
  const unit = body.unit == null ? null : positiveId(body.unit);
  if (unit === null ? units.length > 0 : !units.some((u) => u.id === unit)) return null;
  return { resourcetype: 'CourseHistory', course: course.id, unit, project: null };
}

function findUser(idOrUsername: string): UserRecord | undefined {
  if (/^\d+$/.test(idOrUsername)) return db.users.get(Number(idOrUsername)) ?? db.users.findOne('username', idOrUsername);
  return db.users.findOne('username', idOrUsername);
}

/** The list owner: the caller, or the user named by ?username= (any signed-in user may look). */
function subjectOf(url: URL, me: UserRecord): UserRecord | null {
  const username = (url.searchParams.get('username') ?? '').trim();
  if (!username) return me;
  return db.users.findOne('username', username) ?? null;
}

const noSuchUser = (url: URL) => errors.notFound(userMessages.noUser({ username: (url.searchParams.get('username') ?? '').trim() }));

const displayName = (u: UserRecord | undefined) => (u ? u.student_name || u.name || u.username : '');
const newestFirst = <T extends { id: number }>(key: (row: T) => string) => (a: T, b: T) =>
  key(b).localeCompare(key(a)) || b.id - a.id;

function toFavorite(f: FavoriteRecord): Favorite | null {
  const project = db.projects.get(f.project_id);
  if (!project) return null;
  const author = db.users.get(project.owner_id);
  return {
    id: f.id,
    project_id: project.id,
    title: project.title,
    image: project.image,
    username: author?.username ?? '',
    name: displayName(author),
    avatar: author?.avatar_url ?? '',
    created_at: f.created_at,
  };
}

function toHistory(h: HistoryRecord): LearningHistory | null {
  if (h.resourcetype === 'CourseHistory') {
    const course = db.courses.get(h.course);
    if (!course) return null;
    const unit = course.chapters.flatMap((c) => c.units).find((u) => u.id === h.unit);
    return {
      id: h.id,
      resourcetype: h.resourcetype,
      course: course.id,
      unit: unit?.id ?? null,
      project: null,
      title: unit ? `${course.title} - ${unit.title}` : course.title,
      cover: course.cover,
      updated_at: h.updated_at,
    };
  }
  const project = db.courseProjects.get(h.project);
  if (!project) return null;
  return { id: h.id, resourcetype: h.resourcetype, course: null, unit: null, project: project.id, title: project.title, cover: project.cover, updated_at: h.updated_at };
}

function toFollowed(f: StudioFollowRecord): FollowedStudio | null {
  const studio = db.studios.get(f.studio_id);
  // "My Followed Personal Portfolios" (spec 000 §2): only personal portfolios are listed.
  if (!studio || studio.kind !== 'personal') return null;
  const owner = db.users.get(studio.owner_id);
  return {
    id: studio.id,
    title: studio.title,
    cover: studio.cover,
    author_name: displayName(owner),
    user_name: owner?.username ?? '',
    num_project: db.studioProjects.countBy('studio_id', studio.id),
    follow_at: f.created_at,
  };
}

function followsOf(user: UserRecord, query: string | null): FollowedStudio[] {
  return db.studioFollows
    .findBy('user_id', user.id)
    .map(toFollowed)
    .filter((s): s is FollowedStudio => s !== null && matches(query, s.title))
    .sort((a, b) => b.follow_at.localeCompare(a.follow_at) || b.id - a.id);
}

export const profileHandlers = [
  route('get', `${API}/profiles/favorites/`, ({ url, me }) => {
    const user = subjectOf(url, me.user);
    if (!user) return noSuchUser(url);
    const q = url.searchParams.get('q');
    const rows = db.favorites
      .findBy('user_id', user.id)
      .sort(newestFirst((f) => f.created_at))
      .map(toFavorite)
      .filter((f): f is Favorite => f !== null && matches(q, f.title, f.name, f.username));
    return json(pageOf(rows, url, LIST_PAGE_SIZE));
  }),

  route('delete', `${API}/profiles/favorites_clear/`, ({ me }) => {
    for (const f of db.favorites.findBy('user_id', me.user.id)) {
      db.favorites.delete(f.id);
      const project = db.projects.get(f.project_id);
      if (project) db.projects.update(project.id, { favorites: Math.max(0, project.favorites - 1) });
    }
    return noContent();
  }),

  route<{ id: string }>('delete', `${API}/projects/:id/favorite/`, ({ params, me }) => {
    const projectId = Number(params.id);
    const favorite = db.favorites.findBy('user_id', me.user.id).find((f) => f.project_id === projectId);
    if (!favorite) return errors.notFound(M.notFavorited);
    db.favorites.delete(favorite.id);
    const project = db.projects.get(projectId);
    if (project) db.projects.update(project.id, { favorites: Math.max(0, project.favorites - 1) });
    return noContent();
  }),

  route('get', `${API}/profiles/learn_history/`, ({ url, me }) => {
    const user = subjectOf(url, me.user);
    if (!user) return noSuchUser(url);
    const q = url.searchParams.get('q');
    const rows = db.histories
      .findBy('user_id', user.id)
      .sort(newestFirst((h) => h.updated_at))
      .map(toHistory)
      .filter((h): h is LearningHistory => h !== null && matches(q, h.title));
    return json(pageOf(rows, url, LIST_PAGE_SIZE));
  }),

  route('get', `${API}/studios/follows_v2/`, ({ url, me }) => json(pageOf(followsOf(me.user, url.searchParams.get('q')), url, OWN_FOLLOW_PAGE_SIZE))),

  route('post', `${API}/profiles/learn_history/`, async ({ request, me }) => {
    const entry = historyEntryOf(await readBody(request), me);
    if (!entry) return errors.badRequest({ detail: M.badHistory });
    const mine = db.histories.findBy('user_id', me.user.id);
    const same = mine.find((h) => h.resourcetype === entry.resourcetype && h.course === entry.course && h.unit === entry.unit && h.project === entry.project);
    // The newest view goes first: two views within one millisecond still get distinct, ordered times.
    const latest = Math.max(0, ...mine.map((h) => Date.parse(h.updated_at)));
    const updated_at = new Date(Math.max(Date.now(), latest + 1)).toISOString();
    const row = same ? db.histories.update(same.id, { updated_at }) : db.histories.insert({ user_id: me.user.id, ...entry, updated_at });
    return json(toHistory(row) as LearningHistory, same ? 200 : 201);
  }),

  route('get', `${API}/studios/follows_count/`, ({ url, me }) => json({ count: followsOf(me.user, url.searchParams.get('q')).length })),

  route<{ id: string }>('get', `${API}/users/:id/follow_studios/`, ({ params, url }) => {
    const user = findUser(params.id);
    if (!user) return errors.notFound(userMessages.noUser({ username: params.id }));
    const rows = followsOf(user, url.searchParams.get('q'));
    return json(pageOf(rows, url, OTHER_FOLLOW_PAGE_SIZE));
  }),

  route<{ id: string }>('delete', `${API}/studios/:id/follow/`, ({ params, me }) => {
    const studio = db.studios.get(Number(params.id));
    if (!studio) return errors.notFound(M.noStudio);
    const follow = db.studioFollows.findBy('studio_id', studio.id).find((f) => f.user_id === me.user.id);
    if (!follow) return errors.notFound(M.notFollowing);
    db.studioFollows.delete(follow.id);
    return noContent();
  }),
];
