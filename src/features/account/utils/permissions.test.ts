/**
 * The home page's blocked actions as a table of role × service period × quota (000 §4, §6,
 * 002 §4.6): which tooltip each create action and team management gets.
 */
import { describe, expect, it } from 'vitest';
import type { OrganizationData, TeamData, User, UserType } from '@/types/user';
import { canOpenDataCenterRoute, createPortfolioBlockMessage, createTeamBlockMessage, teamManagementBlockMessage } from './permissions';

const TODAY = '2026-03-10';
const PERIODS = {
  valid: { courses_server_start: '2025-01-01', courses_server_end_date: '2027-01-01' },
  expiring: { courses_server_start: '2025-01-01', courses_server_end_date: '2026-03-20' },
  notStarted: { courses_server_start: '2026-04-01', courses_server_end_date: '2027-04-01' },
  expired: { courses_server_start: '2025-01-01', courses_server_end_date: '2026-03-09' },
} as const;

function org(left: number): OrganizationData {
  return {
    id: 1, org_type: '1', name: 'Sunshine', text_mark: '', image_mark: '', open_date: '2024-01-01', start_date: '2025-01-01', end_date: '2027-01-01',
    overall_organization_data: true, personal_data_center: true, allow_course_bag: true, auto_plan: true, control_type: 1,
    snap_platform: 2, exam_platform: 2, oj_platform: 2, max_staff: 10, staff_nums: 3, invited_staff_nums: 0,
    max_student: 100, allot_student_nums: 0, teacher_used_student_nums: 0, used_student_nums: 0,
    max_team: left, allot_team_nums: 0, teacher_used_team_nums: 0, used_team_nums: 0,
    max_team_studios_num: left, allot_team_studios_nums: 0, teacher_team_studios_nums: 0, used_team_studios_nums: 0,
  };
}

function teamData(left: number): TeamData {
  return { max_team: left, used_team_nums: 0, max_team_studios_num: left, used_team_studios_nums: 0, max_team_people: 50, used_student_nums: 0, exam_platform: 2, oj_platform: 2 };
}

type Role = 'manager' | 'manager|teacher' | 'orgTeacher' | 'standalone';
const TYPES: Record<Role, UserType> = { manager: 'manager', 'manager|teacher': 'manager|teacher', orgTeacher: 'teacher', standalone: 'teacher' };

function viewer(role: Role, period: keyof typeof PERIODS, left = 5) {
  return {
    user_type: TYPES[role],
    organization_data: role === 'standalone' ? {} : org(left),
    team_data: teamData(left),
    ...PERIODS[period],
  } as Pick<User, 'user_type' | 'organization_data' | 'team_data' | 'courses_server_start' | 'courses_server_end_date'>;
}

const sales = { phone: '400-000-0000' };
/** managers and standalone teachers call sales; organisation teachers ask the campus administrator */
const AUDIENCE: Record<Role, 'sales' | 'admin'> = { manager: 'sales', 'manager|teacher': 'sales', orgTeacher: 'admin', standalone: 'sales' };
const ROLES = Object.keys(TYPES) as Role[];

describe('creating teams and portfolios from the home page', () => {
  it.each(ROLES)('%s: allowed while the service is valid or expiring and quota is left', (role) => {
    for (const period of ['valid', 'expiring'] as const) {
      expect(createTeamBlockMessage(viewer(role, period), TODAY)).toBeNull();
      expect(createPortfolioBlockMessage(viewer(role, period), TODAY)).toBeNull();
      expect(teamManagementBlockMessage(viewer(role, period), TODAY)).toBeNull();
    }
  });

  it.each(ROLES)('%s: not started (3) → please wait, for creating and for team management', (role) => {
    const v = viewer(role, 'notStarted');
    expect(createTeamBlockMessage(v, TODAY)).toEqual({ key: 'home.block.notStarted' });
    expect(createPortfolioBlockMessage(v, TODAY)).toEqual({ key: 'home.block.notStarted' });
    expect(teamManagementBlockMessage(v, TODAY)).toEqual({ key: 'home.block.notStarted' });
  });

  it.each(ROLES)('%s: expired (4) → the role’s tooltip', (role) => {
    const v = viewer(role, 'expired');
    const expected = AUDIENCE[role] === 'sales' ? { key: 'home.block.expired.sales', params: sales } : { key: 'home.block.expired.admin' };
    expect(createTeamBlockMessage(v, TODAY)).toEqual(expected);
    expect(createPortfolioBlockMessage(v, TODAY)).toEqual(expected);
    expect(teamManagementBlockMessage(v, TODAY)).toEqual(expected);
  });

  it.each(ROLES)('%s: quota 0 → the limit tooltip of the role (team management stays open)', (role) => {
    const v = viewer(role, 'valid', 0);
    const params = AUDIENCE[role] === 'sales' ? { params: sales } : {};
    expect(createTeamBlockMessage(v, TODAY)).toEqual({ key: `home.block.quota.team.${AUDIENCE[role]}`, ...params });
    expect(createPortfolioBlockMessage(v, TODAY)).toEqual({ key: `home.block.quota.portfolio.${AUDIENCE[role]}`, ...params });
    expect(teamManagementBlockMessage(v, TODAY)).toBeNull();
  });
});

describe('the data centre route', () => {
  it.each([
    ['student', false, false],
    ['student', true, true],
    [null, false, false],
    ['teacher', false, true],
    ['manager', false, true],
    ['manager|teacher', false, true],
  ] as const)('%s (own %s) → %s', (type, own, allowed) => {
    expect(canOpenDataCenterRoute({ user_type: type, organization_data: org(5), campus_data: [] }, own)).toBe(allowed);
  });
});
