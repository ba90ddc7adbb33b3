import { describe, expect, it } from 'vitest';
import type { OrganizationData, User, UserType } from '@/types/user';
import { canOpenDataCenterOf, canOpenTeamReport, isOwnDataCenter, sectionsFor, worksSortOptions } from './permissions';

const SUNSHINE = { id: 1, personal_data_center: true } as OrganizationData;
const RIVERSIDE = { id: 2, personal_data_center: true } as OrganizationData;

function user(username: string, user_type: UserType, org: OrganizationData | null = SUNSHINE): Pick<User, 'username' | 'user_type' | 'organization_data'> {
  return { username, user_type, organization_data: org ?? {} };
}

const T = true;
const F = false;

describe('who opens whose data center', () => {
  const viewed = [
    user('kid', 'student'),
    user('teach', 'teacher'),
    user('boss', 'manager'),
    user('both', 'manager|teacher'),
    user('rivers_kid', 'student', RIVERSIDE),
    user('nobody', null, null),
  ];
  // columns: the viewed users above
  it.each([
    ['student', user('me', 'student'), [F, F, F, F, F, F]],
    ['teacher', user('me', 'teacher'), [T, T, F, F, F, F]],
    ['manager', user('me', 'manager'), [T, T, T, T, F, F]],
    ['manager|teacher', user('me', 'manager|teacher'), [T, T, T, T, F, F]],
    ['null type', user('me', null, null), [F, F, F, F, F, F]],
    ['standalone teacher', user('me', 'teacher', null), [F, F, F, F, F, F]],
    ['manager without the data center', user('me', 'manager', { ...SUNSHINE, personal_data_center: false }), [F, F, F, F, F, F]],
  ])('%s', (_, viewer, row) => {
    expect(viewed.map((v) => canOpenDataCenterOf(viewer, v))).toEqual(row);
  });

  it('everyone opens their own, whatever their type', () => {
    for (const type of ['student', 'teacher', 'manager', 'manager|teacher', null] as UserType[]) {
      const me = user('me', type, null);
      expect(canOpenDataCenterOf(me, me)).toBe(true);
    }
  });

  it.each([
    [undefined, T],
    ['me', T],
    ['other', F],
  ])('path username %s is own: %s', (username, own) => {
    expect(isOwnDataCenter({ username: 'me' }, username)).toBe(own);
  });
});

describe('sections by the viewed user type', () => {
  it.each([
    ['student', { courseStats: F, courseRanking: F, extensionRanking: F, outstandingWorks: T, worksSeries: 'shared_views' }],
    ['teacher', { courseStats: T, courseRanking: T, extensionRanking: T, outstandingWorks: F, worksSeries: 'remixes' }],
    ['manager', { courseStats: T, courseRanking: T, extensionRanking: T, outstandingWorks: F, worksSeries: 'remixes' }],
    ['manager|teacher', { courseStats: T, courseRanking: T, extensionRanking: T, outstandingWorks: F, worksSeries: 'remixes' }],
    [null, { courseStats: T, courseRanking: T, extensionRanking: T, outstandingWorks: F, worksSeries: 'remixes' }],
  ] as [UserType, ReturnType<typeof sectionsFor>][])('%s', (type, sections) => {
    expect(sectionsFor({ user_type: type })).toEqual(sections);
  });

  it('sorts works by views first, then the series of the user type', () => {
    expect(worksSortOptions(sectionsFor({ user_type: 'student' }))).toEqual(['views', 'shared_views', 'loves', 'favorites']);
    expect(worksSortOptions(sectionsFor({ user_type: 'teacher' }))).toEqual(['views', 'remixes', 'loves', 'favorites']);
  });
});

describe('who opens a team data report', () => {
  const WITH_DATA = { id: 1, overall_organization_data: true } as OrganizationData;
  const WITHOUT_DATA = { id: 1, overall_organization_data: false } as OrganizationData;
  const viewer = (type: UserType, org: OrganizationData | null) => ({ user_type: type, organization_data: org ?? {} });
  const created = { is_now_create: true, campus_id: 1 };
  const notCreated = { is_now_create: false, campus_id: 1 };
  const otherCampus = { is_now_create: false, campus_id: 2 };
  const standaloneTeam = { is_now_create: true, campus_id: null };
  // columns: [created, not created, another campus's team] from a team page, then the same from the management centre
  it.each([
    ['student', viewer('student', WITH_DATA), [F, F, F, F, F, F]],
    ['organisation teacher', viewer('teacher', WITH_DATA), [T, F, F, F, F, F]],
    ['manager', viewer('manager', WITH_DATA), [T, F, F, T, T, F]],
    ['manager|teacher', viewer('manager|teacher', WITH_DATA), [T, F, F, T, T, F]],
    ['manager without the organisation data', viewer('manager', WITHOUT_DATA), [T, F, F, F, F, F]],
    ['null type', viewer(null, null), [F, F, F, F, F, F]],
  ])('%s', (_, who, row) => {
    const teams = [created, notCreated, otherCampus];
    expect([...teams.map((team) => canOpenTeamReport(who, team, false)), ...teams.map((team) => canOpenTeamReport(who, team, true))]).toEqual(row);
  });

  it('a standalone teacher opens every team of theirs, and none from the management centre', () => {
    const solo = viewer('teacher', null);
    expect(canOpenTeamReport(solo, standaloneTeam, false)).toBe(true);
    expect(canOpenTeamReport(solo, { ...standaloneTeam, is_now_create: false }, false)).toBe(true);
    expect(canOpenTeamReport(solo, standaloneTeam, true)).toBe(false);
  });
});
