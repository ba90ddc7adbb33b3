/**
 * The personal project list (spec 002 §2.2, §7 "Projects"; path not shown in the spec, chosen
 * as GET /api/v1/lms/projects/): the caller's own projects, whatever their role; with ?username=
 * another user's public projects (their home page).
 */
import type { LmsProject, ProjectPlatform } from '@/types/manage';
import { db } from '../db/db';
import { derived, sortedView } from '../db/derived';
import type { ProjectRecord } from '../db/schema';
import { API, errors, invalidChoice, json, matches, noContent, offsetOf, pageOf, route, type Answer } from './http';
import { removeProjectEverywhere } from '../rules/studio-events';
import { projectMessages } from '../messages/projects';
import { userMessages } from '../messages/users';

/** spec 002 §9: project tables show 8 rows */
const PROJECT_PAGE_SIZE = 8;

const PLATFORMS: readonly ProjectPlatform[] = ['scratch', 'snap'];

const ORDER_KEYS: Record<string, (p: ProjectRecord) => string> = {
  created_at: (p) => p.created_at,
  updated_at: (p) => p.updated_at,
  title: (p) => p.title,
};
/** last saved first */
const DEFAULT_ORDER = '-updated_at';

function toLmsProject(p: ProjectRecord, authorUsername: string): LmsProject {
  return {
    id: p.id,
    title: p.title,
    image: p.image,
    platform: p.platform,
    lms_public: p.lms_public,
    created_at: p.created_at,
    updated_at: p.updated_at,
    author_username: authorUsername,
    views: p.views,
    loves: p.loves,
    favorites: p.favorites,
    remixes: p.remixes,
    shared_views: p.shared_views,
  };
}

const listProjects = route('get', `${API}/lms/projects/`, ({ url, me }) => {
  const isPublic = url.searchParams.get('lms_public') ?? '';
  if (isPublic !== '' && isPublic !== 'true' && isPublic !== 'false') return invalidChoice('lms_public', isPublic);
  const platform = url.searchParams.get('platform') ?? '';
  if (platform !== '' && !(PLATFORMS as readonly string[]).includes(platform)) return invalidChoice('platform', platform);
  const query = url.searchParams.get('q');
  // ?username= is another user's home page: their public works only.
  const username = url.searchParams.get('username');
  const owner = username && username !== me.user.username ? db.users.findOne('username', username) : me.user;
  if (!owner) return errors.notFound(userMessages.noUser({ username: username ?? '' }));
  const othersOnlyPublic = owner.id !== me.user.id;
  const userId = owner.id;

  const sorted = sortedView(`projects:${userId}`, () => db.projects.findBy('owner_id', userId), url.searchParams.get('order_str') || DEFAULT_ORDER, ORDER_KEYS);
  const projects = sorted.filter(
    (p) =>
      (!othersOnlyPublic || p.lms_public) &&
      (isPublic === '' || p.lms_public === (isPublic === 'true')) &&
      (platform === '' || p.platform === platform) &&
      matches(query, p.title),
  );
  const page = pageOf(projects, url, PROJECT_PAGE_SIZE);
  return json({ results: page.results.map((p) => toLmsProject(p, owner.username)), count: page.count });
});

/** The caller's own project, or the answer that refuses. */
function ownProject(id: string, userId: number): ProjectRecord | Answer {
  const project = /^\d+$/.test(id) ? db.projects.get(Number(id)) : undefined;
  if (!project) return errors.notFound(projectMessages.noProject);
  return project.owner_id === userId ? project : errors.forbidden(projectMessages.notOwner);
}

const isAnswer = (value: ProjectRecord | Answer): value is Answer => 'status' in value && !('owner_id' in value);

function dropShareLinks(projectId: number): void {
  for (const link of db.projectShareLinks.findBy('project_id', projectId)) db.projectShareLinks.delete(link.id);
}

/** Make public (spec 002 §4.1); publishing a public project again changes nothing. */
const publish = route<{ id: string }>('put', `${API}/lms/projects/:id/lms_public/`, ({ params, me }) => {
  const project = ownProject(params.id, me.user.id);
  if (isAnswer(project)) return project;
  const saved = project.lms_public ? project : db.projects.update(project.id, { lms_public: true });
  return json(toLmsProject(saved, me.user.username));
});

/** Withdraw: no longer public, out of every portfolio, its external share links deleted. */
const withdraw = route<{ id: string }>('delete', `${API}/lms/projects/:id/lms_public/`, ({ params, me }) => {
  const project = ownProject(params.id, me.user.id);
  if (isAnswer(project)) return project;
  if (project.lms_public) db.projects.update(project.id, { lms_public: false });
  removeProjectEverywhere(project, me.user.id);
  dropShareLinks(project.id);
  return noContent();
});

/** Delete: irreversible; gone from the list, from every portfolio, from favourites, with its share links. */
const remove = route<{ id: string }>('delete', `${API}/lms/projects/:id/`, ({ params, me }) => {
  const project = ownProject(params.id, me.user.id);
  if (isAnswer(project)) return project;
  removeProjectEverywhere(project, me.user.id);
  dropShareLinks(project.id);
  for (const f of db.favorites.findBy('project_id', project.id)) db.favorites.delete(f.id);
  db.projects.delete(project.id);
  return noContent();
});

/** spec 001 §9: the add-works picker shows 8 a page */
const PICKER_PAGE_SIZE = 8;

/**
 * The add-works picker (spec 001 §7): the caller's works, with ?is_published=true only the public
 * ones (the only ones a portfolio takes), last saved first; offset/limit paging.
 */
function pickerWorks(userId: number, url: URL): readonly ProjectRecord[] {
  const published = url.searchParams.get('is_published') === 'true';
  const sorted = sortedView(`projects:${userId}`, () => db.projects.findBy('owner_id', userId), DEFAULT_ORDER, ORDER_KEYS);
  return published ? derived(`projects:${userId}|published`, () => sorted.filter((p) => p.lms_public)) : sorted;
}

const picker = route('get', `${API}/profiles/projects/`, ({ url, me }) => {
  const page = offsetOf(pickerWorks(me.user.id, url), url, PICKER_PAGE_SIZE);
  return json({ results: page.results.map((p) => toLmsProject(p, me.user.username)), count: page.count });
});

const pickerCount = route('get', `${API}/profiles/project_count/`, ({ url, me }) => json({ count: pickerWorks(me.user.id, url).length }));

export const projectHandlers = [listProjects, publish, withdraw, remove, picker, pickerCount];
