import { describe, expect, it } from 'vitest';
import type { Paged } from '@/types/api';
import type { LmsProject } from '@/types/manage';
import { db } from '../db/db';
import { call, en, signIn, userOf, zh } from '../test-helpers';
import { projectMessages } from '../messages/projects';

const list = (token: string | null, query: Record<string, string | number> = {}) => call<Paged<LmsProject>>('/api/v1/lms/projects/', { token, query });

const ownCount = (username: string) => db.projects.countBy('owner_id', db.users.findOne('username', username)!.id);

describe('GET /lms/projects/', () => {
  it('pages the caller\'s own projects, 8 by default, last saved first', async () => {
    const token = await signIn('teacher');
    const total = ownCount('teacher');
    expect(total).toBeGreaterThan(8);
    const { status, body } = await list(token);
    expect(status).toBe(200);
    expect(body.count).toBe(total);
    expect(body.results).toHaveLength(8);
    expect(body.results.every((p) => p.author_username === 'teacher')).toBe(true);
    const saved = body.results.map((p) => p.updated_at);
    expect(saved).toEqual([...saved].sort().reverse());

    const pages = Math.ceil(total / 8);
    expect((await list(token, { page: pages })).body.results).toHaveLength(total - (pages - 1) * 8);
    const all = await list(token, { page_size: 500 });
    expect(new Set(all.body.results.map((p) => p.id)).size).toBe(total);
  });

  it('gives every user only their own projects', async () => {
    const student = await list(await signIn('student'), { page_size: 500 });
    expect(student.body.count).toBe(ownCount('student'));
    expect(student.body.results.every((p) => p.author_username === 'student')).toBe(true);
    const visitor = await list(await signIn('visitor'));
    expect(visitor.status).toBe(200);
    expect(visitor.body.count).toBe(ownCount('visitor'));
  });

  it('filters by public status and platform', async () => {
    const token = await signIn('teacher');
    const total = ownCount('teacher');
    const pub = await list(token, { lms_public: 'true', page_size: 500 });
    const priv = await list(token, { lms_public: 'false', page_size: 500 });
    expect(pub.body.results.every((p) => p.lms_public)).toBe(true);
    expect(priv.body.results.every((p) => !p.lms_public)).toBe(true);
    expect(pub.body.count + priv.body.count).toBe(total);
    expect(pub.body.count).toBeGreaterThan(0);

    const scratch = await list(token, { platform: 'scratch', page_size: 500 });
    const snap = await list(token, { platform: 'snap', page_size: 500 });
    expect(scratch.body.results.every((p) => p.platform === 'scratch')).toBe(true);
    expect(snap.body.results.every((p) => p.platform === 'snap')).toBe(true);
    expect(scratch.body.count + snap.body.count).toBe(total);

    const both = await list(token, { platform: 'scratch', lms_public: 'true', page_size: 500 });
    expect(both.body.results.every((p) => p.platform === 'scratch' && p.lms_public)).toBe(true);
    expect((await list(token, { platform: 'flash' })).status).toBe(400);
    expect((await list(token, { lms_public: 'maybe' })).status).toBe(400);
  });

  it('searches titles', async () => {
    const token = await signIn('teacher');
    const { body } = await list(token, { page_size: 500 });
    const title = body.results[0].title;
    const word = title.split(' ')[0].toLowerCase();
    const hits = await list(token, { q: word, page_size: 500 });
    expect(hits.body.results.map((p) => p.id)).toContain(body.results[0].id);
    expect(hits.body.results.every((p) => p.title.toLowerCase().includes(word))).toBe(true);
    expect((await list(token, { q: 'no project is called this' })).body).toEqual({ results: [], count: 0 });
  });

  it.each([
    ['created_at', (p: LmsProject) => p.created_at],
    ['updated_at', (p: LmsProject) => p.updated_at],
    ['title', (p: LmsProject) => p.title],
  ] as const)('sorts by %s both ways', async (field, key) => {
    const token = await signIn('teacher');
    const asc = (await list(token, { order_str: field, page_size: 500 })).body.results.map(key);
    const desc = (await list(token, { order_str: `-${field}`, page_size: 500 })).body.results.map(key);
    expect(asc).toEqual([...asc].sort());
    expect(desc).toEqual([...asc].sort().reverse());
    expect(asc[0]).not.toBe(asc[asc.length - 1]);
  });

  it('needs a signed-in caller', async () => {
    expect((await list(null)).status).toBe(401);
  });
});

const act = (method: string, path: string, token: string | null) => call(`/api/v1${path}`, { method, token });
const userId = (username: string) => userOf(username).id;

/** A public project of `username` that sits in at least one portfolio and has share links. */
function sharedWorkOf(username: string) {
  const project = db.projects
    .findBy('owner_id', userId(username))
    .find((p) => p.lms_public && db.studioProjects.countBy('project_id', p.id) > 0 && db.projectShareLinks.countBy('project_id', p.id) > 0);
  if (!project) throw new Error(`no shared work of ${username} in a portfolio`);
  return project;
}

describe('PUT/DELETE /lms/projects/{id}/lms_public/ and DELETE /lms/projects/{id}/', () => {
  it('makes a private project public, for its author only', async () => {
    const token = await signIn('teacher');
    const project = db.projects.findBy('owner_id', userId('teacher')).find((p) => !p.lms_public)!;
    const other = await act('PUT', `/lms/projects/${project.id}/lms_public/`, await signIn('student'));
    expect(other.status).toBe(403);
    expect(other.body).toEqual({ detail: en(projectMessages.notOwner) });
    const inChinese = await call(`/api/v1/lms/projects/${project.id}/lms_public/`, { method: 'PUT', token: await signIn('student'), lang: 'zh-CN' });
    expect(inChinese.body).toEqual({ detail: zh(projectMessages.notOwner) });
    expect(db.projects.get(project.id)!.lms_public).toBe(false);

    const done = await act('PUT', `/lms/projects/${project.id}/lms_public/`, token);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ id: project.id, lms_public: true });
    expect(db.projects.get(project.id)!.lms_public).toBe(true);
    expect((await act('PUT', `/lms/projects/${project.id}/lms_public/`, token)).status).toBe(200);
  });

  it('withdraws: not public, out of every portfolio (recorded and told), share links deleted', async () => {
    const token = await signIn('teacher');
    const project = sharedWorkOf('teacher');
    const studios = db.studioProjects.findBy('project_id', project.id).map((r) => r.studio_id);
    const feedBefore = studios.map((id) => db.studioActivities.countBy('studio_id', id));

    expect((await act('DELETE', `/lms/projects/${project.id}/lms_public/`, await signIn('student'))).status).toBe(403);
    expect(db.studioProjects.countBy('project_id', project.id)).toBe(studios.length);

    expect((await act('DELETE', `/lms/projects/${project.id}/lms_public/`, token)).status).toBe(204);
    expect(db.projects.get(project.id)!.lms_public).toBe(false);
    expect(db.studioProjects.countBy('project_id', project.id)).toBe(0);
    expect(db.projectShareLinks.countBy('project_id', project.id)).toBe(0);
    studios.forEach((id, i) => {
      expect(db.studioActivities.countBy('studio_id', id)).toBe(feedBefore[i] + 1);
      const last = db.studioActivities.findBy('studio_id', id).at(-1)!;
      expect(last).toMatchObject({ verb: 'studio_project_delete', actor_id: userId('teacher'), tgt_name: project.title });
    });
  });

  it('deletes for good: gone from the list, the portfolios, favourites and share links', async () => {
    const token = await signIn('student');
    const project = sharedWorkOf('student');
    expect((await act('DELETE', `/lms/projects/${project.id}/`, await signIn('teacher'))).status).toBe(403);
    expect((await act('DELETE', `/lms/projects/${project.id}/`, token)).status).toBe(204);
    expect(db.projects.get(project.id)).toBeUndefined();
    expect(db.studioProjects.countBy('project_id', project.id)).toBe(0);
    expect(db.projectShareLinks.countBy('project_id', project.id)).toBe(0);
    expect(db.favorites.countBy('project_id', project.id)).toBe(0);
    expect((await list(token, { page_size: 500 })).body.results.map((p) => p.id)).not.toContain(project.id);
    expect((await act('DELETE', `/lms/projects/${project.id}/`, token)).status).toBe(404);
  });

  it('answers 404 for an unknown project and 401 without a token', async () => {
    const token = await signIn('teacher');
    expect((await act('PUT', '/lms/projects/999999/lms_public/', token)).status).toBe(404);
    expect((await act('DELETE', '/lms/projects/abc/', token)).status).toBe(404);
    expect((await act('PUT', '/lms/projects/1/lms_public/', null)).status).toBe(401);
  });
});
