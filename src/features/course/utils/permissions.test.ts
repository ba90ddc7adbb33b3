import { describe, expect, it } from 'vitest';
import type { OrganizationData, User, UserType } from '@/types/user';
import { canOpenTeacherPart, canSeePreparation, canSeeCourseBags, canSeeCourseMarkdown, canSendCourseFeedback, mayHaveCourseBags, recordsLearnHistory } from './permissions';

const ORG = { id: 1, allow_course_bag: true, auto_plan: true } as OrganizationData;
type Reader = Pick<User, 'user_type' | 'organization_data'> | null;
const reader = (user_type: UserType, org: OrganizationData | null = ORG): Reader => ({ user_type, organization_data: org ?? {} });

/** The roles of the table, in column order. */
const READERS: Record<string, Reader> = {
  student: reader('student'),
  teacher: reader('teacher'),
  'standalone teacher': reader('teacher', null),
  manager: reader('manager'),
  'manager|teacher': reader('manager|teacher'),
  'null type': reader(null, null),
  'signed out': null,
};
const T = true;
const F = false;
const byReader = (fn: (r: Reader) => boolean) => Object.fromEntries(Object.entries(READERS).map(([k, r]) => [k, fn(r)]));
const row = (values: boolean[]) => Object.fromEntries(Object.keys(READERS).map((k, i) => [k, values[i]]));

describe('course rules: roles × actions', () => {
  it.each([
    //                                                          student teacher standalone manager m|t  null  out
    ['see the lesson markdown', canSeeCourseMarkdown, [F, T, T, T, T, F, F]],
    ['send feedback and rate a platform course', (r: Reader) => canSendCourseFeedback(r, { campus: null }), [F, T, F, T, T, F, F]],
    ['send feedback and rate a campus course', (r: Reader) => canSendCourseFeedback(r, { campus: 1 }), [F, F, F, F, F, F, F]],
    ['see the course bags (the campus owns two)', (r: Reader) => canSeeCourseBags(r, 2), [T, T, F, T, T, F, F]],
    ['see the course bags (the campus owns none)', (r: Reader) => canSeeCourseBags(r, 0), [F, F, F, F, F, F, F]],
    ['ask for the course bags', mayHaveCourseBags, [T, T, F, T, T, F, F]],
    ['record the learning history', recordsLearnHistory, [T, T, T, T, T, T, F]],
    ['see the teacher preparation', canSeePreparation, [F, T, T, T, T, T, T]],
  ] as [string, (r: Reader) => boolean, boolean[]][])('%s', (_, fn, values) => {
    expect(byReader(fn)).toEqual(row(values));
  });

  it('hides the bags without bags allowed or without an auto plan', () => {
    expect(canSeeCourseBags(reader('manager', { ...ORG, allow_course_bag: false }), 3)).toBe(false);
    expect(canSeeCourseBags(reader('manager', { ...ORG, auto_plan: false }), 3)).toBe(false);
  });

  it.each([
    ['open', true],
    ['locked', false],
    ['none', false],
  ] as const)('opens a %s teacher part: %s', (state, open) => {
    expect(canOpenTeacherPart(state)).toBe(open);
  });
});
