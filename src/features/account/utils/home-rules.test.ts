import { describe, expect, it } from 'vitest';
import type { OrganizationData, User, UserType } from '@/types/user';
import {
  canSeeHomeTeams,
  commentAnchorId,
  commentPageOf,
  coverLoadsAtOnce,
  dataStripViewAll,
  displayName,
  needsArrows,
  orgBadgeText,
  orgLogoVariant,
  sectionItems,
  showsDataStrip,
  showsUsernameUnder,
  toHours,
} from './home-rules';

const org = (over: Partial<OrganizationData> = {}) =>
  ({ id: 7, org_type: '0', name: 'Sunshine', text_mark: '', personal_data_center: true, end_date: '2030-01-01', ...over }) as OrganizationData;
const person = (user_type: UserType, organization_data: User['organization_data'] = org()) =>
  ({ user_type, organization_data, campus_data: [] }) as Pick<User, 'user_type' | 'organization_data' | 'campus_data'>;

describe('display name', () => {
  it.each([
    [{ student_name: 'Li Ming', name: 'lm', username: 'student' }, 'Li Ming', true],
    [{ student_name: '', name: 'Sarah Lin', username: 'teacher' }, 'Sarah Lin', false],
    [{ student_name: '', name: '', username: 'visitor' }, 'visitor', false],
  ])('%o → %s', (user, name, under) => {
    expect(displayName(user)).toBe(name);
    expect(showsUsernameUnder(user)).toBe(under);
  });
});

describe('sections', () => {
  it.each([
    [6, false, false],
    [7, false, true],
    [5, true, false],
    [6, true, true],
  ])('%i items, rectangle %s → arrows %s', (count, rect, arrows) => {
    expect(needsArrows(count, rect)).toBe(arrows);
  });

  it.each([
    [0, false, true, true],
    [5, false, true, true],
    [6, false, true, false],
    [4, true, true, true],
    [5, true, true, false],
    [0, false, false, false],
    [0, true, false, false],
  ])('tile %i, rectangle %s, first screen %s → its cover loads at once: %s', (index, rect, firstScreen, eager) => {
    expect(coverLoadsAtOnce(index, rect, firstScreen)).toBe(eager);
  });

  it('shows at most 18 items, then View More', () => {
    const nineteen = Array.from({ length: 19 }, (_, i) => i);
    expect(sectionItems(nineteen, 40)).toEqual({ shown: nineteen.slice(0, 18), viewMore: true });
    expect(sectionItems(nineteen.slice(0, 18), 18)).toEqual({ shown: nineteen.slice(0, 18), viewMore: false });
    expect(sectionItems([1, 2], 2).viewMore).toBe(false);
  });
});

describe('My Teams', () => {
  it.each([
    ['teacher', true],
    ['manager', true],
    ['manager|teacher', true],
    ['student', false],
    [null, false],
  ] as const)('%s → %s', (type, shown) => expect(canSeeHomeTeams(type)).toBe(shown));
});

describe('organisation badge', () => {
  it.each([
    ['0', 'org-0'],
    ['1', 'org-1'],
    ['2', 'org-other'],
    ['', 'org-other'],
  ])('org_type %s → %s', (type, variant) => expect(orgLogoVariant(type)).toBe(variant));

  it('prefers the text mark over the name', () => {
    expect(orgBadgeText({ text_mark: 'SCS', name: 'Sunshine' })).toBe('SCS');
    expect(orgBadgeText({ text_mark: '', name: 'Sunshine' })).toBe('Sunshine');
  });
});

describe('data strip', () => {
  it('shows only between members of the same organisation', () => {
    expect(showsDataStrip(person('teacher'), person('student'))).toBe(true);
    expect(showsDataStrip(person('teacher'), person('student', org({ id: 8 })))).toBe(false);
    expect(showsDataStrip(person(null, {}), person('student'))).toBe(false);
    expect(showsDataStrip(person('teacher'), person('student', {}))).toBe(false);
  });

  const today = '2026-03-01';
  // viewer × viewed on another user's home: View All needs personal_data_center, an equal or
  // higher role, and a viewer that /account/datacenter/{username} admits (teachers and managers)
  it.each([
    ['student', 'student', null],
    ['student', 'teacher', null],
    ['teacher', 'student', 'link'],
    ['teacher', 'teacher', 'link'],
    ['teacher', 'manager', null],
    ['manager', 'teacher', 'link'],
    ['manager|teacher', 'manager', 'link'],
    [null, null, null],
  ] as const)('%s viewing %s → %s', (viewer, viewed, result) => {
    expect(dataStripViewAll(person(viewer), viewed, today, false)).toBe(result);
  });

  it.each(['student', 'teacher', 'manager', 'manager|teacher'] as const)('on the own home of a %s it links to /account/datacenter', (viewer) => {
    expect(dataStripViewAll(person(viewer), viewer, today, true)).toBe('link');
  });

  it('needs personal_data_center, and gives the expired dialog once the service has ended', () => {
    expect(dataStripViewAll(person('manager', org({ personal_data_center: false })), 'student', today, false)).toBeNull();
    expect(dataStripViewAll(person('manager', org({ end_date: '2026-02-28' })), 'student', today, false)).toBe('expired');
    expect(dataStripViewAll(person('manager', org({ end_date: today })), 'student', today, false)).toBe('link');
  });
});

describe('hours and comments', () => {
  it('shows seconds as hours with one decimal', () => {
    expect(toHours(5400)).toBe('1.5');
    expect(toHours(0)).toBe('0.0');
    expect(toHours(100)).toBe('0.0');
    expect(toHours(3780)).toBe('1.1');
  });

  it('reads #comments-{id} anchors and finds their page', () => {
    expect(commentAnchorId('#comments-42')).toBe(42);
    expect(commentAnchorId('#comments-')).toBeNull();
    expect(commentAnchorId('#other')).toBeNull();
    expect(commentPageOf(0)).toBe(1);
    expect(commentPageOf(9)).toBe(1);
    expect(commentPageOf(10)).toBe(2);
  });
});
