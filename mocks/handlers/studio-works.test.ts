import { describe, expect, it } from 'vitest';
import type { Paged } from '@/types/api';
import type { LmsProject } from '@/types/manage';
import type { StudioWork } from '@/types/portfolio';
import { db } from '../db/db';
import type { StudioRecord } from '../db/schema';
import { studioMessages } from '../messages/studios';
import { ensureDemoWorld } from '../testing';
import { call, en, signIn, userOf } from '../test-helpers';

const studioNamed = (title: string): StudioRecord => {
  ensureDemoWorld();
  return db.studios.all().find((x) => x.title === title)!;
};
const worksIn = (s: StudioRecord) => db.studioProjects.findBy('studio_id', s.id).map((r) => r.project_id);
const ownWorks = (username: string, isPublic: boolean) =>
  db.projects.findBy('owner_id', userOf(username).id).filter((p) => p.lms_public === isPublic);
const add = async (username: string, s: StudioRecord, ids: number[]) =>
  call(`/api/v1/studios/${s.id}/projects/`, { token: await signIn(username), body: { project_ids: ids } });

describe('the works of a portfolio', () => {
  it('pages the works 18 at a time (offset, limit), latest added first, with count and all ids', async () => {
    const s = studioNamed('Sunshine Stars');
    const token = await signIn('teacher');
    const total = db.studioProjects.countBy('studio_id', s.id);
    const first = await call<Paged<StudioWork>>(`/api/v1/studios/${s.id}/projects/`, { token });
    expect(first.body.count).toBe(total);
    expect(first.body.results).toHaveLength(Math.min(18, total));
    const rest = await call<Paged<StudioWork>>(`/api/v1/studios/${s.id}/projects/`, { token, query: { offset: 10, limit: 20 } });
    expect(rest.body.results[0].id).toBe(first.body.results[10].id);
    expect(first.body.results[0].author.username).not.toBe('');
    expect((await call(`/api/v1/studios/${s.id}/projects/project_count/`, { token })).body).toEqual({ count: total });
    const ids = (await call<{ id_list: number[] }>(`/api/v1/studios/${s.id}/projects/all_project_ids/`, { token })).body.id_list;
    expect([...ids].sort()).toEqual(worksIn(s).sort());
  });

  it('lists the caller’s public works for the picker, 8 at a time, with their count', async () => {
    const token = await signIn('teacher');
    const published = ownWorks('teacher', true);
    const { body } = await call<Paged<LmsProject>>('/api/v1/profiles/projects/', { token, query: { offset: 0, limit: 8, is_published: 'true' } });
    expect(body.count).toBe(published.length);
    expect(body.results).toHaveLength(8);
    expect(body.results.every((p) => p.lms_public)).toBe(true);
    expect((await call('/api/v1/profiles/project_count/', { token, query: { is_published: 'true' } })).body).toEqual({ count: published.length });
  });

  it('adds several works at once: one bulk line in the feed, the keepers told', async () => {
    const s = studioNamed('Sunshine Stars'); // the student curates it; the manager owns it
    const fresh = ownWorks('student', true).filter((p) => !worksIn(s).includes(p.id)).slice(0, 3);
    const res = await add('student', s, fresh.map((p) => p.id));
    expect(res).toMatchObject({ status: 201, body: { added: 3 } });
    expect(worksIn(s)).toEqual(expect.arrayContaining(fresh.map((p) => p.id)));
    expect(db.studioActivities.findBy('studio_id', s.id).at(-1)).toMatchObject({
      verb: 'studio_bulk_add_project', tgt_name: fresh[0].title, tgt_content: `${fresh[1].title},${fresh[2].title}`,
    });
    expect(db.notifications.findBy('recipient_id', userOf('manager').id).at(-1)).toMatchObject({ verb: 'studio_bulk_add_project', obj_id: s.id, org_id: s.org_id });
    // Adding one that is already in changes nothing; one new work is a single add.
    const again = await add('student', s, [fresh[0].id]);
    expect(again.body).toMatchObject({ added: 0 });
  });

  it('refuses a private work, someone else’s work and a visitor, changing nothing', async () => {
    const s = studioNamed('Sunshine Stars');
    const before = worksIn(s).length;
    const priv = await add('student', s, [ownWorks('student', false)[0].id]);
    expect(priv).toMatchObject({ status: 400, body: { project_ids: [en(studioMessages.notPublic)] } });
    const others = await add('student', s, [ownWorks('teacher', true)[0].id]);
    expect(others).toMatchObject({ status: 403, body: { detail: en(studioMessages.notYourWork) } });
    const visitor = await add('solo', s, [ownWorks('solo', true)[0].id]);
    expect(visitor).toMatchObject({ status: 403, body: { detail: en(studioMessages.addDenied) } });
    expect((await add('student', s, [])).status).toBe(400);
    expect(worksIn(s)).toHaveLength(before);
  });

  it('refuses adding to a portfolio of another school than the current one', async () => {
    const s = studioNamed('River Robots'); // multi owns it, at Riverside; multi works at Sunshine now
    const res = await add('multi', s, [ownWorks('multi', true)[0].id]);
    expect(res).toMatchObject({ status: 403, body: { detail: en(studioMessages.otherSchool) } });
  });

  it('removes a work: its author, a manager or the owner; not a curator who is not its author', async () => {
    const s = studioNamed('Sunshine Stars');
    const byOther = db.studioProjects.findBy('studio_id', s.id).map((r) => db.projects.get(r.project_id)!).find((p) => p.owner_id !== userOf('student').id)!;
    const denied = await call(`/api/v1/studios/${s.id}/projects/${byOther.id}/`, { method: 'DELETE', token: await signIn('student') });
    expect(denied).toMatchObject({ status: 403, body: { detail: en(studioMessages.removeWorkDenied) } });
    expect(worksIn(s)).toContain(byOther.id);

    const teacherToken = await signIn('teacher'); // a manager of it
    expect((await call(`/api/v1/studios/${s.id}/projects/${byOther.id}/`, { method: 'DELETE', token: teacherToken })).status).toBe(204);
    expect(worksIn(s)).not.toContain(byOther.id);
    expect(db.studioActivities.findBy('studio_id', s.id).at(-1)).toMatchObject({ verb: 'studio_project_delete', tgt_name: byOther.title });
    expect(db.notifications.findBy('recipient_id', byOther.owner_id).at(-1)).toMatchObject({ verb: 'studio_project_delete', tgt_id: byOther.id });
    expect((await call(`/api/v1/studios/${s.id}/projects/${byOther.id}/`, { method: 'DELETE', token: teacherToken })).status).toBe(404);

    const own = db.studioProjects.findBy('studio_id', s.id).map((r) => db.projects.get(r.project_id)!).find((p) => p.owner_id === userOf('student').id)!;
    expect((await call(`/api/v1/studios/${s.id}/projects/${own.id}/`, { method: 'DELETE', token: await signIn('student') })).status).toBe(204);
  });
});
