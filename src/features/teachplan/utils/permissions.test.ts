import { describe, expect, it } from 'vitest';
import type { UserType } from '@/types/user';
import { offersSharing, planActions, type PlanFacts } from './permissions';

const ME = 'me';
const plans: Record<string, PlanFacts> = {
  'own upload': { id: 5, is_share: false, author: ME, course_bag: null },
  'own shared upload': { id: 6, is_share: true, author: ME, course_bag: null },
  'own course-bag plan': { id: 7, is_share: false, author: ME, course_bag: 3 },
  "another's shared plan": { id: 8, is_share: true, author: 'other', course_bag: null },
  "another's unshared plan": { id: 9, is_share: false, author: 'other', course_bag: null },
  'built-in plan': { id: 0, is_share: false, author: '', course_bag: null },
};

// Each cell: the actions allowed, as letters: t toggle (enable/disable), d download, s share/unshare, r remove.
const ROLES: readonly UserType[] = ['manager', 'manager|teacher', 'teacher', null, 'student'];
const TABLE: Record<string, readonly string[]> = {
  //                        manager  m|t     teacher  null    student
  'own upload':              ['tdsr', 'tdsr', 'tdr',   'tdr',  'tdr'],
  'own shared upload':       ['tdsr', 'tdsr', 'd',     'd',    'd'],
  'own course-bag plan':     ['tdr',  'tdr',  'tdr',   'tdr',  'tdr'],
  "another's shared plan":   ['d',    'd',    'd',     'd',    'd'],
  "another's unshared plan": ['tdsr', 'tdsr', 'd',     'd',    'd'],
  'built-in plan':           ['d',    'd',    'd',     'd',    'd'],
};

const letters = (a: ReturnType<typeof planActions>) =>
  `${a.toggle ? 't' : ''}${a.download ? 'd' : ''}${a.share ? 's' : ''}${a.remove ? 'r' : ''}`;

describe('teaching-plan actions: role × plan', () => {
  const cases = Object.entries(TABLE).flatMap(([plan, row]) => ROLES.map((role, i) => [role, plan, row[i]] as const));
  it.each(cases)('%s on %s: %s', (role, plan, expected) => {
    expect(letters(planActions({ user_type: role, username: ME }, plans[plan]))).toBe(expected);
  });

  it('never treats the built-in plan as anyone\'s own, even for a user with an empty username', () => {
    expect(letters(planActions({ user_type: 'manager', username: '' }, plans['built-in plan']))).toBe('d');
  });

  it.each([
    ['manager', true],
    ['manager|teacher', true],
    ['teacher', false],
    [null, false],
  ] as const)('offers the share column to %s: %s', (role, offered) => {
    expect(offersSharing(role)).toBe(offered);
  });
});
