/**
 * Derived caches learn their source tables from what their build reads: a change to any table
 * the build read (directly, or through a cache it used) rebuilds it; other changes do not.
 */
import { describe, expect, it } from 'vitest';
import { derived, sortedView } from './derived';
import { Table } from './table';
import { db } from './db';
import { call, signIn, userOf } from '../test-helpers';
import type { Paged } from '@/types/api';
import type { Team } from '@/types/manage';

interface Item {
  id: number;
  owner: number;
  name: string;
}

function tables() {
  return {
    items: new Table<Item>('items', ['owner']),
    owners: new Table<{ id: number; name: string }>('owners'),
    other: new Table<{ id: number }>('other'),
  };
}

let keys = 0;
const freshKey = () => `test:${++keys}`;

describe('derived', () => {
  it('rebuilds when a table the build read changes, and only then', () => {
    const t = tables();
    t.items.insert({ owner: 1, name: 'b' });
    let builds = 0;
    const key = freshKey();
    const count = () => derived(key, () => (builds++, t.items.findBy('owner', 1).length));
    expect(count()).toBe(1);
    expect(count()).toBe(1);
    t.other.insert({});
    expect(count()).toBe(1);
    expect(builds).toBe(1);
    t.items.insert({ owner: 1, name: 'a' });
    expect(count()).toBe(2);
    expect(builds).toBe(2);
  });

  it('learns the tables a joined row reads, however deep the read', () => {
    const t = tables();
    t.owners.insert({ name: 'Ann' });
    t.items.insert({ owner: 1, name: 'x' });
    const key = freshKey();
    const joined = () => derived(key, () => t.items.all().map((i) => `${i.name} by ${t.owners.get(i.owner)?.name}`));
    expect(joined()).toEqual(['x by Ann']);
    t.owners.update(1, { name: 'Bea' });
    expect(joined()).toEqual(['x by Bea']);
  });

  it('passes the sources of a cache it used on to the enclosing cache, even on a hit', () => {
    const t = tables();
    t.owners.insert({ name: 'Ann' });
    const innerKey = freshKey();
    const inner = () => derived(innerKey, () => t.owners.get(1)?.name ?? '');
    inner(); // cached before the outer cache ever runs
    const outerKey = freshKey();
    let outerBuilds = 0;
    const outer = () => derived(outerKey, () => (outerBuilds++, `${inner()}!`));
    expect(outer()).toBe('Ann!');
    t.owners.update(1, { name: 'Bea' });
    expect(outer()).toBe('Bea!');
    expect(outerBuilds).toBe(2);
  });

  it('sorts a view and keeps it until its rows change', () => {
    const t = tables();
    for (const name of ['b', 'c', 'a']) t.items.insert({ owner: 1, name });
    const key = freshKey();
    const byName = () => sortedView(key, () => t.items.all(), '-name', { name: (i: Item) => i.name }).map((i) => i.name);
    expect(byName()).toEqual(['c', 'b', 'a']);
    t.items.update(3, { name: 'z' });
    expect(byName()).toEqual(['z', 'c', 'b']);
  });
});

describe('the mock API’s cached lists never answer stale rows', () => {
  const listTeams = async (token: string, query: Record<string, string | number>) =>
    (await call<Paged<Team>>('/api/v1/teams/', { token, query })).body;

  it('finds a team by its teacher’s new campus name, and counts a student added to it', async () => {
    const token = await signIn('manager');
    const first = await listTeams(token, { search_str: 'Zelda Quartermaine' });
    expect(first.count).toBe(0);
    const teacher = userOf('teacher');
    const employee = db.employees.findBy('user_id', teacher.id)[0];
    db.employees.update(employee.id, { name: 'Zelda Quartermaine' });
    const renamed = await listTeams(token, { search_str: 'Zelda Quartermaine', page_size: 100 });
    expect(renamed.count).toBeGreaterThan(0);

    const team = db.teams.findOne('code', 'ABCDEF')!;
    const counted = (await listTeams(token, { page_size: 100 })).results.find((t) => t.code === 'ABCDEF')!.num_student;
    db.teamStudents.insert({ team_id: team.id, user_id: userOf('visitor').id, name: 'New Pupil', key_type: 'word', secret: 'kite', secret_image: '', created_at: new Date().toISOString() });
    const after = (await listTeams(token, { page_size: 100 })).results.find((t) => t.code === 'ABCDEF')!.num_student;
    expect(after).toBe(counted + 1);
  });

  it('lists a campus student under a new name at once', async () => {
    const token = await signIn('manager');
    const { body } = await call('/api/v1/org_students/', { token, query: { search_str: 'Li Ming' } });
    expect(body.count).toBeGreaterThan(0);
    db.users.update(userOf('student').id, { student_name: 'Li Mingming Renamed' });
    const renamed = await call('/api/v1/org_students/', { token, query: { search_str: 'Mingming Renamed' } });
    expect(renamed.body.results.map((s: { name: string }) => s.name)).toEqual(['Li Mingming Renamed']);
  });
});
