import { describe, expect, it } from 'vitest';
import type { Employee, OtherStaff } from '@/types/manage';
import { NEW_TEACHER, needsCourseCheck, stepsOf, toPayload, valuesOf } from './teacher-form';

const STAFF: OtherStaff = { id: 41, phone: '13900000099', regional_username: 'Mary Lee', username: 'mary', disabled: false, is_manager: false };
const EMPLOYEE: Employee = {
  id: 3, user: 3, name: 'Sarah Lin', username: 'teacher', phone: '13800000003', status: 1, is_new: false, is_manager: false,
  is_campus_manager: false, is_teacher: true, is_full: false, student_nums: '40/80', team_nums: '4/5', studio_nums: '3/10', teacher_student_nums: 40,
  teacher_team_nums: 4, teacher_studio_nums: 3, team: [{ id: 1, name: 'Code Explorers' }], team_only_teacher: true, course: [1, 2], course_bag: [9], created_at: '2025-01-01',
  version: '0a1b2c3d',
};

describe('teacher wizard values and payload', () => {
  it('sharing is the default (002 §9)', () => {
    expect(NEW_TEACHER.is_full).toBe(true);
  });

  it('a staff member: their employee id, name and phone; sharing sends zero quotas', () => {
    expect(toPayload({ ...NEW_TEACHER, employee: 41, team_list: [2], courses: [5] }, { isManager: false, staff: STAFF })).toEqual({
      name: 'Mary Lee', phone: '13900000099', employee: 41, is_full: true, student_num: 0, team_num: 0, sample_reels: 0,
      team_list: [2], courses: [5], course_bags: [],
    });
  });

  it('a new user: trimmed name and phone, no employee, the dedicated quota', () => {
    const values = { ...NEW_TEACHER, source: 'new' as const, name: ' Ann ', phone: ' 13911112222', is_full: false, student_num: 10, team_num: 2, sample_reels: 3 };
    expect(toPayload(values, { isManager: false })).toMatchObject({ name: 'Ann', phone: '13911112222', employee: null, is_full: false, student_num: 10, team_num: 2, sample_reels: 3 });
  });

  it('a manager always shares and gets no course assignment', () => {
    const values = { ...NEW_TEACHER, employee: 41, is_full: false, student_num: 10, courses: [1], course_bags: [2], team_list: [3] };
    expect(toPayload(values, { isManager: true, staff: { ...STAFF, is_manager: true } })).toMatchObject({
      is_full: true, student_num: 0, courses: [], course_bags: [], team_list: [3],
    });
  });

  it('modifying starts from the row and sends the row id as employee', () => {
    const values = valuesOf(EMPLOYEE);
    expect(values).toMatchObject({ name: 'Sarah Lin', is_full: false, student_num: 80, team_num: 5, sample_reels: 10, team_list: [1], courses: [1, 2], course_bags: [9] });
    expect(toPayload(values, { isManager: false, editing: EMPLOYEE })).toMatchObject({ employee: 3, phone: '13800000003', student_num: 80, is_manager: false, version: '0a1b2c3d' });
  });

  it.each([
    ['add', false, ['person', 'assignment']],
    ['add', true, ['person', 'assignment']],
    ['modify', false, ['person', 'assignment']],
    ['modify', true, ['person']],
  ] as const)('%s, manager %s → steps %j', (mode, isManager, steps) => {
    expect(stepsOf(mode, isManager)).toEqual(steps);
    expect(needsCourseCheck(isManager)).toBe(!isManager);
  });
});
