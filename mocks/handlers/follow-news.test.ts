import { describe, expect, it } from 'vitest';
import type { Paged } from '@/types/api';
import { FOLLOW_NEWS_VERB, type Notification } from '@/types/notification';
import { db } from '../db/db';
import type { StudioRecord } from '../db/schema';
import { ensureDemoWorld } from '../testing';
import { call, recordingWrites, signIn, userOf } from '../test-helpers';

const studioNamed = (title: string): StudioRecord => {
  ensureDemoWorld();
  return db.studios.all().find((x) => x.title === title)!;
};
const freshWorks = (username: string, s: StudioRecord) => {
  const inside = new Set(db.studioProjects.findBy('studio_id', s.id).map((r) => r.project_id));
  return db.projects.findBy('owner_id', userOf(username).id).filter((p) => p.lms_public && !inside.has(p.id));
};
const add = async (username: string, s: StudioRecord, ids: number[]) =>
  call(`/api/v1/studios/${s.id}/projects/`, { token: await signIn(username), body: { project_ids: ids } });
const follow = async (username: string, s: StudioRecord) =>
  call(`/api/v1/studios/${s.id}/follow/`, { token: await signIn(username), method: 'POST' });
const newsOf = (username: string, s: StudioRecord) =>
  db.notifications.findBy('recipient_id', userOf(username).id).filter((n) => n.verb === FOLLOW_NEWS_VERB && n.obj_id === s.id);

describe('news of a followed portfolio (issue 32)', () => {
  it('rolls the works added in a day up into one notice per follower and portfolio, its count growing, stored with the answer', async () => {
    const s = studioNamed('Sunshine Stars'); // the student curates it
    expect((await follow('solo', s)).status).toBe(201);
    const [w1, w2, w3] = freshWorks('student', s);

    const { result, writes } = await recordingWrites(() => add('student', s, [w1.id]));
    expect(result.status).toBe(201);
    const [first] = newsOf('solo', s);
    expect(first).toMatchObject({ unread: true, obj_name: s.title, tgt_content: '{"count":1}', actor_id: null });
    // The notice is among the rows the add wrote, so it is stored before the answer goes out.
    expect(writes).toContainEqual(expect.objectContaining({ table: 'notifications', id: first.id }));

    db.notifications.update(first.id, { unread: false });
    await add('student', s, [w2.id, w3.id]);
    const rows = newsOf('solo', s);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: first.id, unread: true, tgt_content: '{"count":3}' });

    // The list answers it with the portfolio as its object and no actor.
    const { body } = await call<Paged<Notification>>('/api/v1/profiles/notifications/', { token: await signIn('solo'), query: { kind: 'studio' } });
    expect(body.results[0]).toMatchObject({ verb: FOLLOW_NEWS_VERB, obj_id: s.id, obj_name: s.title, actor_username: '', tgt_content: '{"count":3}' });
  });

  it('starts a new notice on a new day and leaves yesterday’s as it was', async () => {
    const s = studioNamed('Sunshine Stars');
    await follow('visitor', s);
    const [w1, w2] = freshWorks('student', s);
    await add('student', s, [w1.id]);
    const [yesterday] = newsOf('visitor', s);
    const dayBefore = new Date(Date.now() - 86_400_000).toISOString();
    db.notifications.update(yesterday.id, { created_at: dayBefore });

    await add('student', s, [w2.id]);
    const rows = newsOf('visitor', s);
    expect(rows).toHaveLength(2);
    expect(db.notifications.get(yesterday.id)).toMatchObject({ created_at: dayBefore, tgt_content: '{"count":1}' });
    expect(rows.find((n) => n.id !== yesterday.id)).toMatchObject({ tgt_content: '{"count":1}', unread: true });
  });

  it('tells nobody of their own adds, and not the owner and managers, who hear of each work already', async () => {
    const s = studioNamed('Sunshine Stars'); // manager owns it; teacher and principal manage and follow it (seed)
    await follow('student', s);
    await follow('solo', s);
    await add('student', s, [freshWorks('student', s)[0].id]);
    expect(newsOf('student', s)).toHaveLength(0);
    expect(newsOf('teacher', s)).toHaveLength(0);
    expect(newsOf('principal', s)).toHaveLength(0);
    expect(newsOf('solo', s)).toHaveLength(1);
  });

  it('adds nothing when no work was new, and nothing after unfollowing', async () => {
    const s = studioNamed('Sunshine Stars');
    await follow('solo', s);
    const already = db.studioProjects.findBy('studio_id', s.id).map((r) => r.project_id);
    const own = db.projects.findBy('owner_id', userOf('student').id).find((p) => already.includes(p.id))!;
    await add('student', s, [own.id]);
    expect(newsOf('solo', s)).toHaveLength(0);
    await call(`/api/v1/studios/${s.id}/follow/`, { token: await signIn('solo'), method: 'DELETE' });
    await add('student', s, [freshWorks('student', s)[0].id]);
    expect(newsOf('solo', s)).toHaveLength(0);
  });
});
