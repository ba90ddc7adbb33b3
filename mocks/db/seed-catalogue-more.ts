/**
 * The catalogue's second step (issue 14): fifteen more courses (ids from 39; series with four
 * chapters), a course bag, forty more community projects, and a few of the new courses for the
 * demo teacher. Its own random stream, after every earlier step, so no earlier id or value moves.
 */
import { db } from './db';
import { COURSES, MORE_COURSE_BAGS, MORE_COURSES } from './content-courses';
import { COURSE_PROJECTS, MORE_COURSE_PROJECTS } from './content-projects';
import { insertCourse, insertCourseProject, type Catalogue } from './seed-catalogue';
import type { DemoPeople } from './seed-campus';
import { createContext } from './seed-context';
import type { Locale } from '@/types/api';

const CATALOGUE_MORE_SEED = 14_014;

/** Titles of new courses the demo teacher may teach too (course rights are per teacher). */
const TEACHER_NEW_COURSES = ['Creative Coding Pathway: Level 1', 'Wearable Tech with micro:bit', 'Robot Dance Choreography', 'AI Art Studio'];

export interface MoreCatalogue {
  courseIds: number[];
  bagIds: number[];
  courseProjectIds: number[];
}

export function seedMoreCatalogue(today: Date, catalogue: Catalogue, people: DemoPeople, language: Locale = 'en-US'): MoreCatalogue {
  const ctx = createContext(today, CATALOGUE_MORE_SEED, language);
  const { rng } = ctx;
  const courseIds = MORE_COURSES.map((def, i) => insertCourse(ctx, rng, catalogue.counters, def, COURSES.length + 1 + i).id);
  const bagIds = MORE_COURSE_BAGS.map(
    (bag) =>
      db.courseBags.insert({
        title: bag.title,
        new_suit_tags: bag.stages.join('|'),
        new_program_platform: bag.platforms.join('|'),
        version: bag.version,
        new_teaching_aid: bag.aids.join('|'),
        courses: bag.courses.map((i) => courseIds[i]),
        org_ids: bag.orgs,
      }).id,
  );
  const courseProjectIds = MORE_COURSE_PROJECTS.map((p, i) => insertCourseProject(ctx, rng, p, COURSE_PROJECTS.length + i));

  const teacher = db.employees.findBy('user_id', people.demo.teacher.id)[0];
  const added = MORE_COURSES.flatMap((def, i) => (TEACHER_NEW_COURSES.includes(def.title) ? [courseIds[i]] : []));
  db.employees.update(teacher.id, { courses: [...teacher.courses, ...added] });

  return { courseIds, bagIds, courseProjectIds };
}
