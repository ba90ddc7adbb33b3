/**
 * What the server decides about learning content (spec 001 §6; the rules the spec leaves open
 * are chosen here and written down in docs/api.md, "Courses and projects"):
 *
 * - Course rights (the catalogue, "courses watched out of total"): a student the courses of their
 *   teams (and the teams' bags) minus hidden ones; a campus teacher their assigned courses and
 *   bags; a campus manager the campus's bags and own courses; anyone else (standalone teachers,
 *   null-type users, someone whose campus is only an invitation) the platform's courses.
 * - Reading a course: a platform course is open to anyone (the previews are public); a campus's
 *   own course only to members of that campus.
 * - The lesson document (markdown) of a unit: teachers and managers, on a course in their rights.
 * - The teacher part of a document: accounts whose team has submitted a teaching plan, i.e. a
 *   teacher, manager or null-type user with an enabled plan of their own, or, in a campus, with
 *   an enabled plan of anyone in that campus. Built-in plans (owner 0) do not count. Students and
 *   visitors never get it.
 * - Service code 1000052: a signed-in account whose service period (its campus's, or a
 *   standalone teacher's own) does not cover today gets the unit without its material.
 * - Feedback and rating: teachers and managers of a campus, on a platform course.
 * - Course bags: only when the caller's campus allows bags and has an auto plan; a campus's
 *   staff see the campus's bags, a student the bags of their teams.
 */
import { db } from '../db/db';
import { dayFrom } from '../db/random';
import type { CourseBagRecord, CourseRecord, OrganizationRecord } from '../db/schema';
import { isManagerType, isStaffType, type Identity } from './identity';

function bagCourses(bagIds: readonly number[]): number[] {
  return bagIds.flatMap((id) => db.courseBags.get(id)?.courses ?? []);
}

/** The campus the caller has joined (an invitation alone gives none). */
export function joinedOrg(me: Identity | null): OrganizationRecord | null {
  return me && me.org && me.campusStatus === '1' ? me.org : null;
}

/** The courses of a campus: those of its course bags and its own (what a manager has, with no assignment). */
export function campusCourseIds(orgId: number): Set<number> {
  const ids = new Set<number>();
  for (const bag of db.courseBags.findBy('org_ids', orgId)) for (const id of bag.courses) ids.add(id);
  for (const course of db.courses.findBy('campus', orgId)) ids.add(course.id);
  return ids;
}

/** Course rights: the courses in the caller's catalogue (see the header). */
export function availableCourseIds(me: Identity): Set<number> {
  const ids = new Set<number>();
  if (me.userType === 'student') {
    for (const row of db.teamStudents.findBy('user_id', me.user.id)) {
      const team = db.teams.get(row.team_id);
      if (!team) continue;
      for (const id of [...team.courses, ...bagCourses(team.course_bags)]) if (!team.hidden_courses.includes(id)) ids.add(id);
    }
    return ids;
  }
  const org = joinedOrg(me);
  if (org && me.employee) {
    if (isManagerType(me.userType)) {
      for (const id of campusCourseIds(org.id)) ids.add(id);
    } else {
      for (const id of [...me.employee.courses, ...bagCourses(me.employee.course_bags)]) ids.add(id);
    }
    return ids;
  }
  for (const course of db.courses.findBy('campus', null)) ids.add(course.id);
  return ids;
}

/** Whether the caller may read the course at all (overview, units, slides, video). */
export function canReadCourse(me: Identity | null, course: CourseRecord): boolean {
  return course.campus === null || joinedOrg(me)?.id === course.campus;
}

/** The lesson documents are for teachers and managers, on a course in their rights. */
export function canReadLessonDocument(me: Identity | null, course: CourseRecord): boolean {
  return me !== null && isStaffType(me.userType) && availableCourseIds(me).has(course.id);
}

/** Whether the caller's team has submitted (and enabled) a teaching plan: the teacher part. */
export function canSeeTeacherPart(me: Identity | null): boolean {
  if (!me || me.userType === 'student') return false;
  if (me.userType !== null && !isStaffType(me.userType)) return false;
  if (db.teachPlans.findBy('owner_id', me.user.id).some((p) => p.enable)) return true;
  const org = joinedOrg(me);
  return org !== null && db.teachPlans.findBy('org_id', org.id).some((p) => p.enable && p.owner_id !== 0);
}

export type ServiceBlock = 'expired' | 'notStarted';

/** Whether today lies outside the caller's service period (null: it does not, or there is none). */
export function courseServiceBlock(me: Identity | null, today: Date = new Date()): ServiceBlock | null {
  if (!me) return null;
  const day = dayFrom(today, 0);
  const org = joinedOrg(me);
  const start = org ? org.start_date : me.user.courses_server_start;
  const end = org ? org.end_date : me.user.courses_server_end_date;
  if (start && day < start) return 'notStarted';
  if (end && day > end) return 'expired';
  return null;
}

/** Feedback and rating: teachers and managers of a campus, on a platform course. */
export function canRateCourse(me: Identity, course: CourseRecord): boolean {
  return isStaffType(me.userType) && joinedOrg(me) !== null && course.campus === null;
}

/** The course bags the caller may open (empty when the campus does not allow bags or has no auto plan). */
export function visibleBags(me: Identity | null): CourseBagRecord[] {
  const org = joinedOrg(me);
  if (!me || !org || !org.allow_course_bag || !org.auto_plan) return [];
  if (me.userType === 'student') {
    const ids = new Set(db.teamStudents.findBy('user_id', me.user.id).flatMap((row) => db.teams.get(row.team_id)?.course_bags ?? []));
    return [...ids].sort((a, b) => a - b).flatMap((id) => db.courseBags.get(id) ?? []);
  }
  return isStaffType(me.userType) ? db.courseBags.findBy('org_ids', org.id) : [];
}
