import { describe, expect, it } from 'vitest';
import type { StudioKind, StudioRole } from '@/types/portfolio';
import type { UserType } from '@/types/user';
import { studioRules, type ViewerRole } from '@mocks/rules/studio-roles';
import {
  canAddWorks,
  canDeletePortfolio,
  canDemoteMember,
  canEditPortfolioInfo,
  canFollowPortfolio,
  canInviteMembers,
  canLeavePortfolio,
  canManagePortfolioMember,
  canPromoteMember,
  canRemoveMember,
  canRemoveWork,
  isOfCurrentSchool,
  type MemberRole,
} from './permissions';

const T = true;
const F = false;
const VIEWER_ROLES: StudioRole[] = ['owner', 'manager', 'curator', 'visitor', ''];
const MEMBERS: MemberRole[] = ['owner', 'manager', 'curator'];
const KINDS: StudioKind[] = ['personal', 'team', 'area'];

describe('portfolios: viewer role × action', () => {
  it.each([
    //                                                                   owner manager curator visitor none
    ['edit title, description, cover', canEditPortfolioInfo, [T, T, F, F, F]],
    ['invite members', canInviteMembers, [T, T, F, F, F]],
    ['add works', canAddWorks, [T, T, T, F, F]],
    ['leave', canLeavePortfolio, [F, T, T, F, F]],
    ['remove a work, regional, not its author', (r: StudioRole) => canRemoveWork('area', r, false), [T, T, F, F, F]],
    ['remove a work, regional, its author', (r: StudioRole) => canRemoveWork('area', r, true), [T, T, T, T, T]],
    ['remove a work, personal, not its author', (r: StudioRole) => canRemoveWork('personal', r, false), [T, T, F, F, F]],
    ['remove a work, personal, its author', (r: StudioRole) => canRemoveWork('personal', r, true), [T, T, T, F, F]],
    ['remove a work, team, its author', (r: StudioRole) => canRemoveWork('team', r, true), [T, T, T, F, F]],
    ['delete, regional, a teacher', (r: StudioRole) => canDeletePortfolio('area', r, 'teacher'), [T, F, F, F, F]],
    ['delete, personal, a teacher', (r: StudioRole) => canDeletePortfolio('personal', r, 'teacher'), [T, T, F, F, F]],
    ['delete, team, a manager', (r: StudioRole) => canDeletePortfolio('team', r, 'manager'), [T, T, F, F, F]],
    ['delete, personal, a student', (r: StudioRole) => canDeletePortfolio('personal', r, 'student'), [T, F, F, F, F]],
  ] as [string, (r: StudioRole) => boolean, boolean[]][])('%s', (_, rule, expected) => {
    expect(Object.fromEntries(VIEWER_ROLES.map((r) => [r || 'none', rule(r)]))).toEqual(
      Object.fromEntries(VIEWER_ROLES.map((r, i) => [r || 'none', expected[i]])),
    );
  });

  it.each([true, false])('following needs a login (signed in: %s)', (signedIn) => {
    expect(canFollowPortfolio(signedIn)).toBe(signedIn);
  });

  it('offers adding works only in a portfolio of the current school (personal ones always)', () => {
    const viewer = { organization_data: { id: 1 } } as never;
    expect(isOfCurrentSchool({ campus_id: 1 }, viewer)).toBe(true);
    expect(isOfCurrentSchool({ campus_id: 2 }, viewer)).toBe(false);
    expect(isOfCurrentSchool({ campus_id: null }, viewer)).toBe(true);
    expect(isOfCurrentSchool({ campus_id: 1 }, { organization_data: {} } as never)).toBe(false);
  });
});

describe('portfolio members: viewer role × member role', () => {
  it.each([
    // viewer: [actions shown, promote, demote, remove someone else] on member owner, manager, curator
    ['owner', [[F, F, F, F], [T, F, T, T], [T, T, F, T]]],
    ['manager', [[F, F, F, F], [T, F, F, T], [T, T, F, T]]],
    ['curator', [[F, F, F, F], [F, F, F, F], [F, F, F, F]]],
    ['visitor', [[F, F, F, F], [F, F, F, F], [F, F, F, F]]],
    ['', [[F, F, F, F], [F, F, F, F], [F, F, F, F]]],
  ] as [StudioRole, boolean[][]][])('viewer %s', (viewer, rows) => {
    expect(
      MEMBERS.map((m) => [canManagePortfolioMember(viewer, m), canPromoteMember(viewer, m), canDemoteMember(viewer, m), canRemoveMember(viewer, m, false)]),
    ).toEqual(rows);
  });

  it('a member may remove themselves (leave); nobody removes the owner', () => {
    expect(canRemoveMember('curator', 'curator', true)).toBe(true);
    expect(canRemoveMember('manager', 'manager', true)).toBe(true);
    expect(canRemoveMember('owner', 'owner', true)).toBe(false);
    expect(canRemoveMember('visitor', 'curator', true)).toBe(false);
  });
});

/** The server's rules see a visitor where the client sees '' (no role). */
const serverRole = (r: StudioRole): ViewerRole => (r === '' ? 'visitor' : r);
const USER_TYPES: UserType[] = ['student', 'teacher', 'manager', 'manager|teacher', null];

describe('the mock server enforces the same rules', () => {
  it.each(VIEWER_ROLES)('viewer %s: info, invite, add works', (role) => {
    const r = serverRole(role);
    expect([studioRules.editInfo(r), studioRules.invite(r), studioRules.addWorks(r)]).toEqual([
      canEditPortfolioInfo(role), canInviteMembers(role), canAddWorks(role),
    ]);
  });

  it.each(VIEWER_ROLES)('viewer %s: delete and remove works, on every kind and user type', (role) => {
    const r = serverRole(role);
    for (const kind of KINDS) {
      for (const isAuthor of [true, false]) expect(studioRules.removeWork(kind, r, isAuthor)).toBe(canRemoveWork(kind, role, isAuthor));
      for (const userType of USER_TYPES) expect(studioRules.deleteStudio(kind, r, { userType })).toBe(canDeletePortfolio(kind, role, userType));
    }
  });

  it.each(VIEWER_ROLES)('viewer %s: promote, demote, remove members', (role) => {
    const r = serverRole(role);
    for (const member of MEMBERS) {
      expect(studioRules.promote(r, member)).toBe(canPromoteMember(role, member));
      expect(studioRules.demote(r, member)).toBe(canDemoteMember(role, member));
      // A member row is the viewer's own only when the roles match.
      for (const isSelf of role === member ? [true, false] : [false]) {
        expect(studioRules.removeMember(r, member, isSelf)).toBe(canRemoveMember(role, member, isSelf));
      }
    }
  });
});
