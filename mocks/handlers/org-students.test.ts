import { describe, expect, it } from 'vitest';
import type { Paged } from '@/types/api';
import type { OrgStudent } from '@/types/manage';
import { db } from '../db/db';
import { call, signIn } from '../test-helpers';

const list = (token: string | null, query: Record<string, string | number> = {}) => call<Paged<OrgStudent>>('/api/v1/org_students/', { token, query });

const sunshineId = () => db.organizations.all().find((o) => o.name === 'Sunshine Coding School')!.id;

describe('GET /org_students/', () => {
  it('pages the students of the caller\'s campus, 15 by default', async () => {
    const token = await signIn('manager');
    const total = db.orgStudents.countBy('org_id', sunshineId());
    const first = await list(token);
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(total);
    expect(first.body.results).toHaveLength(15);

    const pages = Math.ceil(total / 15);
    const last = await list(token, { page: pages });
    expect(last.body.results).toHaveLength(total - (pages - 1) * 15);
    expect((await list(token, { page: pages + 1 })).body.results).toHaveLength(0);

    const all = await list(token, { page_size: 1000 });
    expect(new Set(all.body.results.map((s) => s.id)).size).toBe(total);
    // other campuses' and the standalone teacher's students are not there
    expect(all.body.results.some((s) => s.username.startsWith('stu_rivers') || s.username.startsWith('stu_weeknd'))).toBe(false);
  });

  it('shapes a row with its teams and password flag', async () => {
    const token = await signIn('manager');
    const { body } = await list(token, { search_str: 'Lucas Chen' });
    expect(body.count).toBe(1);
    const lucas = body.results[0];
    expect(lucas.student_team.map((t) => t.name).sort()).toEqual(['Code Explorers', 'Sprite Squad']);
    expect(lucas).toMatchObject({ secret_type: 'word', is_freeze: false, allow_comments: true, is_set_password: false });

    const python = await list(token, { search_str: 'stu_python_01' });
    expect(python.body.results[0].is_set_password).toBe(true);
  });

  it('searches by name, username or team name', async () => {
    const token = await signIn('manager');
    const byName = await list(token, { search_str: 'li ming' });
    expect(byName.body.results.map((s) => s.username)).toContain('student');
    expect((await list(token, { search_str: 'stu_pictur' })).body.count).toBe(15);
    const byTeam = await list(token, { search_str: 'Picture Pals', page_size: 100 });
    expect(byTeam.body.count).toBe(15);
    expect(byTeam.body.results.every((s) => s.student_team.some((t) => t.name === 'Picture Pals'))).toBe(true);
    expect((await list(token, { search_str: 'Code Explorers' })).body.count).toBe(20);
    expect((await list(token, { search_str: 'no such student' })).body).toEqual({ results: [], count: 0 });
  });

  it('filters by status', async () => {
    const token = await signIn('manager');
    const total = (await list(token)).body.count;
    const frozen = await list(token, { role: 'freeze' });
    expect(frozen.body.results.map((s) => s.name)).toEqual(['Grace Mitchell']);
    const silenced = await list(token, { role: 'no_comment' });
    expect(silenced.body.results.map((s) => s.name)).toEqual(['Henry Carter']);
    const normal = await list(token, { role: 'normal', page_size: 1000 });
    expect(normal.body.count).toBe(total - 2);
    expect(normal.body.results.every((s) => !s.is_freeze && s.allow_comments)).toBe(true);
    expect((await list(token, { role: 'all' })).body.count).toBe(total);
    expect((await list(token, { role: 'gone' })).status).toBe(400);
  });

  it.each([
    ['name', (s: OrgStudent) => s.name],
    ['created_at', (s: OrgStudent) => s.created_at],
  ] as const)('sorts by %s both ways', async (field, key) => {
    const token = await signIn('manager');
    const asc = (await list(token, { order_str: field, page_size: 1000 })).body.results.map(key);
    const desc = (await list(token, { order_str: `-${field}`, page_size: 1000 })).body.results.map(key);
    expect(asc).toEqual([...asc].sort());
    expect(desc).toEqual([...asc].sort().reverse());
    expect(asc[0]).not.toBe(asc[asc.length - 1]);
  });

  it('shows a change at once, in every order and filter', async () => {
    const token = await signIn('manager');
    await list(token, { role: 'freeze', order_str: 'name' });
    const emma = db.users.findOne('username', 'stu_abcdef_02')!;
    db.orgStudents.update(db.orgStudents.findOne('user_id', emma.id)!.id, { is_freeze: true });
    db.users.update(emma.id, { student_name: 'Aa Zhou' });
    const frozen = await list(token, { role: 'freeze', order_str: 'name' });
    expect(frozen.body.results.map((s) => s.name)).toEqual(['Aa Zhou', 'Grace Mitchell']);
    expect((await list(token, { order_str: 'name' })).body.results[0].name).toBe('Aa Zhou');
  });

  it('is for managers only', async () => {
    expect((await list(null)).status).toBe(401);
    expect((await list('not-a-token')).status).toBe(401);
    expect((await list(await signIn('teacher'))).status).toBe(403);
    expect((await list(await signIn('student'))).status).toBe(403);
    expect((await list(await signIn('visitor'))).status).toBe(403);
    expect((await list(await signIn('principal'))).status).toBe(200);
  });

  it('answers for the campus of the manager who asks', async () => {
    const riverside = await list(await signIn('expiring'), { page_size: 100 });
    expect(riverside.body.count).toBe(6);
    expect(riverside.body.results.every((s) => s.username.startsWith('stu_rivers'))).toBe(true);
  });
});
