/**
 * The stored course-detail target (spec 001 §2, 002 §6): a page that wants the catalogue to open
 * a course detail once — the public course preview's "open in the teaching cloud", for one —
 * stores its path; the root sends such a user to /course, and the catalogue opens the target
 * and forgets it.
 */
export const COURSE_TARGET_KEY = 'tc.courseTarget';

const COURSE_DETAIL = /^\/course\/\d+\/\d+\/?(?:\?[^#]*)?$/;

export function saveCourseTarget(path: string): void {
  if (!COURSE_DETAIL.test(path)) return;
  try {
    localStorage.setItem(COURSE_TARGET_KEY, path);
  } catch {
    // no storage (private mode): the catalogue simply opens as usual
  }
}

export function hasCourseTarget(): boolean {
  try {
    return COURSE_DETAIL.test(localStorage.getItem(COURSE_TARGET_KEY) ?? '');
  } catch {
    return false;
  }
}

/** The stored target, removed as it is read: it opens once. Only course-detail paths count. */
export function takeCourseTarget(): string | null {
  try {
    const value = localStorage.getItem(COURSE_TARGET_KEY);
    localStorage.removeItem(COURSE_TARGET_KEY);
    return value && COURSE_DETAIL.test(value) ? value : null;
  } catch {
    return null;
  }
}
