import { describe, expect, it } from 'vitest';
import type { Paged } from '@/types/api';
import type { Team } from '@/types/manage';
import { db } from '../db/db';
import { call, signIn } from '../test-helpers';

const list = (token: string | null, query: Record<string, string | number> = {}) => call<Paged<Team>>('/api/v1/teams/', { token, query });

const codes = (teams: Team[]) => teams.map((t) => t.code).sort();

const SUNSHINE = ['ABCDEF', 'GALAXY', 'MAKERS', 'NEWBIE', 'PICTUR', 'PYTHON', 'ROBOTS', 'SPRITE'];

describe('GET /teams/', () => {
  it('gives a manager every team of the campus, 8 a page by default', async () => {
    const token = await signIn('manager');
    const { status, body } = await list(token);
    expect(status).toBe(200);
    expect(body.count).toBe(8);
    expect(codes(body.results)).toEqual(SUNSHINE);
    const pages = await Promise.all([1, 2, 3].map((page) => list(token, { page, page_size: 3 })));
    expect(pages.map((p) => p.body.results.length)).toEqual([3, 3, 2]);
    expect(codes(pages.flatMap((p) => p.body.results))).toEqual(SUNSHINE);
    expect((await list(token, { page: 4, page_size: 3 })).body.results).toEqual([]);
  });

  it('computes the counters and the caller-relative flag', async () => {
    const { body } = await list(await signIn('manager'));
    const byCode = new Map(body.results.map((t) => [t.code, t]));
    const abc = byCode.get('ABCDEF')!;
    expect(abc.num_student).toBe(20);
    expect(abc.course_num).toBeGreaterThanOrEqual(5);
    expect(abc.team_teacher.map((t) => t.name)).toEqual(['Sarah Lin', 'Emma Clarke']);
    expect(abc.team_teacher[0]).toMatchObject({ username: 'teacher' });
    expect(byCode.get('NEWBIE')).toMatchObject({ num_student: 0, course_num: 0, project_num: 0, num_studios: 0 });
    expect(byCode.get('SPRITE')!.num_student).toBe(15);
    // Helen created only Robot Rangers
    expect(body.results.filter((t) => t.is_now_create).map((t) => t.code)).toEqual(['ROBOTS']);
    for (const t of body.results) {
      expect(t.num_studios).toBeGreaterThanOrEqual(0);
      expect(t.project_num).toBeGreaterThanOrEqual(0);
    }
  });

  it('searches by team name or teaching teacher', async () => {
    const token = await signIn('manager');
    expect(codes((await list(token, { search_str: 'picture' })).body.results)).toEqual(['PICTUR']);
    expect(codes((await list(token, { search_str: 'Emma Clarke' })).body.results)).toEqual(['ABCDEF', 'MAKERS']);
    expect(codes((await list(token, { search_str: 'sophie' })).body.results)).toEqual(['ROBOTS']);
    expect((await list(token, { search_str: 'nothing like it' })).body).toEqual({ results: [], count: 0 });
  });

  it.each<[string, (t: Team) => string | number]>([
    ['name', (t) => t.name],
    ['created_at', (t) => t.created_at],
    ['num_student', (t) => t.num_student],
  ])('sorts by %s both ways', async (field, key) => {
    const token = await signIn('manager');
    const asc = (await list(token, { order_str: field })).body.results.map(key);
    const desc = (await list(token, { order_str: `-${field}` })).body.results.map(key);
    const sorted = [...asc].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    expect(asc).toEqual(sorted);
    expect(desc).toEqual([...sorted].reverse());
  });

  it('sorts by student count', async () => {
    const token = await signIn('manager');
    expect((await list(token, { order_str: 'num_student' })).body.results[0].code).toBe('NEWBIE');
    expect((await list(token, { order_str: '-num_student' })).body.results[0].code).toBe('ABCDEF');
  });

  it('shows a change at once', async () => {
    const token = await signIn('manager');
    expect((await list(token, { order_str: '-num_student' })).body.results[0].code).toBe('ABCDEF');
    const newbie = db.teams.findOne('code', 'NEWBIE')!;
    const studentsOf = (code: string) => db.teamStudents.findBy('team_id', db.teams.findOne('code', code)!.id);
    const movers = [...studentsOf('ABCDEF'), studentsOf('PICTUR')[0]];
    for (const row of movers) db.teamStudents.insert({ ...row, id: undefined, team_id: newbie.id });
    db.teams.update(newbie.id, { name: 'Zebra Starters' });
    const { body } = await list(token, { order_str: '-num_student' });
    expect(body.results[0]).toMatchObject({ code: 'NEWBIE', num_student: 21, name: 'Zebra Starters' });
    expect(codes((await list(token, { search_str: 'zebra' })).body.results)).toEqual(['NEWBIE']);
  });

  it('gives organisation teachers the teams they teach or created', async () => {
    const teacher = await list(await signIn('teacher'));
    expect(codes(teacher.body.results)).toEqual(['ABCDEF', 'NEWBIE', 'PICTUR', 'SPRITE']);
    expect(teacher.body.results.every((t) => t.is_now_create)).toBe(true);

    const emma = await list(await signIn('emma_clarke'));
    expect(codes(emma.body.results)).toEqual(['ABCDEF', 'MAKERS']);
    expect(emma.body.results.find((t) => t.code === 'ABCDEF')!.is_now_create).toBe(false);

    // Mei teaches at Sunshine (selected) and Riverside: only the selected campus counts
    expect(codes((await list(await signIn('multi'))).body.results)).toEqual(['GALAXY']);
  });

  it('gives a standalone teacher their own teams', async () => {
    const { body } = await list(await signIn('solo'));
    expect(codes(body.results)).toEqual(['WEEKND']);
    expect(body.results[0]).toMatchObject({ is_now_create: true, campus_id: null, num_student: 8 });
  });

  it('refuses students, null-type users and unsigned calls', async () => {
    expect((await list(null)).status).toBe(401);
    expect((await list(await signIn('student'))).status).toBe(403);
    expect((await list(await signIn('visitor'))).status).toBe(403);
  });
});
