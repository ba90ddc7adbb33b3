/**
 * The role rules of the course pages (spec 001 §2, §6), as small action-named functions over the
 * signed-in user (null when signed out: the previews are public). The server decides the same
 * again: it sends no lesson document, no teacher part and no bag a reader may not have.
 */
import { isStaff, isStudent, organizationOf } from '@/lib/access';
import type { Course, TeacherPartState } from '@/types/content';
import type { User } from '@/types/user';

type Reader = Pick<User, 'user_type' | 'organization_data'> | null | undefined;

/** The course's markdown (lesson document) is shown to teachers (and managers) only. */
export function canSeeCourseMarkdown(user: Reader): boolean {
  return user != null && isStaff(user);
}

/** The teacher-preparation section (aids calculator): for everyone who teaches or previews, not students. */
export function canSeePreparation(user: Reader): boolean {
  return user == null || !isStudent(user);
}

/**
 * The teacher part is cut off for accounts whose team has not submitted a teaching plan: the
 * server says which in the document (`locked`); the reader may open it only when `open`.
 */
export function canOpenTeacherPart(state: TeacherPartState): boolean {
  return state === 'open';
}

/** Feedback and rating: teachers (and managers) with a campus, on a course that is not a campus's own. */
export function canSendCourseFeedback(user: Reader, course: Pick<Course, 'campus'>): boolean {
  return user != null && isStaff(user) && organizationOf(user) !== null && course.campus == null;
}

/** The course-bag block: the organisation allows bags and has an auto plan (and owns a bag: `bagCount`). */
export function canSeeCourseBags(user: Reader, bagCount: number): boolean {
  const org = user ? organizationOf(user) : null;
  return org !== null && org.allow_course_bag && org.auto_plan && bagCount > 0;
}

/** Whether to ask for the bags at all (the block's first condition, before the list is known). */
export function mayHaveCourseBags(user: Reader): boolean {
  const org = user ? organizationOf(user) : null;
  return org !== null && org.allow_course_bag && org.auto_plan;
}

/** Viewing records the learning history: signed-in readers only. */
export function recordsLearnHistory(user: Reader): boolean {
  return user != null;
}
