import { describe, expect, it } from 'vitest';
import type { Paged } from '@/types/api';
import type { LmsProject } from '@/types/manage';
import { db } from '../db/db';
import { call, signIn } from '../test-helpers';

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
