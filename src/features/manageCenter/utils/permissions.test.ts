import { describe, expect, it } from 'vitest';
import type { Employee } from '@/types/manage';
import {
  canAddTeacher,
  canChangeStudentPassword,
  canDeleteEmployee,
  canToggleComments,
  centreActionBlock,
  followUpAfterDelete,
  hasQuotaAndCourseChoice,
  isPendingInvite,
  isRemovalBlocked,
} from './permissions';

const TODAY = '2026-03-10';

describe('management centre: rules × cases', () => {
  it.each([
    [4, 0, 10, true],
    [9, 0, 10, true],
    [10, 0, 10, false],
    [11, 0, 10, false],
    [0, 0, 0, false],
    // a pending invitation is not staff, but holds its seat
    [8, 1, 10, true],
    [9, 1, 10, false],
  ])('%i staff and %i pending of %i → add teacher %s', (staff_nums, invited_staff_nums, max_staff, allowed) => {
    expect(canAddTeacher({ staff_nums, invited_staff_nums, max_staff })).toBe(allowed);
  });

  it.each([
    // validity 1 (valid), 2 (expiring: still allowed), 3 (not started), 4 (expired)
    ['2025-01-01', '2027-01-01', null],
    ['2025-01-01', '2026-03-20', null],
    ['2026-04-01', '2027-01-01', 'not-started'],
    ['2025-01-01', '2026-03-09', 'expired'],
    ['2025-01-01', '2026-03-10', null],
  ] as const)('service %s → %s: centre actions blocked by %s', (start, end, reason) => {
    expect(centreActionBlock({ courses_server_start: start, courses_server_end_date: end }, TODAY)).toBe(reason);
  });

  it('a manager cannot delete themselves', () => {
    expect(canDeleteEmployee({ id: 1 }, { user: 1 })).toBe(false);
    expect(canDeleteEmployee({ id: 1 }, { user: 2 })).toBe(true);
  });

  const row = (over: Partial<Employee>) => ({ status: 1 as const, is_new: false, team_only_teacher: false, is_manager: false, is_campus_manager: false, ...over });

  it.each([
    [row({}), false, false],
    [row({ status: 0 }), true, false],
    [row({ is_new: true }), true, false],
    [row({ team_only_teacher: true }), false, true],
    // a pending invitation teaches nothing yet: never blocked
    [row({ status: 0, team_only_teacher: true }), true, false],
  ])('%j → pending %s, removal blocked %s', (employee, pending, blocked) => {
    expect(isPendingInvite(employee)).toBe(pending);
    expect(isRemovalBlocked(employee)).toBe(blocked);
  });

  it.each([
    [false, 1, row({}), null],
    [true, 1, row({}), 'remove_user'],
    [true, 2, row({}), 'remove_to_campus'],
    [true, 3, row({}), 'remove_to_campus'],
    [true, 2, row({ is_manager: true }), null],
    [true, 1, row({ is_campus_manager: true }), null],
  ] as const)('check_again %s, campus_count %i, %j → %s', (check_again, campus_count, employee, next) => {
    expect(followUpAfterDelete({ check_again, campus_count }, employee)).toBe(next);
  });

  it('a manager has no quota or course choice', () => {
    expect(hasQuotaAndCourseChoice({ is_manager: true })).toBe(false);
    expect(hasQuotaAndCourseChoice({ is_manager: false })).toBe(true);
  });

  it.each([
    [{ is_freeze: false, is_set_password: false }, true, true],
    [{ is_freeze: true, is_set_password: false }, false, true],
    [{ is_freeze: false, is_set_password: true }, true, false],
  ])('student %j → toggle comments %s, change password %s', (student, comments, password) => {
    expect(canToggleComments(student)).toBe(comments);
    expect(canChangeStudentPassword(student)).toBe(password);
  });
});
