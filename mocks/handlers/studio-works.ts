/**
 * The works of a portfolio (spec 001 §4, §6, §7; 002 §4.1): the list (offset/limit, 18 by
 * default), its count, the ids of every work in it (the add dialog marks them), adding works
 * (POST …/projects/ {project_ids}, path chosen) and removing one (DELETE …/projects/{pid}/, path
 * chosen). Only members add, only their own public works, only to a portfolio of their current
 * school; a work is removed by its author, a manager or the owner. Followers hear of added works
 * in one notice per portfolio per day (rules/follow-news).
 */
import { db } from '../db/db';
import { derived } from '../db/derived';
import type { StudioProjectRecord } from '../db/schema';
import { studioMessages } from '../messages/studios';
import { keepersOf, notify, recordActivity } from '../rules/studio-events';
import { tellFollowers } from '../rules/follow-news';
import { isOfCurrentSchool, studioRules } from '../rules/studio-roles';
import { toWork } from '../rules/studio-view';
import { API, errors, json, noContent, offsetOf, readBody, route } from './http';
import { lookupStudio } from './studio-lookup';

/** spec 001 §9: works 18 a page (team collections; regional portfolios ask for 20) */
const WORKS_PAGE_SIZE = 18;
/** at most this many works in one add (the dialog's selection) */
export const ADD_WORKS_MAX = 100;

/** The portfolio's works, the latest added first. */
function worksOf(studioId: number): StudioProjectRecord[] {
  return derived(`studios:works:${studioId}`, () =>
    db.studioProjects.findBy('studio_id', studioId).sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id),
  );
}

const listWorks = route<{ id: string }>('get', `${API}/studios/:id/projects/`, ({ params, url, me }) => {
  const found = lookupStudio(me, params.id);
  if (found.refusal) return found.refusal;
  const page = offsetOf(worksOf(found.studio.id), url, WORKS_PAGE_SIZE);
  return json({ results: page.results.flatMap((row) => db.projects.get(row.project_id) ?? []).map(toWork), count: page.count });
});

const countWorks = route<{ id: string }>('get', `${API}/studios/:id/projects/project_count/`, ({ params, me }) => {
  const found = lookupStudio(me, params.id);
  if (found.refusal) return found.refusal;
  return json({ count: db.studioProjects.countBy('studio_id', found.studio.id) });
});

const allIds = route<{ id: string }>('get', `${API}/studios/:id/projects/all_project_ids/`, ({ params, me }) => {
  const found = lookupStudio(me, params.id);
  if (found.refusal) return found.refusal;
  return json({ id_list: worksOf(found.studio.id).map((row) => row.project_id) });
});

const addWorks = route<{ id: string }>('post', `${API}/studios/:id/projects/`, async ({ request, params, me }) => {
  const found = lookupStudio(me, params.id);
  if (found.refusal) return found.refusal;
  const { studio, role } = found;
  if (!studioRules.addWorks(role)) return errors.forbidden(studioMessages.addDenied);
  if (!isOfCurrentSchool(studio, me)) return errors.forbidden(studioMessages.otherSchool);
  const raw = (await readBody(request)).project_ids;
  const ids = Array.isArray(raw) ? [...new Set(raw.map(Number))] : [];
  if (ids.length === 0 || ids.some((id) => !Number.isInteger(id))) return errors.badRequest({ project_ids: [studioMessages.projectIdsRequired] });
  if (ids.length > ADD_WORKS_MAX) return errors.badRequest({ project_ids: [studioMessages.tooManyWorks({ max: ADD_WORKS_MAX })] });
  const projects = ids.map((id) => db.projects.get(id));
  if (projects.some((p) => !p || p.owner_id !== me.user.id)) return errors.forbidden(studioMessages.notYourWork);
  if (projects.some((p) => !p!.lms_public)) return errors.badRequest({ project_ids: [studioMessages.notPublic] });

  const already = new Set(db.studioProjects.findBy('studio_id', studio.id).map((r) => r.project_id));
  const fresh = projects.map((p) => p!).filter((p) => !already.has(p.id));
  const now = new Date().toISOString();
  for (const p of fresh) db.studioProjects.insert({ studio_id: studio.id, project_id: p.id, added_by: me.user.id, created_at: now });
  if (fresh.length === 1) {
    recordActivity(studio, 'studio_project_add', me.user.id, fresh[0].title);
    notify(keepersOf(studio), { verb: 'studio_project_add', actorId: me.user.id, studio, work: fresh[0] });
  } else if (fresh.length > 1) {
    const extra = fresh.slice(1).map((p) => p.title).join(',');
    recordActivity(studio, 'studio_bulk_add_project', me.user.id, fresh[0].title, extra);
    notify(keepersOf(studio), { verb: 'studio_bulk_add_project', actorId: me.user.id, studio, work: fresh[0], extra });
  }
  tellFollowers(studio, me.user.id, fresh.length);
  return json({ added: fresh.length, count: db.studioProjects.countBy('studio_id', studio.id) }, 201);
});

const removeWork = route<{ id: string; pid: string }>('delete', `${API}/studios/:id/projects/:pid/`, ({ params, me }) => {
  const found = lookupStudio(me, params.id);
  if (found.refusal) return found.refusal;
  const { studio, role } = found;
  const row = db.studioProjects.findBy('studio_id', studio.id).find((r) => String(r.project_id) === params.pid);
  const project = row && db.projects.get(row.project_id);
  if (!row || !project) return errors.notFound(studioMessages.workNotIn);
  const isAuthor = project.owner_id === me.user.id;
  if (!studioRules.removeWork(studio.kind, role, isAuthor)) return errors.forbidden(studioMessages.removeWorkDenied);
  db.studioProjects.delete(row.id);
  recordActivity(studio, 'studio_project_delete', me.user.id, project.title);
  notify([project.owner_id, ...keepersOf(studio)], { verb: 'studio_project_delete', actorId: me.user.id, studio, work: project });
  return noContent();
});

export const studioWorkHandlers = [listWorks, countWorks, allIds, addWorks, removeWork];
