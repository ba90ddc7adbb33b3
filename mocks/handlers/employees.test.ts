import { describe, expect, it } from 'vitest';
import type { Paged } from '@/types/api';
import type { Employee } from '@/types/manage';
import { db } from '../db/db';
import { call, signIn } from '../test-helpers';

const list = (token: string | null, query: Record<string, string | number> = {}) => call<Paged<Employee>>('/api/v1/employee/', { token, query });

const sunshineId = () => db.organizations.all().find((o) => o.name === 'Sunshine Coding School')!.id;

describe('GET /employee/', () => {
  it('pages the staff of the campus, invitations included, 15 by default', async () => {
    const token = await signIn('manager');
    const total = db.employees.countBy('org_id', sunshineId());
    const { status, body } = await list(token);
    expect(status).toBe(200);
    expect(body.count).toBe(total);
    expect(body.results).toHaveLength(Math.min(15, total));
    const pages = await Promise.all([1, 2, 3].map((page) => list(token, { page, page_size: 5 })));
    expect(pages.map((p) => p.body.results.length)).toEqual([5, 5, total - 10]);
    expect(new Set(pages.flatMap((p) => p.body.results.map((e) => e.id))).size).toBe(total);
    const ruth = body.results.find((e) => e.username === 'ruth_walsh')!;
    expect(ruth).toMatchObject({ status: 0, is_new: true });
    // Mei's Riverside and Northstar rows belong to other campuses
    expect(body.results.filter((e) => e.username === 'multi')).toHaveLength(1);
  });

  it('writes quotas as used/limit for a dedicated quota and "all" when shared', async () => {
    const { body } = await list(await signIn('manager'));
    const byUser = new Map(body.results.map((e) => [e.username, e]));
    const sarah = byUser.get('teacher')!;
    // her teams: Code Explorers 20, Picture Pals 15, Sprite Squad 14 more (Lucas Chen is in two)
    expect(sarah).toMatchObject({ is_full: false, student_nums: '49/80', team_nums: '4/5', teacher_student_nums: 49, teacher_team_nums: 4 });
    expect(sarah.studio_nums).toBe(`${sarah.teacher_studio_nums}/10`);
    expect(sarah.team.map((t) => t.name).sort()).toEqual(['Code Explorers', 'Picture Pals', 'Spring Starters', 'Sprite Squad']);
    expect(sarah.team_only_teacher).toBe(true);
    expect(sarah.course.length).toBeGreaterThan(0);

    const helen = byUser.get('manager')!;
    expect(helen).toMatchObject({ is_manager: true, is_campus_manager: true, is_full: true, student_nums: 'all', team_nums: 'all', studio_nums: 'all' });
    expect(helen.team).toEqual([]);
    expect(byUser.get('emma_clarke')).toMatchObject({ student_nums: 'all', team_only_teacher: true });
    expect(byUser.get('oliver_bennett')).toMatchObject({ team_only_teacher: false, team: [{ name: 'Galaxy Gamers' }] });
  });

  it('searches name, username or phone with seach_str', async () => {
    const token = await signIn('manager');
    const users = async (q: string) => (await list(token, { seach_str: q })).body.results.map((e) => e.username);
    expect(await users('sarah')).toEqual(['teacher']);
    expect(await users('13800000003')).toEqual(['teacher']);
    expect(await users('aim_k7')).toEqual(['aim_k7p2xq']);
    expect(await users('nobody here')).toEqual([]);
  });

  it.each([
    ['user__name', (e: Employee) => e.name],
    ['created_at', (e: Employee) => e.created_at],
  ] as const)('sorts by %s both ways', async (field, key) => {
    const token = await signIn('manager');
    const asc = (await list(token, { order_str: field })).body.results.map(key);
    const desc = (await list(token, { order_str: `-${field}` })).body.results.map(key);
    expect(asc).toEqual([...asc].sort());
    expect(desc).toEqual([...asc].sort().reverse());
    expect(asc[0]).not.toBe(asc[asc.length - 1]);
  });

  it('is for managers only', async () => {
    expect((await list(null)).status).toBe(401);
    expect((await list(await signIn('teacher'))).status).toBe(403);
    expect((await list(await signIn('solo'))).status).toBe(403);
    expect((await list(await signIn('student'))).status).toBe(403);
    expect((await list(await signIn('principal'))).status).toBe(200);
  });
});
